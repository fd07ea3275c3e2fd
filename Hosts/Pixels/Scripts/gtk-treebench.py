#!/usr/bin/python3
"""GTK 4 GtkTreeListModel anchor for the list controllers' outlines (reusekit-bench --only
outline): a GtkListView of GtkTreeExpander rows (44 px, a one-line label) over a
GtkTreeListModel whose root is a lazy Gio.ListModel, in a 390x844 window.

1. wide_node: 1,000 top-level rows, the middle one holding CHILDREN children (a lazy model the
   tree's create function makes as it expands), shown 200 px below the top of the viewport.
   After a warm-up round, REPS times, from a main-loop timeout (outside the frame clock):
   set_expanded(True) on its GtkTreeListRow, then, once that frame is painted,
   set_expanded(False). Each is timed as listbench.py times its jumps: the call itself, the
   work of the frame that follows (before-paint to after-paint), and the time from the call to
   that frame's after-paint. The rows on screen are checked after each.
2. large_tree: a new tree of 1,000 parents of 1,000 children, all expanded (1,001,000 rows);
   the middle parent collapsed and expanded the same way.
3. scroll: that tree from its middle, FRAMES frames of STEP px by the frame clock's tick; frame
   work per frame (before-paint to after-paint), median and p99.

Prints one JSON object. What compares with reusekit-bench and what does not:
- ReuseKit's figure is expand()/collapse() + layoutIfNeeded: the model change and the layout of
  the rows on screen, nothing drawn. GTK's "call + frame work" also paints the frame (cairo
  renderer, Xvfb); "to after-paint" adds the wait for GTK's own frame clock (up to a 60 Hz
  frame), which ReuseKit's figure never has.
- The models here are Python (Gio.ListModel subclasses, a Python create function and bind
  handler): each row GTK binds costs Python calls, which ReuseKit's Swift providers do not.
  GtkTreeListModel's own node tree and GtkListView's row bookkeeping are C.
- The scroll step is 20 px a frame here and 4 pt in reusekit-bench (a layout pass per step
  there, a frame here): compare per-frame work with per-step work only as orders of magnitude.
usage: gtk-treebench.py [--children 100000] [--reps 11] [--frames 600] [--step 20]
"""
import argparse, json, os, resource, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtkanchor import Frames, LazyStrings, perf, summary, version
from gi.repository import GObject, GLib, Gtk, Gdk

ap = argparse.ArgumentParser()
ap.add_argument("--children", type=int, default=100_000)
ap.add_argument("--reps", type=int, default=11)
ap.add_argument("--frames", type=int, default=600)
ap.add_argument("--step", type=float, default=20.0)
args = ap.parse_args()
PARENTS = 1_000
ROW_HEIGHT = 44
counts = {"setup": 0, "bind": 0, "get_item": 0, "create": 0}
state = {}


def numbered(first, n):
    """N items numbered from FIRST, made only when GTK asks for them."""
    def asked():
        counts["get_item"] += 1
    return LazyStrings(n, lambda position: str(first + position), asked)


def tree_of(children, parents_with_children):
    """A tree list model over PARENTS items; those in parents_with_children have `children`."""
    def create(item):
        counts["create"] += 1
        parent = int(item.get_string())
        if parent >= PARENTS or parent not in parents_with_children:
            return None
        return numbered(PARENTS + parent * children, children)
    return Gtk.TreeListModel.new(numbered(0, PARENTS), False, False, create)


def on_setup(factory, item):
    counts["setup"] += 1
    expander = Gtk.TreeExpander()
    expander.set_size_request(-1, ROW_HEIGHT)
    expander.set_child(Gtk.Label(xalign=0))
    item.set_child(expander)


def on_bind(factory, item):
    counts["bind"] += 1
    expander = item.get_child()
    row = item.get_item()
    expander.set_list_row(row)
    expander.get_child().set_text(row.get_item().get_string())


factory = Gtk.SignalListItemFactory()
factory.connect("setup", on_setup)
factory.connect("bind", on_bind)
middle = PARENTS // 2
wide_tree = tree_of(args.children, {middle})
listview = Gtk.ListView.new(Gtk.NoSelection.new(wide_tree), factory)
scroller = Gtk.ScrolledWindow()
scroller.set_policy(Gtk.PolicyType.NEVER, Gtk.PolicyType.AUTOMATIC)
scroller.set_child(listview)
# Rows of exactly ROW_HEIGHT px, as reusekit-bench's: no padding around the expander.
css = Gtk.CssProvider()
css.load_from_data(b"listview > row { padding: 0; min-height: 0; border: none; }")
Gtk.StyleContext.add_provider_for_display(
    Gdk.Display.get_default(), css, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)
window = Gtk.Window(title="treebench")
window.set_default_size(390, 844)
window.set_child(scroller)
adjustment = scroller.get_vadjustment()
loop = GLib.MainLoop()
frames = Frames(window)
R = {"gtk": version(), "renderer": None, "row_px": ROW_HEIGHT}


# ---- expand and collapse
class Toggles:
    """Expands and collapses the parent at `position` of `tree` (its `children` children),
    the viewport on it, REPS times after a warm-up round, then calls `then`."""
    def __init__(self, name, tree, position, children, collapsed_rows, then):
        self.name, self.tree, self.position, self.children = name, tree, position, children
        self.collapsed_rows, self.then = collapsed_rows, then
        self.samples = {True: [], False: []}

    def start(self):
        listview.set_model(Gtk.NoSelection.new(self.tree))
        GLib.timeout_add(300, self.jump, 1)
        return False

    def jump(self, nudge):
        # GTK 4.8 lays out no rows after a first jump from the top set from a timeout; a
        # second set_value does.
        adjustment.set_value(self.position * ROW_HEIGHT - 200 + nudge)
        GLib.timeout_add(200, self.jump, 0) if nudge else GLib.timeout_add(200, self.check)
        return False

    def check(self):
        if (200, str(middle)) not in visible():
            return fail("%s: the parent is not 200 px below the top: %s" % (self.name, visible()[:3]))
        expanded = self.tree.get_n_items() != self.collapsed_rows
        GLib.timeout_add(100, self.toggle, not expanded, 0)
        return False

    def toggle(self, expanded, done):
        """Expands or collapses the parent; round 0 is a warm-up."""
        row = self.tree.get_row(self.position)
        binds, created = counts["bind"], counts["setup"]
        start = perf()
        row.set_expanded(expanded)
        called = perf()
        expected = self.collapsed_rows + (self.children if expanded else 0)
        if self.tree.get_n_items() != expected:
            return fail("%s: %d rows, not %d" % (self.name, self.tree.get_n_items(), expected))

        def painted(frame):
            below = str(PARENTS + middle * self.children) if expanded else str(middle + 1)
            if (244, below) not in visible():
                return fail("%s: after set_expanded(%s) the rows are %s" % (self.name, expanded, visible()[:8]))
            if done > 0:
                self.samples[expanded].append({
                    "call_ms": (called - start) * 1000,
                    "frame_work_ms": (frame["end"] - frame["start"]) * 1000,
                    "to_after_paint_ms": (frame["end"] - start) * 1000,
                    "binds": counts["bind"] - binds, "widgets_made": counts["setup"] - created})
            if not expanded and done >= args.reps:
                R[self.name] = {"expand": self.summary(True), "collapse": self.summary(False)}
                GLib.timeout_add(300, self.then)
            else:
                GLib.timeout_add(150, self.toggle, not expanded, done + (0 if expanded else 1))
        frames.after_paint_hooks.append(painted)
        return False

    def summary(self, expanded):
        samples = self.samples[expanded]
        both = [s["call_ms"] + s["frame_work_ms"] for s in samples]
        return {"children": self.children,
                "rows_after": self.collapsed_rows + (self.children if expanded else 0),
                "call_ms": summary([s["call_ms"] for s in samples]),
                "frame_work_ms": summary([s["frame_work_ms"] for s in samples]),
                "call_plus_frame_work_ms": summary(both),
                "to_after_paint_ms": summary([s["to_after_paint_ms"] for s in samples]),
                "binds_last": samples[-1]["binds"], "widgets_made_last": samples[-1]["widgets_made"]}


def visible():
    """(y, text) of the rows on screen, top first."""
    shown = []
    child = listview.get_first_child()
    while child is not None:
        ok, bounds = child.compute_bounds(scroller)
        expander = child.get_first_child()
        if ok and child.get_mapped() and 0 <= bounds.get_y() < scroller.get_height() and expander:
            label = expander.get_child()
            shown.append((round(bounds.get_y()), label.get_text() if label else None))
        child = child.get_next_sibling()
    return sorted(shown)


def start():
    R["renderer"] = GObject.type_name(window.get_renderer().__gtype__)
    if adjustment.get_upper() != PARENTS * ROW_HEIGHT:
        return fail("rows are %.1f px, not %d" % (adjustment.get_upper() / PARENTS, ROW_HEIGHT))
    wide = Toggles("wide_node", wide_tree, middle, args.children, PARENTS, large_tree)
    return wide.start()


# ---- a tree of 1,000 x 1,000, all expanded: toggle the middle parent, then scroll
def large_tree():
    tree = tree_of(PARENTS, set(range(PARENTS)))
    built = perf()
    for parent in reversed(range(PARENTS)):
        tree.get_row(parent).set_expanded(True)
    R["large_tree_expand_all_s"] = round(perf() - built, 3)
    rows = PARENTS * (PARENTS + 1)
    if tree.get_n_items() != rows:
        return fail("the large tree shows %d rows" % tree.get_n_items())
    state["large_tree"] = tree
    position = middle * (PARENTS + 1)

    def expand_again():
        tree.get_row(position).set_expanded(True)
        return to_middle()
    large = Toggles("large_tree", tree, position, PARENTS, rows - PARENTS, expand_again)
    return large.start()


def to_middle(nudge=1):
    if state["large_tree"].get_n_items() != PARENTS * (PARENTS + 1):
        return fail("the large tree shows %d rows" % state["large_tree"].get_n_items())
    adjustment.set_value((adjustment.get_upper() - adjustment.get_page_size()) / 2 + nudge)
    GLib.timeout_add(300, to_middle, 0) if nudge else GLib.timeout_add(300, scroll)
    return False


def scroll():
    state["binds"], state["setup"] = counts["bind"], counts["setup"]
    frames.scroll(listview, adjustment, args.frames, args.step, finish)
    return False


def finish():
    work = frames.scrolling_work_ms()
    R["scroll"] = {"rows": state["large_tree"].get_n_items(), "frames": len(work), "step_px": args.step,
                   "frame_work_ms": summary(work),
                   "binds_while_scrolling": counts["bind"] - state["binds"],
                   "widgets_made_while_scrolling": counts["setup"] - state["setup"]}
    R["counts"] = dict(counts)
    R["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    print(json.dumps(R))
    loop.quit()
    return False


def fail(message):
    state["error"] = message
    loop.quit()
    return False


def timeout():
    return fail("did not finish in 300 s")


window.present()
GLib.timeout_add(1000, start)
GLib.timeout_add_seconds(300, timeout)
loop.run()
if "error" in state:
    print("gtk-treebench: " + state["error"], file=sys.stderr)
    sys.exit(1)
