#!/usr/bin/python3
"""Reads a pixel app over AT-SPI2 as a screen reader does, and fails when it reads wrong.

    dbus-run-session -- /usr/bin/python3 Scripts/atspi-check.py APP [--check NAME ...] [--rounds N]

Starts APP (a pixel app's executable, on `DISPLAY`) inside the session bus this runs in, finds it
on the accessibility bus through pyatspi (what Orca is built on), and runs each named check:

  window   application -> window: roles, names, and the window's extents where X says it is.

Prints one line a check ("ok: ..." or "FAIL: ...") and exits 1 when any failed, 2 when the app
never appeared on the bus. `--rounds N` also times N property reads of one object straight over
D-Bus (the round trip a screen reader pays) and prints their median and 99th percentile.
"""

import argparse
import os
import subprocess
import sys
import time

import pyatspi
from gi.repository import Gio, GLib

ATSPI_ACCESSIBLE = "org.a11y.atspi.Accessible"


class Checker:
    def __init__(self, app_process, name):
        self.process = app_process
        self.name = name
        self.failures = 0
        self.app = None
        self.window = None

    def expect(self, condition, what):
        print(("ok: " if condition else "FAIL: ") + what, flush=True)
        if not condition:
            self.failures += 1
        return condition

    def find_app(self, timeout):
        """The application named `name` among the desktop's children, waiting up to `timeout`."""
        deadline = time.monotonic() + timeout
        desktop = pyatspi.Registry.getDesktop(0)
        while time.monotonic() < deadline:
            for index in range(desktop.childCount):
                child = desktop.getChildAtIndex(index)
                try:
                    if child is not None and child.name == self.name:
                        self.app = child
                        self.window = child.getChildAtIndex(0)
                        return True
                except GLib.Error:
                    continue
            if self.process.poll() is not None:
                return False
            time.sleep(0.1)
        return False

    def x_geometry(self):
        """The app's window as X has it: (x, y, width, height) in screen pixels."""
        ids = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid)],
                             capture_output=True, text=True).stdout.split()
        info = subprocess.run(["xwininfo", "-id", ids[0]], capture_output=True, text=True).stdout
        fields = {}
        for line in info.splitlines():
            key, _, value = line.strip().partition(":")
            fields[key] = value.strip()
        return (int(fields["Absolute upper-left X"]), int(fields["Absolute upper-left Y"]),
                int(fields["Width"]), int(fields["Height"]))

    def check_window(self):
        app, window = self.app, self.window
        self.expect(app.getRole() == pyatspi.ROLE_APPLICATION, "the application's role is application")
        self.expect(app.childCount == 1, "the application has one child, its window (%d)" % app.childCount)
        self.expect(window is not None and window.getRole() == pyatspi.ROLE_FRAME,
                    "the window's role is frame")
        self.expect(window.parent == app, "the window's parent is the application")
        self.expect(window.getIndexInParent() == 0, "the window is its parent's child 0")
        self.expect(window.getState().contains(pyatspi.STATE_SHOWING), "the window is showing")
        self.expect(window.queryComponent() is not None, "the window has a Component")
        extents = window.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        shown = self.x_geometry()
        self.expect((extents.x, extents.y, extents.width, extents.height) == shown,
                    "the window's extents %s are where X shows it %s"
                    % ((extents.x, extents.y, extents.width, extents.height), shown))
        local = window.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        self.expect((local.x, local.y) == (0, 0), "the window is at (0, 0) in its own coordinates")

    def round_trips(self, accessible, rounds):
        """Times `rounds` reads of `accessible`'s Name straight over the accessibility bus."""
        session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                    GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 3000, None).unpack()[0]
        bus = Gio.DBusConnection.new_for_address_sync(
            address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
            None, None)
        times = []
        for _ in range(rounds):
            start = time.perf_counter()
            bus.call_sync(accessible.app.bus_name, accessible.path, "org.freedesktop.DBus.Properties",
                          "Get", GLib.Variant("(ss)", (ATSPI_ACCESSIBLE, "Name")), GLib.VariantType("(v)"),
                          Gio.DBusCallFlags.NONE, 3000, None)
            times.append((time.perf_counter() - start) * 1000)
        times.sort()
        rank = lambda q: times[min(len(times) - 1, int(q * len(times)))]
        print("round trip (Properties.Get Name, %d calls): median %.3f ms, p99 %.3f ms, max %.3f ms"
              % (rounds, rank(0.5), rank(0.99), times[-1]), flush=True)
        return rank(0.5)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("app", help="the pixel app's executable")
    parser.add_argument("--check", action="append", default=[], choices=["window"])
    parser.add_argument("--rounds", type=int, default=0)
    parser.add_argument("--timeout", type=float, default=30)
    options = parser.parse_args()
    log = open(os.devnull, "w")
    process = subprocess.Popen([options.app], stdout=log, stderr=log)
    try:
        checker = Checker(process, os.path.basename(options.app))
        if not checker.find_app(options.timeout):
            print("FAIL: %s never appeared on the accessibility bus" % checker.name, flush=True)
            return 2
        for check in options.check:
            getattr(checker, "check_" + check)()
        if options.rounds:
            checker.round_trips(checker.window, options.rounds)
        return 1 if checker.failures else 0
    finally:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()


if __name__ == "__main__":
    sys.exit(main())
