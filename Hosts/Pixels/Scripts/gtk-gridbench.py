#!/usr/bin/python3
"""GTK 4 GtkGridView anchor for the collection view: a grid of N thumbnails (a picture above a
one-line name, as the store scene's) in a 390x844 window, scrolled FRAMES frames of STEP px by
the frame clock's tick, as the pixel host's `--measure --step` scrolls. Prints a JSON summary:
frame work per frame (before-paint to after-paint), binds, peak resident set.
usage: gtk-gridbench.py [--n 1000000] [--frames 600] [--step 20]
"""
import argparse, json, os, resource, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtkanchor import Frames, LazyStrings, at, version
from gi.repository import GLib, Gtk, Gdk

ap = argparse.ArgumentParser()
ap.add_argument("--n", type=int, default=1_000_000)
ap.add_argument("--frames", type=int, default=600)
ap.add_argument("--step", type=float, default=20.0)
args = ap.parse_args()


def texture(index):
    """A 96x88 picture of two bands of colour, one of eight."""
    top = ((index * 53) % 256, (index * 97) % 256, (index * 151) % 256)
    bottom = (255 - top[0], 255 - top[1], 255 - top[2])
    rows = []
    for y in range(88):
        colour = top if y < 50 else bottom
        rows.append(bytes(colour) * 96)
    data = GLib.Bytes.new(b"".join(rows))
    return Gdk.MemoryTexture.new(96, 88, Gdk.MemoryFormat.R8G8B8, data, 96 * 3)


textures = [texture(i) for i in range(8)]
counts = {"setup": 0, "bind": 0}


def on_setup(factory, item):
    counts["setup"] += 1
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    box.set_size_request(110, 110)
    picture = Gtk.Picture()
    picture.set_size_request(96, 88)
    label = Gtk.Label(xalign=0)
    box.append(picture)
    box.append(label)
    item.set_child(box)


def on_bind(factory, item):
    counts["bind"] += 1
    box = item.get_child()
    position = item.get_position()
    picture = box.get_first_child()
    picture.set_paintable(textures[(position * 2654435761 >> 7) % 8])
    picture.get_next_sibling().set_text(item.get_item().get_string())


factory = Gtk.SignalListItemFactory()
factory.connect("setup", on_setup)
factory.connect("bind", on_bind)
grid = Gtk.GridView.new(Gtk.NoSelection.new(LazyStrings(args.n, lambda i: "App %d" % i)), factory)
grid.set_max_columns(3)
scroller = Gtk.ScrolledWindow()
scroller.set_policy(Gtk.PolicyType.NEVER, Gtk.PolicyType.AUTOMATIC)
scroller.set_child(grid)
window = Gtk.Window(title="gridbench")
window.set_default_size(390, 844)
window.set_child(scroller)
adjustment = scroller.get_vadjustment()
loop = GLib.MainLoop()
frames = Frames(window)
binds_before = [0]


def start():
    binds_before[0] = counts["bind"]
    frames.scroll(grid, adjustment, args.frames, args.step, finish)
    return False


def finish():
    work = sorted(frames.scrolling_work_ms())
    print(json.dumps({
        "gtk": version(), "items": args.n, "frames": len(work), "step_px": args.step,
        "frame_work_ms": {"median": at(work, 50), "p99": at(work, 99), "max": round(work[-1], 3)},
        "binds_while_scrolling": counts["bind"] - binds_before[0], "widgets_made": counts["setup"],
        "value_after": adjustment.get_value(),
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
    }))
    loop.quit()
    return False


window.present()
GLib.timeout_add(1000, start)
loop.run()
