"""What the GTK 4 anchors (gtk-gridbench.py, gtk-treebench.py) share: a list model made on
demand, the frame clock's timing of each frame's work (before-paint to after-paint), a scroll
of FRAMES frames of STEP px by the frame clock's tick, and percentiles."""
import time

import gi
gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import GObject, GLib, Gio, Gtk

perf = time.perf_counter


def version():
    return "%d.%d.%d" % (Gtk.get_major_version(), Gtk.get_minor_version(), Gtk.get_micro_version())


class LazyStrings(GObject.Object, Gio.ListModel):
    """N string items, `text(position)` made only when GTK asks for one; `asked()` is called
    for each (a counter)."""
    def __init__(self, n, text, asked=lambda: None):
        super().__init__()
        self.n, self.text, self.asked = n, text, asked

    def do_get_item_type(self):
        return Gtk.StringObject.__gtype__

    def do_get_n_items(self):
        return self.n

    def do_get_item(self, position):
        self.asked()
        return Gtk.StringObject.new(self.text(position)) if position < self.n else None


class Frames:
    """Each frame's work, timed by the window's frame clock from before-paint to after-paint,
    marked with whether a scroll was under way; hooks added to `after_paint_hooks` run once,
    with the frame, after the next paint."""
    def __init__(self, window):
        self.window = window
        self.frames = {}
        self.scrolling = False
        self.after_paint_hooks = []
        window.connect_after("realize", self._realize)

    def _realize(self, widget):
        clock = self.window.get_frame_clock()
        clock.connect("before-paint", self._before_paint)
        clock.connect_after("after-paint", self._after_paint)

    def _before_paint(self, clock):
        self.frames.setdefault(clock.get_frame_counter(), {})["start"] = perf()

    def _after_paint(self, clock):
        frame = self.frames.setdefault(clock.get_frame_counter(), {})
        frame["end"] = perf()
        frame["scrolling"] = self.scrolling
        hooks, self.after_paint_hooks = self.after_paint_hooks, []
        for hook in hooks:
            hook(frame)

    def scrolling_work_ms(self):
        """The work of the frames painted while scrolling, in milliseconds."""
        return [(f["end"] - f["start"]) * 1000 for f in self.frames.values() if f.get("scrolling") and "start" in f]

    def scroll(self, widget, adjustment, frames, step, then):
        """Moves `adjustment` by `step` px on each of `frames` ticks of `widget`'s frame clock,
        then calls `then` 300 ms after the last."""
        ticks = [0]
        self.scrolling = True

        def tick(widget, clock):
            if ticks[0] >= frames:
                self.scrolling = False
                GLib.timeout_add(300, then)
                return False
            ticks[0] += 1
            adjustment.set_value(adjustment.get_value() + step)
            return True
        widget.add_tick_callback(tick)


def at(values, p):
    """The p-th percentile of `values` (nearest rank), rounded to microseconds of a ms."""
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))], 3)


def summary(values):
    return {"n": len(values), "median": at(values, 50), "p99": at(values, 99), "max": round(max(values), 3)}
