import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@MainActor
@Suite("Reordering rows by a drag or the keyboard, on a manual clock")
struct TableViewReorderingTests {
    static let frame = 1.0 / 60

    /// Rows of 10 points in a 100-point table whose rows can move, on a clock moved by hand.
    static func make(_ sections: [[CGFloat]], headerHeight: CGFloat = 0, estimate: CGFloat = 0)
        -> (TableFixture, TableView, ManualFrameClock)
    {
        let fixture = TableFixture(sections: sections)
        fixture.movable = true
        fixture.headerHeight = headerHeight
        let table = fixture.makeTable(height: 100, estimate: estimate)
        let clock = ManualFrameClock()
        table.clock = clock
        table.layoutIfNeeded()
        return (fixture, table, clock)
    }

    /// Steps frames until the table stops moving, checking the invariants at every frame;
    /// returns the number of frames.
    @discardableResult
    static func runToEnd(_ table: TableView, _ clock: ManualFrameClock, limit: Int = 1000) -> Int {
        var frames = 0
        while table.isMoving && frames < limit {
            clock.advance(by: frame)
            table.step()
            table.layoutIfNeeded()
            frames += 1
            #expect(table.checkInvariants() == nil, "frame \(frames): \(table.checkInvariants() ?? "")")
        }
        return frames
    }

    static func shownY(_ view: View) -> CGFloat { (view.presentationFrame ?? view.frame).minY }

    /// Whether every visible cell shows what the data source has for it, through the one move
    /// a lifted row makes between them.
    static func cellsMatch(_ fixture: TableFixture, _ table: TableView) -> Bool {
        (table.indexPathsForVisibleRows ?? []).allSatisfy { indexPath in
            let source = table.dataSourceIndexPath(forLayout: indexPath)
            return table.cellForRow(at: indexPath)?.textLabel?.text
                == "\(fixture.ids[source.section][source.row])"
        }
    }

    @Test(
        "a dragged row follows the pointer, the rows it passes slide up to make room, and the drop tells the data source once"
    )
    func dragDown() throws {
        let (fixture, table, clock) = Self.make([Array(repeating: 10, count: 20)])
        let lifted = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let passed = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let created = table.cellCounters.created
        #expect(table.beginReorder(at: CGPoint(x: 5, y: 15)))
        #expect(table.isReordering && Self.shownY(lifted) == 10)
        // Half a row down: nothing makes room yet.
        table.reorder(to: CGPoint(x: 5, y: 19))
        #expect(table.indexPathForReorderingRow == IndexPath(row: 1, section: 0) && Self.shownY(lifted) == 14)
        #expect(fixture.proposals.isEmpty)
        // Past the next row's middle: it slides up into the gap, animated from where it was.
        table.reorder(to: CGPoint(x: 5, y: 21))
        #expect(table.indexPathForReorderingRow == IndexPath(row: 2, section: 0))
        #expect(fixture.proposals == [IndexPath(row: 2, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === passed)
        #expect(passed.frame.minY == 10 && Self.shownY(passed) == 20 && table.isMoving)
        #expect(Self.shownY(lifted) == 16 && table.checkInvariants() == nil)
        var last = Self.shownY(passed)
        var frames = 0
        while table.isMoving && frames < 100 {
            clock.advance(by: Self.frame)
            table.step()
            frames += 1
            #expect(Self.shownY(passed) <= last && Self.shownY(lifted) == 16)
            last = Self.shownY(passed)
            #expect(table.checkInvariants() == nil)
        }
        #expect(frames > 1 && Self.shownY(passed) == 10)
        // Three rows on: one proposal per change, none for a pointer that stays in one place.
        table.reorder(to: CGPoint(x: 5, y: 45))
        table.reorder(to: CGPoint(x: 5, y: 46))
        #expect(table.indexPathForReorderingRow == IndexPath(row: 4, section: 0))
        #expect(fixture.proposals.count == 2 && fixture.moves.isEmpty)
        #expect(Self.cellsMatch(fixture, table))
        let before = fixture.ids[0]
        #expect(table.endReorder())
        #expect(fixture.moves.count == 1)
        #expect(fixture.moves.first?.from == IndexPath(row: 1, section: 0))
        #expect(fixture.moves.first?.to == IndexPath(row: 4, section: 0))
        #expect(fixture.ids[0][4] == before[1] && fixture.ids[0][1] == before[2])
        Self.runToEnd(table, clock)
        #expect(!table.isReordering && lifted.presentationFrame == nil && lifted.frame.minY == 40)
        #expect(fixture.visibleCellsMatch(table) && table.cellCounters.created == created)
    }

    @Test("in editing mode movable rows draw a handle on their middle line and their text makes room for it")
    func editingShowsHandles() throws {
        let (fixture, table, _) = Self.make([Array(repeating: 10, count: 20)])
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(!cell.showsReorderControl && cell.textLabel?.frame.width == 40)
        table.setEditing(true, animated: true)
        table.layoutIfNeeded()
        #expect(cell.showsReorderControl && cell.textLabel?.frame.width == 38)
        let context = RecordingContext()
        table.render(in: context)
        #expect(context.operations.contains(.text(" ≡", CGPoint(x: 38, y: 14), width: 2)))
        // Rows entering view while editing show it too; a table whose rows cannot move shows none.
        table.scroll(by: CGPoint(x: 0, y: 50))
        #expect(table.visibleCells.allSatisfy { $0.showsReorderControl })
        table.isEditing = false
        #expect(table.visibleCells.allSatisfy { !$0.showsReorderControl })
        fixture.movable = false
        table.isEditing = true
        #expect(table.visibleCells.allSatisfy { !$0.showsReorderControl })
    }

    @Test("rows the data source does not let move stay put; in editing mode only the handle lifts a row")
    func handleAndPermission() {
        let (fixture, table, _) = Self.make([Array(repeating: 10, count: 20)])
        fixture.movable = false
        #expect(!table.beginReorder(at: CGPoint(x: 5, y: 15)) && !table.isReordering)
        fixture.movable = true
        table.setEditing(true, animated: false)
        let handle = table.reorderHandleRect(forRowAt: IndexPath(row: 1, section: 0))
        #expect(handle == CGRect(x: 38, y: 10, width: 2, height: 10))
        #expect(!table.beginReorder(at: CGPoint(x: 5, y: 15)))
        #expect(table.beginReorder(at: CGPoint(x: 39, y: 15)))
        table.cancelReorder()
        #expect(!table.isReordering && fixture.moves.isEmpty)
    }

    @Test("a cancelled drag puts the row back, animated, and tells the data source nothing")
    func cancel() throws {
        let (fixture, table, clock) = Self.make([Array(repeating: 10, count: 20)])
        let lifted = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(table.beginReorder(at: CGPoint(x: 5, y: 5)))
        table.reorder(to: CGPoint(x: 5, y: 35))
        #expect(table.indexPathForReorderingRow == IndexPath(row: 3, section: 0))
        table.cancelReorder()
        #expect(!table.isReordering && fixture.moves.isEmpty)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === lifted && lifted.frame.minY == 0)
        Self.runToEnd(table, clock)
        #expect(fixture.visibleCellsMatch(table) && lifted.presentationFrame == nil)
    }

    @Test(
        "within a line of the bottom edge each step scrolls, the host keeps stepping, and the row goes with the content"
    )
    func autoscroll() {
        let (fixture, table, clock) = Self.make([Array(repeating: 10, count: 100)])
        #expect(table.beginReorder(at: CGPoint(x: 5, y: 15)))
        #expect(!table.isMoving)
        // The row's bottom (pointer at 5 below its top) is at 99.5: within a line of 100.
        table.reorder(to: CGPoint(x: 5, y: 94.5))
        #expect(table.isMoving)
        var frames = 0
        while frames < 240 {
            clock.advance(by: Self.frame)
            #expect(table.step())
            table.layoutIfNeeded()
            frames += 1
            #expect(table.checkInvariants() == nil, "frame \(frames): \(table.checkInvariants() ?? "")")
        }
        // 15 lines a second for four seconds.
        #expect(abs(table.contentOffset.y - 60) < 0.001)
        #expect(table.indexPathForReorderingRow == IndexPath(row: 15, section: 0))
        #expect(Self.cellsMatch(fixture, table))
        // Back in the middle: the scrolling stops (rows still making room settle).
        table.reorder(to: CGPoint(x: 5, y: table.contentOffset.y + 50))
        let offset = table.contentOffset.y
        #expect(Self.runToEnd(table, clock) < 30 && table.contentOffset.y == offset)
        table.endReorder()
        Self.runToEnd(table, clock)
        #expect(fixture.moves.count == 1 && fixture.visibleCellsMatch(table))
    }

    @Test("the delegate's target wins: a row kept in its section stops at the section's end")
    func targetHonoured() {
        let (fixture, table, clock) = Self.make([[10, 10, 10], [10, 10, 10]], headerHeight: 10)
        fixture.redirect = { source, proposed in
            guard proposed.section != source.section else { return proposed }
            return IndexPath(row: fixture.sections[source.section].count - 1, section: source.section)
        }
        // Row 1 of section 0 (y 20..<30), dragged into section 1.
        #expect(table.beginReorder(at: CGPoint(x: 5, y: 25)))
        table.reorder(to: CGPoint(x: 5, y: 65))
        #expect(fixture.proposals.contains { $0.section == 1 })
        #expect(table.indexPathForReorderingRow == IndexPath(row: 2, section: 0))
        #expect(table.checkInvariants() == nil)
        table.endReorder()
        Self.runToEnd(table, clock)
        #expect(fixture.moves.first?.to == IndexPath(row: 2, section: 0))
        #expect(fixture.sections.map(\.count) == [3, 3] && fixture.visibleCellsMatch(table))
    }

    @Test("a row dropped on an empty section's header lands in it, and the keyboard steps into one")
    func emptySection() throws {
        let (fixture, table, clock) = Self.make([[10, 10], [], [10]], headerHeight: 10)
        // Without the lifted row section 1's header is at 20..<30; the row's top over its lower
        // half proposes (1, 0).
        #expect(table.beginReorder(at: CGPoint(x: 5, y: 15)))
        table.reorder(to: CGPoint(x: 5, y: 32))
        #expect(table.indexPathForReorderingRow == IndexPath(row: 0, section: 1))
        #expect(table.checkInvariants() == nil && Self.cellsMatch(fixture, table))
        table.endReorder()
        Self.runToEnd(table, clock)
        #expect(fixture.moves.first?.to == IndexPath(row: 0, section: 1))
        #expect(fixture.sections.map(\.count) == [1, 1, 1] && fixture.visibleCellsMatch(table))
        // Keyboard: with no headers an empty section is still one place to step into.
        let (plain, flat, flatClock) = Self.make([[10, 10], [], [10]])
        flat.tapRow(at: CGPoint(x: 5, y: 15))
        #expect(flat.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(flat.moveFocusedRow(by: 1))
        #expect(plain.sections.map(\.count) == [1, 1, 1])
        #expect(flat.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
        Self.runToEnd(flat, flatClock)
        #expect(flat.moveFocusedRow(by: 1) && flat.indexPathForSelectedRow == IndexPath(row: 0, section: 2))
        #expect(flat.moveFocusedRow(by: 1) && flat.indexPathForSelectedRow == IndexPath(row: 1, section: 2))
        #expect(!flat.moveFocusedRow(by: 1) && plain.moves.count == 3)
        Self.runToEnd(flat, flatClock)
        #expect(plain.visibleCellsMatch(flat) && flat.checkInvariants() == nil)
    }

    @Test("the keyboard moves the focused row rather than the selected one, and the focus goes with it")
    func focusedRowMoves() throws {
        let (fixture, table, clock) = Self.make([Array(repeating: 10, count: 5), [10, 10]])
        let focusedID = fixture.ids[0][1]
        table.focusRow(at: IndexPath(row: 1, section: 0))
        #expect(table.moveFocusedRow(by: 1))
        #expect(fixture.moves.map(\.from) == [IndexPath(row: 1, section: 0)])
        #expect(fixture.moves.map(\.to) == [IndexPath(row: 2, section: 0)])
        #expect(table.focusedIndexPath == IndexPath(row: 2, section: 0))
        #expect(table.indexPathsForSelectedRows == nil)
        Self.runToEnd(table, clock)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isFocused == true)
        // With another row selected, the focused one still moves, past its section's end, and
        // the selection stays on its own row.
        let selectedID = fixture.ids[0][3]
        table.selectRow(at: IndexPath(row: 3, section: 0))
        #expect(table.moveFocusedRow(by: 3))
        #expect(fixture.moves.last?.to == IndexPath(row: 0, section: 1))
        #expect(fixture.ids[1][0] == focusedID && fixture.sections.map(\.count) == [4, 3])
        #expect(table.focusedIndexPath == IndexPath(row: 0, section: 1))
        let selected = try #require(table.indexPathForSelectedRow)
        #expect(fixture.ids[selected.section][selected.row] == selectedID)
        Self.runToEnd(table, clock)
        #expect(fixture.visibleCellsMatch(table) && table.checkInvariants() == nil)
    }

    @Test(
        "a dragged selected row keeps its selection and the focus at its drop, and the rows it passed keep theirs"
    )
    func dragKeepsSelection() throws {
        let (fixture, table, clock) = Self.make([Array(repeating: 10, count: 20)])
        table.allowsMultipleSelection = true
        let liftedID = fixture.ids[0][1]
        let passedID = fixture.ids[0][3]
        let belowID = fixture.ids[0][6]
        for row in [1, 3, 6] { table.selectRow(at: IndexPath(row: row, section: 0)) }
        table.focusRow(at: IndexPath(row: 1, section: 0))
        // Row 1 (y 10..<20) lifted and dropped at row 4: rows 2 to 4 move up one place.
        #expect(table.beginReorder(at: CGPoint(x: 5, y: 15)))
        table.reorder(to: CGPoint(x: 5, y: 45))
        #expect(table.indexPathForReorderingRow == IndexPath(row: 4, section: 0))
        table.endReorder()
        Self.runToEnd(table, clock)
        #expect(fixture.moves.count == 1 && fixture.ids[0][4] == liftedID)
        let selected = try #require(table.indexPathsForSelectedRows)
        #expect(Set(selected.map { fixture.ids[$0.section][$0.row] }) == [liftedID, passedID, belowID])
        #expect(selected == [2, 4, 6].map { IndexPath(row: $0, section: 0) })
        #expect(table.focusedIndexPath == IndexPath(row: 4, section: 0))
        for row in 0..<10 {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            #expect(cell.isSelected == [2, 4, 6].contains(row), "row \(row)")
            #expect(cell.isFocused == (row == 4), "row \(row)")
        }
        // Dropped back where it was lifted: nothing moves, the selection stays.
        #expect(table.beginReorder(at: CGPoint(x: 5, y: 45)))
        table.reorder(to: CGPoint(x: 5, y: 15))
        table.reorder(to: CGPoint(x: 5, y: 45))
        table.endReorder()
        Self.runToEnd(table, clock)
        #expect(fixture.moves.count == 1)
        #expect(table.indexPathsForSelectedRows == [2, 4, 6].map { IndexPath(row: $0, section: 0) })
        // A move the app makes keeps the selection too, in the data source's order.
        fixture.tableView(table, moveRowAt: IndexPath(row: 4, section: 0), to: IndexPath(row: 0, section: 0))
        try table.moveRow(at: IndexPath(row: 4, section: 0), to: IndexPath(row: 0, section: 0))
        Self.runToEnd(table, clock)
        let moved = try #require(table.indexPathsForSelectedRows)
        #expect(Set(moved.map { fixture.ids[$0.section][$0.row] }) == [liftedID, passedID, belowID])
        #expect(table.focusedIndexPath.map { fixture.ids[$0.section][$0.row] } == liftedID)
        #expect(table.checkInvariants() == nil && fixture.visibleCellsMatch(table))
    }

    @Test("on a million estimated rows a drag with autoscroll measures and creates only what comes into view")
    func millionRows() {
        let (fixture, table, clock) = Self.make([Array(repeating: 10, count: 1_000_000)], estimate: 10)
        table.scrollToRow(at: IndexPath(row: 500_000, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        let heights = fixture.heightCalls
        let cells = fixture.cellCalls
        let top = table.contentOffset.y
        #expect(table.beginReorder(at: CGPoint(x: 5, y: top + 5)))
        table.reorder(to: CGPoint(x: 5, y: top + 94.5))
        for _ in 0..<120 {
            clock.advance(by: Self.frame)
            table.step()
            table.layoutIfNeeded()
        }
        #expect(table.checkInvariants() == nil && Self.cellsMatch(fixture, table))
        table.endReorder()
        Self.runToEnd(table, clock)
        let moved = fixture.moves.first?.to.row ?? 0
        #expect(moved > 500_010 && moved < 500_050)
        // Thirty points of autoscroll bring three or four rows into view.
        #expect(fixture.heightCalls - heights < 20 && fixture.cellCalls - cells < 20)
        #expect(fixture.visibleCellsMatch(table))
    }
}
