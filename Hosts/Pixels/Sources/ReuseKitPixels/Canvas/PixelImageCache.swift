import CCairo
import Foundation
import ReuseKit

/// Images converted to Cairo surfaces (premultiplied BGRA) at the size in device pixels they
/// are drawn at, kept across frames: converting and filtering a thumbnail every frame would cost
/// more than drawing it, and a picture scaled once is drawn as a copy of its pixels, the same
/// whichever part of it a frame draws.
///
/// An image is known by its pixel storage (arrays share it across copies) and the size it is
/// drawn at; each entry keeps its image alive, so no storage address is reused while it is
/// cached.
@MainActor
public final class PixelImageCache {
    private struct Entry {
        var image: Image
        var surface: OpaquePointer
        var lastUse: Int
    }

    private var entries: [Key: Entry] = [:]
    private var uses = 0
    /// The most images kept.
    public let limit: Int
    /// Images converted since the cache was made.
    public private(set) var conversions = 0

    private struct Key: Hashable {
        var address: UInt
        var width: Int
        var height: Int
        var drawnWidth: Int
        var drawnHeight: Int
    }

    /// Creates a cache of at most `limit` images.
    public init(limit: Int = 256) {
        self.limit = limit
    }

    isolated deinit {
        for entry in entries.values { cairo_surface_destroy(entry.surface) }
    }

    /// The Cairo surface holding `image`'s pixels scaled to `width`×`height` device pixels
    /// (Cairo's good filter: smooth when enlarged, averaged when reduced), made on first use.
    func surface(for image: Image, width: Int, height: Int) -> OpaquePointer {
        let address = image.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let key = Key(
            address: address, width: image.width, height: image.height, drawnWidth: width, drawnHeight: height
        )
        uses += 1
        if var entry = entries[key] {
            entry.lastUse = uses
            entries[key] = entry
            return entry.surface
        }
        if entries.count >= limit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            cairo_surface_destroy(oldest.value.surface)
            entries[oldest.key] = nil
        }
        let converted = Self.convert(image)
        let surface =
            width == image.width && height == image.height
            ? converted : Self.scaled(converted, from: image, width: width, height: height)
        conversions += 1
        entries[key] = Entry(image: image, surface: surface, lastUse: uses)
        return surface
    }

    /// `source` (`image`'s pixels) scaled to `width`×`height` pixels; `source` is destroyed.
    static func scaled(_ source: OpaquePointer, from image: Image, width: Int, height: Int) -> OpaquePointer {
        defer { cairo_surface_destroy(source) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            let cairo = cairo_create(surface)
        else { preconditionFailure("cairo_image_surface_create failed") }
        cairo_scale(cairo, Double(width) / Double(image.width), Double(height) / Double(image.height))
        cairo_set_source_surface(cairo, source, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        return surface
    }

    /// `image`'s straight RGBA as a Cairo ARGB32 surface (premultiplied, native-endian words).
    static func convert(_ image: Image) -> OpaquePointer {
        guard
            let surface = cairo_image_surface_create(
                CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))
        else { preconditionFailure("cairo_image_surface_create failed") }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return surface }
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    let offset = (y * image.width + x) * 4
                    let alpha = UInt32(source[offset + 3])
                    let red = UInt32(source[offset]) * alpha / 255
                    let green = UInt32(source[offset + 1]) * alpha / 255
                    let blue = UInt32(source[offset + 2]) * alpha / 255
                    row[x] = alpha << 24 | red << 16 | green << 8 | blue
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
