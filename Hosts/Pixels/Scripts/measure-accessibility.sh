#!/usr/bin/env bash
# What the accessibility bridge costs: `reusekit-pixels --measure` without an accessibility bus
# and with one (a private session bus that names org.a11y.Bus, as a desktop's does),
# alternating, RUNS rounds each, then the idle CPU of a window left alone for 10 s either way
# (clock ticks from /proc/PID/stat). The load average is printed before each run.
# Needs Xvfb, dbus and at-spi2-core; run after
# `swift build -c release --package-path Hosts/Pixels --product reusekit-pixels`.
# usage: Hosts/Pixels/Scripts/measure-accessibility.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
pixels=${PIXELS:-$PWD/.build/release/reusekit-pixels}
screen="-screen 0 1600x1800x24"
load() { cut -d' ' -f1-3 /proc/loadavg; }
measure() { xvfb-run -a -s "$screen" "$pixels" --measure --scale 2 --frames 600 --step 20 | grep -E "bus|frame time"; }
idle() {
    xvfb-run -a -s "$screen" "$pixels" --scene table &
    local runner=$! pid=""
    for _ in $(seq 100); do
        pid=$(pgrep -n -f "^$pixels --scene table" || true)
        [ -n "$pid" ] && break
        sleep 0.1
    done
    sleep 3
    local before after
    before=$(awk '{print $14 + $15}' "/proc/$pid/stat")
    sleep 10
    after=$(awk '{print $14 + $15}' "/proc/$pid/stat")
    echo "idle window: $((after - before)) clock ticks of CPU in 10 s"
    kill "$pid"
    wait "$runner" 2>/dev/null || true
}
export -f measure idle load
export pixels screen
for run in $(seq "$runs"); do
    echo "== round $run, no bus (load $(load))"
    env -u DBUS_SESSION_BUS_ADDRESS -u AT_SPI_BUS_ADDRESS bash -c measure
    echo "== round $run, with a bus (load $(load))"
    dbus-run-session -- bash -c measure
done
echo "== idle, no bus (load $(load))"
env -u DBUS_SESSION_BUS_ADDRESS -u AT_SPI_BUS_ADDRESS bash -c idle
echo "== idle, with a bus (load $(load))"
dbus-run-session -- bash -c idle
