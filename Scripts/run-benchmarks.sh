#!/usr/bin/env bash
# One run for the benchmarks page: `reusekit-bench --quick --json`, then ROUNDS rounds that
# alternate each host's `--measure` with the anchors that do the same work, in the same minutes:
# the terminal host beside urwid's ListBox and Textual's Line API, the pixel host (scales 1 and
# 2) beside Qt 6's QListView and GTK 4's GtkListView. Writes every output to OUT with the load
# average before each measurement, then regenerates the page and the README's headline.
#
# usage: Scripts/run-benchmarks.sh ANCHORS_DIR [ROUNDS]
#   ANCHORS_DIR  the anchors' folder (gtk4/, qt6/, textual/, urwid/ with their scripts)
# The outputs replace those in Benchmarks/, which CI checks the page against.
# Needs: xvfb, python3 with urwid and textual (pip), Debian's python3-pyqt6, python3-gi and
# gir1.2-gtk-4.0, time. Run on a quiet machine: nothing else building.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
anchors=$(cd "$1" && pwd)
rounds=${2:-3}
out=$root/Benchmarks
cd "$root"
rm -f "$out"/*.txt "$out"/*.json "$out"/*.load
swift build -c release --product reusekit-bench >/dev/null
swift build -c release --product reusekit-demo >/dev/null
swift build -c release --package-path Hosts/Pixels --product reusekit-pixels >/dev/null
bin=$root/.build/release
pixels=$root/Hosts/Pixels/.build/release/reusekit-pixels
load() { cut -d' ' -f1 /proc/loadavg; }
commit=$(git -C "$root" rev-parse --short HEAD)
start_load=$(load)

echo "bench: $(date +%T), load $(load)" >&2
"$bin/reusekit-bench" --quick --json >"$out/bench.json"
for round in $(seq "$rounds"); do
    echo "round $round: $(date +%T), load $(load)" >&2
    { load; "$bin/reusekit-demo" --measure; } >"$out/demo-$round.txt"
    { load; python3 -W ignore "$anchors/urwid/urwid_scroll.py"; } >"$out/urwid-$round.txt"
    { load; python3 "$anchors/textual/textual_scroll.py"; } >"$out/textual-$round.txt"
    for scale in 1 2; do
        { load; xvfb-run -a -s "-screen 0 1600x1800x24" "$pixels" --measure --scale "$scale" --frames 600 --step 20; } \
            >"$out/pixels$scale-$round.txt"
        { load; bash "$anchors/qt6/run.sh" 96 "$scale" uniform; } >"$out/qt$scale-$round.txt"
    done
    gtk=$(mktemp -d)
    load >"$out/gtk-$round.load"
    bash "$anchors/gtk4/run.sh" 97 cairo lazy 1000000 "$gtk" >/dev/null
    cp "$gtk/results_lazy_1000000.json" "$out/gtk-$round.json"
    rm -rf "$gtk"
done
echo "this project's 2-core Linux machine, release builds of commit $commit, with a 1-minute load" \
    "average of $start_load at the start and $(load) at the end" >"$out/machine.txt"
python3 "$root/Scripts/generate-benchmarks-page.py" --bench "$out/bench.json" --runs "$out" \
    --machine "$(cat "$out/machine.txt")"
