import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import TableTestSupport
import Testing

@_spi(Testing) @testable import ReuseKitTerminal

/// Five sections A–E of eight one-line rows "A0"… with a trailing "Delete", every row movable
/// and an index strip, filling a headless 30×10 screen.
@MainActor
final class LetteredList {
    let rows = LetteredRows(titles: ["A", "B", "C", "D", "E"], rows: 8)
    let clock = ManualFrameClock()
    let screen = HeadlessScreen(size: TerminalSize(columns: 30, rows: 10))
    let tableView = TableView(frame: .zero)
    let window: TerminalWindow

    init() {
        window = TerminalWindow(rootView: tableView, screen: screen, grid: .unit, clock: clock)
        tableView.clock = clock
        tableView.rowHeight = 1
        rows.attach(tableView)
    }

    var sections: [[String]] { rows.sections }
    var moves: [String] { rows.moves }
    var selected: [IndexPath] { rows.selected }

    func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int) {
        window.handle(.input(.mouse(MouseEvent(kind, column: column, row: row))))
    }

    /// Frames of 1/60 s, drawn, until nothing moves; the table's invariants hold at each.
    func settle() throws {
        var frames = 0
        while window.advanceAnimations() && frames < 1000 {
            try window.renderFrameIfNeeded()
            #expect(tableView.checkInvariants() == nil)
            clock.advance(by: 1.0 / 60)
            frames += 1
        }
        try window.renderFrameIfNeeded()
    }

    var lines: [Substring] { screen.text.split(separator: "\n", omittingEmptySubsequences: false) }
}

@Suite("Terminal window row gestures")
@MainActor
struct TerminalWindowRowGestureTests {
    @Test("A sideways drag on a row shows its Delete button; a click on it deletes the row")
    func swipeToDelete() throws {
        let list = LetteredList()
        try list.window.renderFrame()
        list.mouse(.press(.left), 20, 2)
        list.mouse(.drag(.left), 15, 2)
        list.mouse(.drag(.left), 10, 2)
        list.mouse(.release(.left), 10, 2)
        try list.settle()
        #expect(list.tableView.indexPathForRowShowingSwipeActions == IndexPath(row: 2, section: 0))
        #expect(list.lines[2].contains("Delete"), "\(list.lines[2])")
        #expect(list.tableView.contentOffset.y == 0, "the sideways drag did not scroll")
        let column = try #require(list.lines[2].range(of: "Delete")).lowerBound.utf16Offset(in: list.lines[2])
        list.mouse(.press(.left), column + 1, 2)
        list.mouse(.release(.left), column + 1, 2)
        try list.settle()
        #expect(list.sections[0] == ["A0", "A1", "A3", "A4", "A5", "A6", "A7"])
        #expect(list.lines[2].hasPrefix("A3"), "\(list.lines[2])")
        #expect(list.selected.isEmpty)
    }

    @Test("A press held still lifts a row, dragging carries it, the release drops it there")
    func longPressReorders() throws {
        let list = LetteredList()
        try list.window.renderFrame()
        list.mouse(.press(.left), 5, 1)
        #expect(list.window.advanceAnimations(), "the held press asks for frames")
        list.clock.advance(by: 0.6)
        list.window.advanceAnimations()
        #expect(list.tableView.isReordering)
        list.mouse(.drag(.left), 5, 2)
        list.mouse(.drag(.left), 5, 4)
        try list.settle()
        #expect(list.lines[4].hasPrefix("A1"), "the lifted row is drawn under the pointer: \(list.lines[4])")
        list.mouse(.release(.left), 5, 4)
        try list.settle()
        #expect(list.moves == ["A1 to 0.4"])
        #expect(list.lines[0...5].map { String($0.prefix(2)) } == ["A0", "A2", "A3", "A4", "A1", "A5"])
        #expect(list.selected.isEmpty)
    }

    @Test("In editing mode the handle drags a row at once; the index strip stays clickable beside it")
    func handleAndStrip() throws {
        let list = LetteredList()
        list.tableView.setEditing(true, animated: false)
        try list.window.renderFrame()
        #expect(list.lines[0].hasSuffix("≡ A") || list.lines[0].contains("≡"), "\(list.lines[0])")
        let handle = list.tableView.reorderHandleRect(forRowAt: IndexPath(row: 0, section: 0))
        list.mouse(.press(.left), Int(handle.minX) + 1, 0)
        #expect(list.tableView.isReordering)
        list.mouse(.drag(.left), Int(handle.minX) + 1, 3)
        list.mouse(.release(.left), Int(handle.minX) + 1, 3)
        try list.settle()
        #expect(list.moves == ["A0 to 0.3"])
        // The strip: five titles centred in ten lines, D on line 5.
        list.mouse(.press(.left), 29, 5)
        list.mouse(.release(.left), 29, 5)
        try list.settle()
        #expect(list.lines[0].hasPrefix("D0"), "\(list.lines[0])")
        #expect(list.selected.isEmpty)
    }

    @Test("Keys bound to row actions open and perform swipe actions and move the focused row")
    func keys() throws {
        let list = LetteredList()
        let window = list.window
        window.keyBindings[KeyEvent(.character("s"))] = .toggleSwipeActions(.trailing)
        window.keyBindings[KeyEvent(.character("1"))] = .performSwipeAction(0)
        window.keyBindings[KeyEvent(.character("J"))] = .moveFocusedRow(1)
        try window.renderFrame()
        window.handle(.input(.key(KeyEvent(.character("s")))))
        try list.settle()
        #expect(
            list.tableView.focusedIndexPath == IndexPath(row: 0, section: 0), "the first row got the focus")
        #expect(list.lines[0].contains("Delete"), "\(list.lines[0])")
        window.handle(.input(.key(KeyEvent(.character("s")))))
        try list.settle()
        #expect(list.tableView.indexPathForRowShowingSwipeActions == nil, "a second s closes them")
        window.handle(.input(.key(KeyEvent(.escape))))
        window.handle(.input(.key(KeyEvent(.character("J")))))
        window.handle(.input(.key(KeyEvent(.character("J")))))
        try list.settle()
        #expect(list.moves == ["A0 to 0.1", "A0 to 0.2"])
        #expect(
            list.tableView.focusedIndexPath == IndexPath(row: 2, section: 0), "the focus moved with the row")
        window.handle(.input(.key(KeyEvent(.character("s")))))
        try list.settle()
        #expect(list.lines[2].contains("Delete"))
        window.handle(.input(.key(KeyEvent(.escape))))
        try list.settle()
        #expect(list.tableView.indexPathForRowShowingSwipeActions == nil, "Escape closes them")
        window.handle(.input(.key(KeyEvent(.character("s")))))
        window.handle(.input(.key(KeyEvent(.character("1")))))
        try list.settle()
        #expect(list.sections[0] == ["A1", "A2", "A3", "A4", "A5", "A6", "A7"], "1 performed Delete on A0")
    }

    @Test("Escape during a pointer drag puts the lifted row back and tells the data source nothing")
    func escapeCancelsDrag() throws {
        let list = LetteredList()
        try list.window.renderFrame()
        list.mouse(.press(.left), 5, 1)
        list.clock.advance(by: 0.6)
        list.window.advanceAnimations()
        list.mouse(.drag(.left), 5, 5)
        #expect(list.tableView.indexPathForReorderingRow == IndexPath(row: 5, section: 0))
        list.window.handle(.input(.key(KeyEvent(.escape))))
        list.mouse(.release(.left), 5, 5)
        try list.settle()
        #expect(!list.tableView.isReordering && list.moves.isEmpty)
        #expect(list.lines[0...2].map { String($0.prefix(2)) } == ["A0", "A1", "A2"])
        #expect(list.selected.isEmpty, "the release after Escape is no tap")
    }
}
