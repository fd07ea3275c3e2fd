#!/usr/bin/env bash
# GTK 4's GtkTreeListModel beside reusekit-bench's outline cases, alternating in the same
# minutes: RUNS rounds, each gtk-treebench.py (expand and collapse a node of 100,000 children,
# then 600 frames of 20 px in 1,000 expanded parents of 1,000 children, 390x844 on Xvfb, cairo
# renderer) and then `reusekit-bench --only outline --json` (the same trees through the list
# controllers), the 1-minute load average printed before each. Needs Debian's xvfb, python3-gi,
# gir1.2-gtk-4.0 (Debian's own python3, which has gi); run after
# `swift build -c release --product reusekit-bench` in the package root.
# usage: Hosts/Pixels/Scripts/gtk-treebench.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
bench=../../.build/release/reusekit-bench
. Scripts/gtk-display.sh
start_gtk_display :58
for round in $(seq "$runs"); do
    echo "== round $round: GTK GtkTreeListModel, load $(cut -d' ' -f1-3 /proc/loadavg)"
    /usr/bin/python3 Scripts/gtk-treebench.py --children 100000 --reps 11 --frames 600 --step 20
    echo "== round $round: reusekit-bench --only outline, load $(cut -d' ' -f1-3 /proc/loadavg)"
    "$bench" --only outline --json
done
