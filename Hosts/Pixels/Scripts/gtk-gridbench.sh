#!/usr/bin/env bash
# GTK 4's GridView beside the pixel host, alternating in the same minutes: RUNS rounds, each the
# GTK grid of 1,000,000 thumbnails and then reusekit-pixels --measure on the store scene's grid,
# both scrolled 600 frames of 20 pt at 390x844, scale 1, on one Xvfb display, cairo renderer.
# Needs Debian's xvfb, python3-gi, gir1.2-gtk-4.0 (Debian's own python3, which has gi); run
# after `swift build -c release`.
# usage: Scripts/gtk-gridbench.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
. Scripts/gtk-display.sh
start_gtk_display :57
for round in $(seq "$runs"); do
    echo "== round $round: GTK GridView"
    /usr/bin/python3 Scripts/gtk-gridbench.py --n 1000000 --frames 600 --step 20
    echo "== round $round: reusekit-pixels, store scene"
    .build/release/reusekit-pixels --measure --scene store --size 390x844 --scale 1 --frames 600 --step 20
done
