import Foundation
import TableTestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// A root view with a 5-point band over a table of three sections (A, B, C) of ten 10-point
/// rows, 40 × 100 points: rows of A and B have a trailing "Delete", rows of C none; every row
/// moves; an index strip shows A–C.
@MainActor
final class PointerFixture {
    let rows = LetteredRows(titles: ["A", "B", "C"], rows: 10)
    let clock = ManualFrameClock()
    let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 105))
    let table = TableView(frame: CGRect(x: 0, y: 5, width: 40, height: 100))
    let gestures = PointerGestures()

    init() {
        rows.swipes = { $0 < 2 }
        table.rowHeight = 10
        table.clock = clock
        rows.attach(table)
        root.addSubview(table)
        table.layoutIfNeeded()
    }

    var selected: [IndexPath] { rows.selected }
    var performed: [String] { rows.performed }
    var moves: [String] { rows.moves }

    /// A point of the root view over the table's content point (x, y) as scrolled now.
    func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        CGPoint(x: x, y: 5 + y - table.contentOffset.y)
    }

    func press(_ point: CGPoint) { gestures.pressBegan(at: point, in: root) }
    func move(_ point: CGPoint) { gestures.pressMoved(to: point, in: root) }
    func release(_ point: CGPoint) { gestures.pressEnded(at: point, in: root) }

    /// Steps frames until nothing moves, checking the table's invariants at every frame.
    @discardableResult
    func settle() -> Int {
        var frames = 0
        while (table.isMoving || gestures.isWaitingForLongPress) && frames < 1000 {
            clock.advance(by: 1.0 / 60)
            gestures.advance()
            if table.isMoving { table.step() }
            table.layoutIfNeeded()
            #expect(table.checkInvariants() == nil, "frame \(frames): \(table.checkInvariants() ?? "")")
            frames += 1
        }
        return frames
    }
}

@Suite("Pointer gestures")
@MainActor
struct PointerGesturesTests {
    @Test("A press and release without motion taps the row drawn under the pointer, scrolled or not")
    func tap() {
        let fixture = PointerFixture()
        fixture.press(fixture.point(10, 25))
        #expect(fixture.gestures.phase == .pending)
        fixture.release(fixture.point(10, 25))
        #expect(fixture.selected == [IndexPath(row: 2, section: 0)])
        fixture.table.contentOffset.y = 3.4
        fixture.table.layoutIfNeeded()
        // Drawn at a 3-point offset on a one-point grid: the pointer's y 5 + 27.5 is content 30.5.
        let point = CGPoint(x: 10, y: 5 + 27.5)
        #expect(PointerGestures.convert(point, from: fixture.root, to: fixture.table).y == 30.5)
        fixture.press(point)
        fixture.release(point)
        #expect(fixture.selected.last == IndexPath(row: 3, section: 0))
    }

    @Test("A vertical drag scrolls the content and does not select")
    func verticalDrag() {
        let fixture = PointerFixture()
        fixture.press(CGPoint(x: 10, y: 60))
        fixture.move(CGPoint(x: 12, y: 40))
        #expect(fixture.gestures.phase == .scrolling)
        #expect(fixture.table.contentOffset.y == 20)
        fixture.release(CGPoint(x: 12, y: 40))
        fixture.settle()
        #expect(fixture.selected.isEmpty)
        #expect(fixture.table.indexPathForRowShowingSwipeActions == nil)
    }

    @Test("A sideways drag on a row reveals its actions without scrolling; a tap elsewhere closes them")
    func swipeOpens() {
        let fixture = PointerFixture()
        let table = fixture.table
        fixture.press(fixture.point(30, 15))
        fixture.move(fixture.point(20, 16))
        #expect(fixture.gestures.phase == .swiping)
        #expect(table.indexPathForRowShowingSwipeActions == IndexPath(row: 1, section: 0))
        #expect(table.contentOffset.y == 0 && !table.isDragging)
        fixture.release(fixture.point(20, 16))
        fixture.settle()
        #expect(table.visibleSwipeActions.map(\.title) == ["Delete"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.bounds.minX ?? 0 > 0)
        fixture.press(fixture.point(10, 55))
        fixture.release(fixture.point(10, 55))
        fixture.settle()
        #expect(table.indexPathForRowShowingSwipeActions == nil)
        #expect(fixture.selected.isEmpty, "the tap that closes the actions selects nothing")
        #expect(fixture.performed.isEmpty)
    }

    @Test("A full swipe performs the first action and the row animates out")
    func fullSwipe() {
        let fixture = PointerFixture()
        fixture.press(fixture.point(34, 35))
        fixture.move(fixture.point(30, 35))
        fixture.move(fixture.point(2, 35))
        #expect(fixture.gestures.phase == .swiping)
        fixture.release(fixture.point(2, 35))
        let frames = fixture.settle()
        #expect(frames > 2)
        #expect(fixture.performed == ["Delete A3"])
        #expect(fixture.table.numberOfRows(inSection: 0) == 9)
        #expect(fixture.table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "A4")
    }

    @Test("A sideways drag on a row without actions scrolls instead")
    func swipeWithoutActions() {
        let fixture = PointerFixture()
        fixture.table.contentOffset.y = 200
        fixture.table.layoutIfNeeded()
        fixture.press(fixture.point(30, 215))
        fixture.move(fixture.point(10, 214))
        #expect(fixture.gestures.phase == .scrolling)
        #expect(fixture.table.indexPathForRowShowingSwipeActions == nil)
        fixture.release(fixture.point(10, 214))
    }

    @Test("A press on the index strip jumps to the section under it and a drag scrubs, not scrolls")
    func scrub() {
        let fixture = PointerFixture()
        let table = fixture.table
        // The strip is the trailing 2 points (a title and a space); three titles centred in 100.
        #expect(table.sectionIndexContains(CGPoint(x: 39, y: 50)))
        fixture.press(CGPoint(x: 39, y: 5 + 50))
        #expect(fixture.gestures.phase == .scrubbing)
        #expect(table.contentOffset.y == 100, "B's first row at the top")
        fixture.move(CGPoint(x: 30, y: 5 + 51))
        #expect(table.contentOffset.y == 200, "C, as far as the content goes")
        #expect(!table.isDragging)
        fixture.move(CGPoint(x: 39, y: 5 + 40))
        #expect(table.contentOffset.y == 0, "past the first title: A")
        fixture.release(CGPoint(x: 39, y: 5 + 40))
        #expect(fixture.settle() == 0, "a scrub leaves nothing moving")
        #expect(fixture.selected.isEmpty)
        #expect(table.scrubSectionIndex(translation: .zero) == nil, "the release ended the scrub")
    }

    @Test("A long press lifts the row, the pointer carries it, the drop moves it in the data source")
    func longPress() {
        let fixture = PointerFixture()
        let table = fixture.table
        fixture.press(fixture.point(10, 15))
        #expect(fixture.gestures.isWaitingForLongPress)
        fixture.clock.advance(by: 0.3)
        #expect(fixture.gestures.advance(), "0.3 s is not yet a long press")
        #expect(!table.isReordering)
        fixture.clock.advance(by: 0.25)
        #expect(!fixture.gestures.advance())
        #expect(fixture.gestures.phase == .reordering && table.isReordering)
        #expect(!table.isDragging, "the lift ended the scroll drag")
        fixture.move(fixture.point(11, 45))
        #expect(table.indexPathForReorderingRow == IndexPath(row: 4, section: 0))
        #expect(fixture.moves.isEmpty, "the data source hears on the drop")
        fixture.release(fixture.point(11, 45))
        fixture.settle()
        #expect(fixture.moves == ["A1 to 0.4"])
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.textLabel?.text == "A1")
        #expect(fixture.selected.isEmpty)
    }

    @Test("A press that moves or lifts before the long press is a drag or a tap, never a lift")
    func shortPress() {
        let fixture = PointerFixture()
        fixture.press(fixture.point(10, 15))
        fixture.clock.advance(by: 0.2)
        fixture.gestures.advance()
        fixture.release(fixture.point(10, 15))
        #expect(fixture.selected == [IndexPath(row: 1, section: 0)])
        fixture.press(fixture.point(10, 55))
        fixture.move(fixture.point(10, 45))
        #expect(!fixture.gestures.isWaitingForLongPress)
        fixture.clock.advance(by: 1)
        fixture.gestures.advance()
        #expect(fixture.gestures.phase == .scrolling && !fixture.table.isReordering)
        fixture.release(fixture.point(10, 45))
    }

    @Test("A press while rows animate in place is no catch: it taps, or held still it lifts a row")
    func pressDuringRowAnimation() throws {
        let fixture = PointerFixture()
        let table = fixture.table
        fixture.rows.sections[0].remove(at: 0)
        try table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        fixture.clock.advance(by: 0.05)
        table.step()
        #expect(table.isMoving && !table.isOffsetMoving)
        fixture.press(fixture.point(10, 25))
        #expect(fixture.gestures.isWaitingForLongPress)
        fixture.release(fixture.point(10, 25))
        #expect(fixture.selected == [IndexPath(row: 2, section: 0)], "the press selected")
        fixture.settle()
        // And a press on a glide only catches it.
        fixture.press(fixture.point(10, 80))
        for y: CGFloat in [70, 50, 30, 10] {
            fixture.clock.advance(by: 0.016)
            fixture.move(fixture.point(10, y))
        }
        fixture.release(fixture.point(10, 10))
        fixture.clock.advance(by: 0.05)
        table.step()
        #expect(table.isOffsetMoving)
        let caught = fixture.point(10, table.contentOffset.y + 50)
        fixture.press(caught)
        #expect(!fixture.gestures.isWaitingForLongPress)
        fixture.release(caught)
        #expect(fixture.selected.count == 1, "the catch selected nothing")
    }

    @Test("In editing mode a press on a row's handle, left of the index strip, lifts it at once")
    func handle() {
        let fixture = PointerFixture()
        let table = fixture.table
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let handle = table.reorderHandleRect(forRowAt: IndexPath(row: 2, section: 0))
        #expect(handle == CGRect(x: 36, y: 20, width: 2, height: 10), "left of the 2-point strip")
        #expect(!table.sectionIndexContains(CGPoint(x: handle.midX, y: handle.midY)))
        fixture.press(fixture.point(37, 25))
        #expect(fixture.gestures.phase == .reordering)
        fixture.move(fixture.point(37, 5))
        fixture.release(fixture.point(37, 5))
        fixture.settle()
        #expect(fixture.moves == ["A2 to 0.0"])
        // Elsewhere on the row a press is a tap; a sideways drag does not swipe in editing mode.
        fixture.press(fixture.point(10, 35))
        fixture.move(fixture.point(2, 35))
        #expect(fixture.gestures.phase == .scrolling)
        fixture.release(fixture.point(2, 35))
        #expect(table.indexPathForRowShowingSwipeActions == nil)
        #expect(!table.showSwipeActions(forRowAt: IndexPath(row: 1, section: 0)), "nor by the keyboard")
    }

    @Test("Resetting during a lift puts the row back and tells the data source nothing")
    func resetCancels() {
        let fixture = PointerFixture()
        fixture.table.setEditing(true, animated: false)
        fixture.table.layoutIfNeeded()
        fixture.press(fixture.point(37, 5))
        fixture.move(fixture.point(37, 55))
        #expect(fixture.table.indexPathForReorderingRow != IndexPath(row: 0, section: 0))
        fixture.gestures.reset()
        fixture.settle()
        #expect(!fixture.table.isReordering && fixture.moves.isEmpty)
        #expect(fixture.table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "A0")
    }
}
