#!/usr/bin/env bash
# The README's screenshots: the scripted tour rendered headless at 390x600 pt, scale 1, and a
# few of its frames copied into Screenshots/.
# usage: Scripts/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
frames=$(mktemp -d)
swift run -c release reusekit-pixels --size 390x600 --png "$frames" >/dev/null
mkdir -p Screenshots
cp "$frames/table-00-first.png" Screenshots/table.png
cp "$frames/pager-22-settle.png" Screenshots/pager.png
cp "$frames/heights-00-first.png" Screenshots/heights.png
cp "$frames/waterfall-22-settle.png" Screenshots/waterfall.png
cp "$frames/feed-22-settle.png" Screenshots/feed.png
cp "$frames/contacts-47-settle.png" Screenshots/contacts.png
cp "$frames/chat-50-settle.png" Screenshots/chat.png
cp "$frames/store-48-settle.png" Screenshots/store.png
cp "$frames/photos-43-settle.png" Screenshots/photos.png
rm -rf "$frames"
ls -l Screenshots
