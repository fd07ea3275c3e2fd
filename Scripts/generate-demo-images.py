#!/usr/bin/env python3
"""Generates the feed scene's bundled data: Sources/ReuseKitGallery/Resources/feed/.

    python3 Scripts/generate-demo-images.py [--output DIRECTORY] [--check]

Writes, deterministically (standard library only; the PNG encoder is image_fixtures.py's):

* images/thumb-N.png (N = 0..7): 24x16 RGB pictures (sunset, sea, forest, checks, rings,
  stripes, dunes, aurora) that the demo decodes through ReuseKitImages' pipeline;
* page-N.json (N = 0..9): the feed's pages, in the demo's tiny JSON format:

      {"page": 0, "hasMore": true,
       "items": [{"id": "p0-00", "title": "...", "image": "images/thumb-3.png?item=p0-00"}]}

  `image` is relative to the page's URL; the query makes every item's image its own request
  (its own cache key), as on a real feed, while the file or the HTTP server ignores it.

`reusekit-demo --scene feed` reads these files from its resource bundle through a simulated slow
network; `--feed-url URL` reads the same files from any HTTP server serving this directory, for
example `python3 -m http.server --directory Sources/ReuseKitGallery/Resources/feed`.
With --check, exits 1 if the committed files differ from what this script would write.
"""

import argparse
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from image_fixtures import encode_png  # noqa: E402

WIDTH, HEIGHT = 24, 16
PAGES, PER_PAGE = 10, 20
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUTPUT = os.path.join(ROOT, "Sources", "ReuseKitDemo", "Resources", "feed")

SUBJECTS = [
    "下拉刷新 pull-to-refresh", "上拉加载 load more", "异步图片 async images", "重用池 reuse pool",
    "行高缓存 height cache", "瀑布流 waterfall", "分页 paging", "失败重试 retry",
    "占位图 placeholder", "取消加载 cancel on reuse", "内存缓存 memory cache", "慢网络 slow network",
]
VERBS = [
    "works on a 1,000,000-row table", "needs no fixed 3 s delay", "lands in the right cell",
    "never fires twice", "keeps the rows on screen still", "shows a spinner, then the page",
    "recovers from a failed page", "decodes off the main actor",
]


def clamp(value):
    return max(0, min(255, int(value)))


def mix(a, b, t):
    return tuple(clamp(a[i] + (b[i] - a[i]) * t) for i in range(3))


def picture(kind, x, y):
    u, v = x / (WIDTH - 1), y / (HEIGHT - 1)
    if kind == 0:  # sunset: sky gradient, a sun, dark sea
        if v > 0.7:
            return mix((20, 40, 90), (5, 10, 40), (v - 0.7) / 0.3)
        if (x - 16) ** 2 + (y - 8) ** 2 < 12:
            return (255, 220, 120)
        return mix((255, 120, 60), (120, 40, 140), 1 - v / 0.7)
    if kind == 1:  # sea: waves
        wave = math.sin(u * 9 + v * 3) * 0.5 + 0.5
        return mix((10, 60, 140), (80, 200, 230), wave * (0.4 + v * 0.6))
    if kind == 2:  # forest: trees on a hill
        ridge = 0.55 + 0.15 * math.sin(u * 7)
        if v > ridge:
            return mix((20, 90, 40), (10, 50, 20), v)
        return mix((150, 210, 255), (220, 240, 255), v)
    if kind == 3:  # checks
        return (230, 230, 235) if (x // 4 + y // 4) % 2 == 0 else (60, 70, 200)
    if kind == 4:  # rings
        distance = math.hypot(x - WIDTH / 2, (y - HEIGHT / 2) * 1.5)
        return (250, 200, 40) if int(distance) % 4 < 2 else (200, 40, 80)
    if kind == 5:  # diagonal stripes
        return (240, 90, 40) if (x + y) // 3 % 2 == 0 else (30, 30, 40)
    if kind == 6:  # dunes
        dune = 0.5 + 0.2 * math.sin(u * 5 + 1) + 0.1 * math.sin(u * 13)
        return mix((240, 200, 120), (190, 120, 60), v) if v > dune else mix((120, 180, 250), (250, 250, 255), v)
    band = math.sin(u * 6 + v * 2) * 0.5 + 0.5  # aurora
    return mix((10, 20, 40), (60, 255, 160), band * (1 - v))


def png(kind):
    pixels = [[picture(kind, x, y) for x in range(WIDTH)] for y in range(HEIGHT)]
    return encode_png(pixels, WIDTH, HEIGHT, 2, 8, idat_chunks=1)


def page(number):
    items = []
    for index in range(PER_PAGE):
        serial = number * PER_PAGE + index
        item_id = "p%d-%02d" % (number, index)
        title = "#%d %s %s" % (serial, SUBJECTS[serial % len(SUBJECTS)], VERBS[(serial * 5 + number) % len(VERBS)])
        image = "images/thumb-%d.png?item=%s" % ((serial * 3 + number) % 8, item_id)
        items.append({"id": item_id, "title": title, "image": image})
    document = {"page": number, "hasMore": number < PAGES - 1, "items": items}
    return (json.dumps(document, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def outputs():
    files = {os.path.join("images", "thumb-%d.png" % kind): png(kind) for kind in range(8)}
    files.update({"page-%d.json" % number: page(number) for number in range(PAGES)})
    return files


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--output", default=DEFAULT_OUTPUT)
    parser.add_argument("--check", action="store_true")
    arguments = parser.parse_args()
    stale = []
    for name, data in sorted(outputs().items()):
        path = os.path.join(arguments.output, name)
        if arguments.check:
            try:
                with open(path, "rb") as existing:
                    if existing.read() != data:
                        stale.append(name)
            except FileNotFoundError:
                stale.append(name)
            continue
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as output:
            output.write(data)
    if stale:
        print("out of date: " + ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
