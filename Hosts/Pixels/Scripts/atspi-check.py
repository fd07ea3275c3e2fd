#!/usr/bin/python3
"""Reads a pixel app over AT-SPI2 as a screen reader does, and fails when it reads wrong.

    dbus-run-session -- /usr/bin/python3 Scripts/atspi-check.py APP [--check NAME ...] [--rounds N]

Starts APP (a pixel app's executable, on `DISPLAY`) inside the session bus this runs in, finds it
on the accessibility bus through pyatspi (what Orca is built on), and runs each named check:

  window   application -> window: roles, names, and the window's extents where X says it is.
  list     window -> a table of 1,000,000 rows: its row count, the names of rows 0, 500,000
           and 999,999 ("Row 1", ...), each row's place in its table.
  select   selects a row through Selection: the app's selection and the row's state follow,
           a SelectionChanged event comes, and the highlight is drawn inside the row's extents.
  focus    grabFocus puts the list's focus on row 0, then keys (xdotool; `--focus-key`, the
           gallery's contacts' n by default, the example's Down) move it: focus events name each
           focused row in turn.
  extents  the rows on screen tile the table from its top, each hit-tests to itself.
  reader   org.a11y.Status's ScreenReaderEnabled set on the session bus reaches the app: the
           example's table says its keys (its description) while a reader runs, and stops.
  grid     (the gallery's photos) the flow layout's grid is a table of its lines: rows, columns,
           cells side by side, ragged last lines of months.
  delete   (the gallery's contacts) a row's "Delete" action removes it, and a children-changed
           "remove" event names its index.
  text     (the gallery's contacts) the search field's text is read and edited, its caret moved.
  tree     (the gallery's files) the outline is a tree table of tree items: their level, posinset
           and setsize attributes and EXPANDABLE/EXPANDED states; a collapsed folder's "Expand"
           action opens it (its rows come, EXPANDED is set, a state-changed:expanded event comes).

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
        self.focus_key = "n"

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

    def find_role(self, accessible, role, depth=6):
        """The first descendant of `accessible` (breadth first, few children each) with `role`."""
        level = [accessible]
        for _ in range(depth):
            following = []
            for node in level:
                if node.getRole() == role:
                    return node
                if node.getRole() not in (pyatspi.ROLE_TABLE, pyatspi.ROLE_LIST, pyatspi.ROLE_TREE_TABLE,
                                          pyatspi.ROLE_TREE):
                    following += [node.getChildAtIndex(i) for i in range(min(node.childCount, 64))]
            level = following
        return None

    def pump(self, seconds, until):
        """Runs GLib's loop (which delivers events) until `until()` or `seconds` pass."""
        context = GLib.MainContext.default()
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and not until():
            while context.pending():
                context.iteration(False)
            time.sleep(0.01)
        return until()

    def xdotool(self, *arguments):
        ids = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid)],
                             capture_output=True, text=True).stdout.split()
        subprocess.run(["xdotool", "windowfocus", "--sync", ids[0]] + list(arguments), check=True)

    def pixel_column(self, x):
        """The window's pixels down column `x`, as (r, g, b), from an xwd dump."""
        ids = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid)],
                             capture_output=True, text=True).stdout.split()
        data = subprocess.run(["xwd", "-id", ids[0], "-silent"], capture_output=True).stdout
        field = lambda i: int.from_bytes(data[i * 4:i * 4 + 4], "big")
        header, height, little, line, colours = field(0), field(5), field(7) == 0, field(12), field(19)
        offset = header + colours * 12
        column = []
        for y in range(height):
            pixel = data[offset + y * line + x * 4:offset + y * line + x * 4 + 4]
            b, g, r = (pixel[0], pixel[1], pixel[2]) if little else (pixel[3], pixel[2], pixel[1])
            column.append((r, g, b))
        return column

    def table(self):
        table = self.find_role(self.window, pyatspi.ROLE_TABLE)
        self.expect(table is not None, "the window holds a table")
        return table

    def check_list(self):
        table = self.table()
        self.expect(table.childCount == 1000000, "the table has 1,000,000 children (%d)" % table.childCount)
        self.expect(table.queryTable().nRows == 1000000, "its Table has 1,000,000 rows (%d)" % table.queryTable().nRows)
        for index in (0, 500000, 999999):
            row = table.getChildAtIndex(index)
            self.expect(row.name == "Row %d" % (index + 1), "row %d reads %r" % (index, row.name))
            self.expect(row.getRole() == pyatspi.ROLE_TABLE_CELL, "row %d is a table cell" % index)
            self.expect(row.getIndexInParent() == index and row.parent == table,
                        "row %d knows its place in the table" % index)
            self.expect(table.queryTable().getAccessibleAt(index, 0) == row, "Table.getAccessibleAt(%d, 0)" % index)
        far = table.getChildAtIndex(999999)
        self.expect(not far.getState().contains(pyatspi.STATE_SHOWING), "row 999,999 is not showing")

    def check_select(self):
        table = self.table()
        selection = table.querySelection()
        events = []
        pyatspi.Registry.registerEventListener(events.append, "object:selection-changed")
        self.expect(selection.selectChild(2), "Selection.selectChild(2) selects")
        self.expect(selection.nSelectedChildren == 1 and selection.getSelectedChild(0) == table.getChildAtIndex(2),
                    "the selected child is row 2")
        self.expect(table.getChildAtIndex(2).getState().contains(pyatspi.STATE_SELECTED), "row 2 is selected")
        self.expect(table.queryTable().isRowSelected(2), "Table says row 2 is selected")
        self.expect(self.pump(5, lambda: events), "a selection-changed event came")
        pyatspi.Registry.deregisterEventListener(events.append, "object:selection-changed")
        extents = table.getChildAtIndex(2).queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        column = []
        self.pump(0.5, lambda: False)
        column = self.pixel_column(extents.x + extents.width - 6)
        top, bottom = extents.y, extents.y + extents.height
        highlight = column[top + extents.height // 2]
        drawn = [y for y, colour in enumerate(column) if colour == highlight]
        self.expect(drawn and top - 1 <= drawn[0] <= top + 2 and bottom - 3 <= drawn[-1] <= bottom,
                    "the highlight (%s) is drawn over rows %s..%s, the row's extents %d..%d"
                    % (highlight, drawn[0] if drawn else None, drawn[-1] if drawn else None, top, bottom))
        self.expect(selection.deselectChild(2) and selection.nSelectedChildren == 0, "deselectChild(2) deselects")

    def check_focus(self):
        table = self.table()
        events = []
        listener = lambda event: events.append(event) if event.detail1 == 1 else None
        pyatspi.Registry.registerEventListener(listener, "object:state-changed:focused")
        first = table.getChildAtIndex(0)
        self.expect(first.queryComponent().grabFocus() and self.pump(5, lambda: first.getState().contains(pyatspi.STATE_FOCUSED)),
                    "Component.grabFocus puts the list's focus on row 0")
        events.clear()
        self.xdotool("key", self.focus_key, self.focus_key, self.focus_key)
        self.expect(self.pump(5, lambda: len(events) >= 3), "focus events came for the three focus keys (%d)" % len(events))
        if events:
            focused = events[-1].source
            self.expect(focused.parent == table and focused.getState().contains(pyatspi.STATE_FOCUSED),
                        "the last names a focused row of the table (%r)" % focused.name)
            indices = [event.source.getIndexInParent() for event in events[-3:]]
            self.expect(indices[1] == indices[0] + 1 and indices[2] == indices[1] + 1,
                        "the focus went down a row a key (%s)" % indices)
        pyatspi.Registry.deregisterEventListener(listener, "object:state-changed:focused")

    def check_delete(self):
        table = self.table()
        count = table.childCount
        row = table.getChildAtIndex(1)
        name = row.name
        action = row.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        self.expect("Delete" in names, "row 1 (%r) offers Delete among %s" % (name, names))
        if "Delete" not in names:
            return
        events = []
        pyatspi.Registry.registerEventListener(events.append, "object:children-changed")
        self.expect(action.doAction(names.index("Delete")), "Delete is done")
        gone = lambda: table.childCount == count - 1 and table.getChildAtIndex(1).name != name
        self.expect(self.pump(5, gone), "the row is gone: %d rows, row 1 reads %r" % (table.childCount, table.getChildAtIndex(1).name))
        # The row's absence can be read (a method call answered at once) before the signal sent
        # with it reaches this process through GLib's loop: wait for the signal too.
        removals = lambda: [event for event in events if event.type == "object:children-changed:remove"]
        self.pump(5, removals)
        removals = removals()
        self.expect(removals and removals[0].detail1 == 1 and removals[0].source == table,
                    "a children-changed:remove event came for index 1 (%s)"
                    % [(event.type, event.detail1) for event in events])
        pyatspi.Registry.deregisterEventListener(events.append, "object:children-changed")
        names_left = [table.getChildAtIndex(i).name for i in range(table.childCount)]
        self.expect(name not in names_left, "no row reads %r any more" % name)

    def check_text(self):
        self.xdotool("key", "slash")
        self.pump(2, lambda: self.find_role(self.window, pyatspi.ROLE_ENTRY) is not None)
        field = self.find_role(self.window, pyatspi.ROLE_ENTRY)
        if not self.expect(field is not None, "the search field is an entry"):
            return
        table = self.table()
        count = table.childCount
        text = field.queryText()
        self.expect(field.name == "Search contacts" and text.getText(0, -1) == "",
                    "it is empty and says its placeholder (%r, %r)" % (field.name, text.getText(0, -1)))
        self.expect(field.getState().contains(pyatspi.STATE_EDITABLE), "it is editable")
        self.expect(field.queryEditableText().setTextContents("an"), "setTextContents('an')")
        self.expect(text.getText(0, -1) == "an" and text.characterCount == 2, "it reads 'an'")
        self.expect(field.queryEditableText().insertText(2, "n", 1) and text.getText(0, -1) == "ann", "insertText makes 'ann'")
        self.expect(self.pump(5, lambda: 0 < table.childCount < count),
                    "the list filters to what the field says (%d of %d rows)" % (table.childCount, count))
        self.expect(all("ann" in table.getChildAtIndex(i).name.lower() for i in range(table.childCount)),
                    "every row left has 'ann' in its name")
        extents = field.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        self.expect(extents.width > 0 and extents.y >= 0, "the field has its place %s" % ((extents.x, extents.y, extents.width, extents.height),))
        moves = []
        pyatspi.Registry.registerEventListener(moves.append, "object:text-caret-moved")
        self.expect(text.setCaretOffset(1) and text.caretOffset == 1, "setCaretOffset(1) puts the caret after 'a' (%d)" % text.caretOffset)
        self.expect(self.pump(5, lambda: any(event.detail1 == 1 for event in moves)), "a text-caret-moved event says 1")
        pyatspi.Registry.deregisterEventListener(moves.append, "object:text-caret-moved")
        self.xdotool("type", "x")
        self.expect(self.pump(5, lambda: text.getText(0, -1) == "axnn"),
                    "a key typed then goes in at the caret (%r)" % text.getText(0, -1))
        self.expect(not text.setCaretOffset(9) and text.caretOffset == 2, "an offset past the text is refused (%d)" % text.caretOffset)

    def check_grid(self):
        table = self.table()
        grid = table.queryTable()
        rows, columns, count = grid.nRows, grid.nColumns, table.childCount
        self.expect(columns > 1 and rows * columns >= count > rows,
                    "the grid is a table of lines: %d rows of up to %d of its %d photos" % (rows, columns, count))
        self.expect(grid.getAccessibleAt(0, 1) == table.getChildAtIndex(1) and grid.getIndexAt(0, 1) == 1,
                    "row 0, column 1 is the second photo")
        self.expect((grid.getRowAtIndex(columns), grid.getColumnAtIndex(columns)) == (1, 0),
                    "photo %d starts row 1 (%d, %d)" % (columns, grid.getRowAtIndex(columns), grid.getColumnAtIndex(columns)))
        first = table.getChildAtIndex(0).queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        second = grid.getAccessibleAt(0, 1).queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        below = grid.getAccessibleAt(1, 0).queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        self.expect(second.y == first.y and second.x > first.x and below.x == first.x and below.y > first.y,
                    "row 0's cells stand side by side, row 1 under it")
        last = count - 1
        ok, row, column, _, _, _ = grid.getRowColumnExtentsAtIndex(last)
        self.expect(ok and row == rows - 1 and grid.getAccessibleAt(row, column) == table.getChildAtIndex(last),
                    "the last photo is in the last row (%d, %d)" % (row, column))
        # Months of 4,167 and 4,166 photos: some month's last line is short. The first is found
        # by where rows stop starting at a multiple of the column count.
        low, high = 0, rows - 1
        if grid.getIndexAt(high, 0) == high * columns:
            low = high
        while high - low > 1:
            middle = (low + high) // 2
            low, high = (middle, high) if grid.getIndexAt(middle, 0) == middle * columns else (low, middle)
        self.expect(rows * columns > count and grid.getAccessibleAt(low, columns - 1) is None
                    and grid.getAccessibleAt(low, 0) is not None,
                    "a month's last line is ragged: row %d has fewer cells" % low)
        self.expect(grid.getAccessibleAt(rows, 0) is None, "no row past the last")

    def outline_place(self, row):
        """A tree item's (level, posinset, setsize) attributes, as integers (None when absent)."""
        attributes = dict(pair.split(":", 1) for pair in row.getAttributes())
        return tuple(int(attributes[key]) if key in attributes else None for key in ("level", "posinset", "setsize"))

    def check_tree(self):
        tree = self.find_role(self.window, pyatspi.ROLE_TREE_TABLE)
        if not self.expect(tree is not None, "the window holds a tree table"):
            return
        # The scene opens at generated/0/0: its 1,000 files, then generated/0/1, collapsed.
        expected = {
            0: ("generated (1,001,011 nodes)", (1, 1, 2), True, True),
            1: ("folder 0", (2, 1, 10), True, True),
            3: ("file 0.txt", (4, 1, 1000), False, False),
            1003: ("folder 1", (3, 2, 100), True, False),
        }
        for index, (name, place, expandable, expanded) in expected.items():
            row = tree.getChildAtIndex(index)
            states = row.getState()
            self.expect(row.name == name and row.getRole() == pyatspi.ROLE_TREE_ITEM,
                        "row %d is the tree item %r (%r, %s)" % (index, name, row.name, row.getRoleName()))
            self.expect(self.outline_place(row) == place,
                        "row %d's level, posinset and setsize are %s (%s)" % (index, place, self.outline_place(row)))
            self.expect(states.contains(pyatspi.STATE_EXPANDABLE) == expandable
                        and states.contains(pyatspi.STATE_EXPANDED) == expanded,
                        "row %d is %s" % (index, "expanded" if expanded else "collapsed" if expandable else "a leaf"))
        count = tree.childCount
        folder = tree.getChildAtIndex(1003)
        action = folder.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        if not self.expect("Expand" in names, "the collapsed folder offers Expand among %s" % names):
            return
        events = []
        pyatspi.Registry.registerEventListener(events.append, "object:state-changed:expanded")
        self.expect(action.doAction(names.index("Expand")), "Expand is done")
        self.expect(self.pump(5, lambda: tree.childCount == count + 1000),
                    "its 1,000 files came (%d rows, %d before)" % (tree.childCount, count))
        folder = tree.getChildAtIndex(1003)
        self.expect(folder.getState().contains(pyatspi.STATE_EXPANDED), "the folder is EXPANDED")
        child = tree.getChildAtIndex(1004)
        self.expect(child.name == "file 0.txt" and self.outline_place(child) == (4, 1, 1000),
                    "row 1,004 is its first child, a level deeper (%r, %s)" % (child.name, self.outline_place(child)))
        # The state read back is answered at once; the signal comes through GLib's loop.
        expansions = lambda: [event for event in events if event.detail1 == 1]
        self.expect(self.pump(5, expansions) and expansions()[0].source == folder,
                    "a state-changed:expanded event came for it (%s)" % [(e.type, e.detail1) for e in events])
        pyatspi.Registry.deregisterEventListener(events.append, "object:state-changed:expanded")

    def check_extents(self):
        table = self.table()
        box = table.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        previous = None
        for index in range(6):
            row = table.getChildAtIndex(index)
            extents = row.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
            if previous is None:
                self.expect(extents.y == box.y, "row 0 starts at the table's top (%d, %d)" % (extents.y, box.y))
            else:
                self.expect(extents.y == previous.y + previous.height,
                            "row %d starts where row %d ends (%d)" % (index, index - 1, extents.y))
            self.expect(extents.x == box.x and extents.width == box.width, "row %d spans the table" % index)
            screen = row.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            hit = self.window.queryComponent().getAccessibleAtPoint(
                screen.x + screen.width // 2, screen.y + screen.height // 2, pyatspi.DESKTOP_COORDS)
            self.expect(hit == row, "the point in the middle of row %d is row %d" % (index, index))
            previous = extents

    def set_screen_reader(self, enabled):
        """Sets ScreenReaderEnabled on the session bus, as a screen reader's start does."""
        session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Set",
                          GLib.Variant("(ssv)", ("org.a11y.Status", "ScreenReaderEnabled", GLib.Variant("b", enabled))),
                          None, Gio.DBusCallFlags.NONE, 3000, None)

    def check_reader(self):
        table = self.table()
        self.expect(table.description == "", "with no reader the table says no keys (%r)" % table.description)
        self.set_screen_reader(True)
        self.expect(self.pump(5, lambda: "Enter opens a row" in table.description),
                    "once a reader runs the table says its keys (%r)" % table.description)
        self.set_screen_reader(False)
        self.expect(self.pump(5, lambda: table.description == ""),
                    "once it stops the table says none again (%r)" % table.description)

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
    parser.add_argument("--check", action="append", default=[],
                        choices=["window", "list", "select", "focus", "extents", "reader", "grid", "delete", "text",
                                 "tree"])
    parser.add_argument("--args", default="", help="the app's arguments, space-separated")
    parser.add_argument("--focus-key", default="n", help="the key (xdotool's name) that moves the focus down")
    parser.add_argument("--rounds", type=int, default=0)
    parser.add_argument("--timeout", type=float, default=30)
    options = parser.parse_args()
    log = open(os.environ.get("ATSPI_CHECK_APP_LOG", os.devnull), "w")
    process = subprocess.Popen([options.app] + options.args.split(), stdout=log, stderr=log)
    try:
        checker = Checker(process, os.path.basename(options.app))
        checker.focus_key = options.focus_key
        # The window under Xvfb needs a moment to take keys.
        time.sleep(0.3)
        if not checker.find_app(options.timeout):
            print("FAIL: %s never appeared on the accessibility bus" % checker.name, flush=True)
            return 2
        for check in options.check:
            getattr(checker, "check_" + check)()
        if options.rounds:
            table = checker.find_role(checker.window, pyatspi.ROLE_TABLE) or checker.window
            checker.round_trips(table.getChildAtIndex(500000) if table.childCount > 500000 else table,
                                options.rounds)
        return 1 if checker.failures else 0
    finally:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()


if __name__ == "__main__":
    sys.exit(main())
