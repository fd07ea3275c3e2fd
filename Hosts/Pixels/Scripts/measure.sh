#!/usr/bin/env bash
# The README's pixel-host figures: flings through the 1,000,000-row table at 390x844 pt and
# scale 2 under Xvfb, then a scroll of 20 pt a frame; with GTK_ANCHOR set to the directory of
# GTK 4's GtkListView benchmark (run.sh, listbench.py; needs Debian's python3-gi and
# gir1.2-gtk-4.0), that benchmark runs after each of ours. RUNS times each, alternating.
# usage: [GTK_ANCHOR=DIR] Scripts/measure.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
anchor=${GTK_ANCHOR:-}
swift build -c release --product reusekit-pixels >/dev/null
pixels=.build/release/reusekit-pixels
screen="-screen 0 1600x1800x24"
for run in $(seq "$runs"); do
    echo "== run $run: flings, scale 2 (load: $(cut -d' ' -f1-3 /proc/loadavg))"
    xvfb-run -a -s "$screen" "$pixels" --measure --scale 2 --frames 600
    echo "== run $run: 20 pt a frame, scale 1"
    xvfb-run -a -s "$screen" "$pixels" --measure --scale 1 --frames 600 --step 20
    if [ -n "$anchor" ] && [ -f "$anchor/run.sh" ] && /usr/bin/python3 -c 'import gi; gi.require_version("Gtk", "4.0")' 2>/dev/null; then
        out=$(mktemp -d)
        bash "$anchor/run.sh" 97 cairo lazy 1000000 "$out" >/dev/null
        /usr/bin/python3 - "$out/results_lazy_1000000.json" <<'PY'
import json, math, sys
frames = json.load(open(sys.argv[1]))["fling_raw"]
work = sorted(f["work_ms"] for f in frames)
rank = lambda q: work[min(len(work), max(1, math.ceil(q * len(work)))) - 1]
print("GTK 4 GtkListView (cairo), 20 px a frame: frame work median %.2f ms, p99 %.2f ms, max %.2f ms"
      % (rank(0.5), rank(0.99), work[-1]))
PY
        rm -rf "$out"
    fi
done
