#!/usr/bin/env python3
"""PNG fixtures for ReuseKitImages' tests, written by a small pure-Python PNG encoder.

    python3 Scripts/image_fixtures.py OUTPUT_DIRECTORY

writes one PNG per case (every colour type and bit depth, palette, tRNS, Adam7, every filter
type, odd sizes), next to it the RGBA8 pixels a correct decoder must produce (`.rgba`, raw,
rows top to bottom) and `manifest.json` listing the cases. The reference pixels are computed
here from the source samples, independently of libpng. The output is deterministic.

The test HTTP server imports `encode_png` from this file to serve images.
"""

import json
import os
import struct
import sys
import zlib

ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def chunk(kind, payload):
    body = kind + payload
    return struct.pack(">I", len(payload)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(samples, bit_depth):
    """Packs one row of samples (already flattened per channel) at the given bit depth."""
    if bit_depth == 8:
        return bytes(samples)
    if bit_depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out = bytearray()
    per_byte = 8 // bit_depth
    for start in range(0, len(samples), per_byte):
        group = samples[start:start + per_byte]
        value = 0
        for index in range(per_byte):
            value = (value << bit_depth) | (group[index] if index < len(group) else 0)
        out.append(value)
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_row(kind, row, previous, bpp):
    out = bytearray([kind])
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = previous[i] if previous else 0
        c = previous[i - bpp] if previous and i >= bpp else 0
        predictor = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((x - predictor) & 0xFF)
    return bytes(out)


def image_data(pixels, width, height, channels, bit_depth, interlaced, filter_base=0):
    """Filters and packs rows; `pixels[y][x]` is a tuple of `channels` samples."""
    bpp = max(1, channels * bit_depth // 8)
    passes = ADAM7 if interlaced else [(0, 0, 1, 1)]
    raw = bytearray()
    row_number = filter_base
    for x0, y0, dx, dy in passes:
        columns = range(x0, width, dx)
        if not columns:
            continue
        previous = None
        for y in range(y0, height, dy):
            samples = [s for x in columns for s in pixels[y][x]]
            packed = pack_row(samples, bit_depth)
            raw += filter_row(row_number % 5, packed, previous, bpp)
            previous = packed
            row_number += 1
    return bytes(raw)


def encode_png(pixels, width, height, color_type, bit_depth, interlaced=False, palette=None, trns=None,
               idat_chunks=3):
    """Returns PNG bytes; `pixels[y][x]` holds raw samples (palette indices for colour type 3)."""
    channels = CHANNELS[color_type]
    header = struct.pack(">IIBBBBB", width, height, bit_depth, color_type, 0, 0, 1 if interlaced else 0)
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
    if palette is not None:
        out += chunk(b"PLTE", bytes(v for entry in palette for v in entry))
    if trns is not None:
        out += chunk(b"tRNS", trns)
    compressed = zlib.compress(image_data(pixels, width, height, channels, bit_depth, interlaced), 9)
    size = max(1, -(-len(compressed) // idat_chunks))
    for start in range(0, len(compressed), size):
        out += chunk(b"IDAT", compressed[start:start + size])
    return out + chunk(b"IEND", b"")


def to8(value, bit_depth):
    if bit_depth == 16:
        return value >> 8
    return value * (255 // ((1 << bit_depth) - 1))


def sample(x, y, channel, bit_depth, salt):
    """A deterministic pattern that reaches both ends of the sample range."""
    top = (1 << bit_depth) - 1
    value = (x * 37 + y * 91 + channel * 53 + salt * 17 + (x * y) % 7) * 2654435761 >> 7
    if (x + y + channel) % 11 == 0:
        return top
    if (x * 3 + y + channel) % 13 == 0:
        return 0
    return value % (top + 1)


def make_case(color_type, bit_depth, width, height, interlaced, with_trns, salt):
    channels = CHANNELS[color_type]
    palette = None
    trns = None
    if color_type == 3:
        entries = 1 << bit_depth
        palette = [((i * 67) % 256, (i * 151 + 30) % 256, (255 - i * 29) % 256) for i in range(entries)]
        pixels = [[(sample(x, y, 0, bit_depth, salt),) for x in range(width)] for y in range(height)]
        if with_trns:
            alphas = [(i * 97) % 256 for i in range(max(1, entries // 2))]
            trns = bytes(alphas)
    else:
        pixels = [[tuple(sample(x, y, c, bit_depth, salt) for c in range(channels)) for x in range(width)]
                  for y in range(height)]
    key = None
    if with_trns and color_type in (0, 2):
        key = pixels[height // 2][width // 2]
        pixels[0][0] = key
        trns = b"".join(struct.pack(">H", v) for v in key)

    reference = bytearray()
    for y in range(height):
        for x in range(width):
            samples = pixels[y][x]
            if color_type == 3:
                index = samples[0]
                r, g, b = palette[index]
                a = trns[index] if trns is not None and index < len(trns) else 255
            elif color_type in (0, 4):
                r = g = b = to8(samples[0], bit_depth)
                a = to8(samples[1], bit_depth) if color_type == 4 else 255
                if key is not None and samples == key:
                    a = 0
            else:
                r, g, b = (to8(v, bit_depth) for v in samples[:3])
                a = to8(samples[3], bit_depth) if color_type == 6 else 255
                if key is not None and samples == key:
                    a = 0
            reference += bytes((r, g, b, a))
    data = encode_png(pixels, width, height, color_type, bit_depth, interlaced, palette, trns)
    return data, bytes(reference)


def cases():
    depths = {0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]}
    sizes = [(1, 1), (13, 11), (33, 18)]
    salt = 0
    for color_type, bit_depths in depths.items():
        for bit_depth in bit_depths:
            for width, height in sizes:
                for interlaced in (False, True):
                    trns_options = (False, True) if color_type in (0, 2, 3) else (False,)
                    for with_trns in trns_options:
                        salt += 1
                        name = "type%d-%dbit-%dx%d%s%s" % (color_type, bit_depth, width, height,
                                                           "-adam7" if interlaced else "",
                                                           "-trns" if with_trns else "")
                        yield name, color_type, bit_depth, width, height, interlaced, with_trns, salt


def oversized_png(width, height):
    """A valid header declaring a huge image, followed by a few bytes of image data."""
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\x00" * 64))
            + chunk(b"IEND", b""))


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: image_fixtures.py OUTPUT_DIRECTORY")
    directory = sys.argv[1]
    os.makedirs(directory, exist_ok=True)
    manifest = []
    for name, color_type, bit_depth, width, height, interlaced, with_trns, salt in cases():
        data, reference = make_case(color_type, bit_depth, width, height, interlaced, with_trns, salt)
        with open(os.path.join(directory, name + ".png"), "wb") as handle:
            handle.write(data)
        with open(os.path.join(directory, name + ".rgba"), "wb") as handle:
            handle.write(reference)
        manifest.append({"name": name, "width": width, "height": height, "colorType": color_type,
                         "bitDepth": bit_depth, "interlaced": interlaced, "transparency": with_trns})
    with open(os.path.join(directory, "oversized.png"), "wb") as handle:
        handle.write(oversized_png(100000, 100000))
    with open(os.path.join(directory, "manifest.json"), "w") as handle:
        json.dump(manifest, handle, indent=1)
    print("wrote %d cases to %s" % (len(manifest), directory))


if __name__ == "__main__":
    main()
