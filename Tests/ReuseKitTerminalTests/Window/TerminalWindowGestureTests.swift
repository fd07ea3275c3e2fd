import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import Testing

@_spi(Testing) @testable import ReuseKitTerminal

@Suite("Terminal window gestures")
@MainActor
struct TerminalWindowGestureTests {
    func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int) -> ScreenEvent {
        SideBySide.mouse(kind, column, row)
    }

    /// Drags the list up from row 10 to row 2 in steps of `step` rows a frame, and releases.
    func fling(_ fixture: TitledList, step: Int) {
        fixture.window.handle(mouse(.press(.left), 10, 10))
        for row in stride(from: 10 - step, through: 2, by: -step) {
            fixture.clock.advance(by: 0.016)
            fixture.window.handle(mouse(.drag(.left), 10, row))
        }
        fixture.window.handle(mouse(.release(.left), 10, 2))
    }

    @Test("A wheel notch scrolls three lines, is clamped at the top, and does nothing off a scroll view")
    func wheel() throws {
        let fixture = TitledList()
        let window = fixture.window
        let table = fixture.tableView
        try window.renderFrame()
        window.handle(mouse(.wheel(.down), 5, 5))
        #expect(table.contentOffset.y == 3)
        window.handle([mouse(.wheel(.down), 5, 5), mouse(.wheel(.up), 5, 5)])
        #expect(table.contentOffset.y == 3)
        window.handle([mouse(.wheel(.up), 5, 5), mouse(.wheel(.up), 5, 5)])
        #expect(table.contentOffset.y == 0)
        #expect(!table.isMoving, "a wheel at the top does not bounce")
        window.handle(mouse(.wheel(.down), 5, 0))
        #expect(table.contentOffset.y == 0, "the wheel over the title does nothing")
    }

    @Test("A glide after a drag draws a frame every step until it stops, keeping the table whole")
    func glideFrames() throws {
        let fixture = TitledList()
        let window = fixture.window
        let table = fixture.tableView
        try window.renderFrame()
        fling(fixture, step: 1)
        #expect(table.isDecelerating)
        var frames = 0
        while window.advanceAnimations() && frames < 1000 {
            #expect(try window.renderFrameIfNeeded(), "a step that moved the list is drawn")
            #expect(table.checkInvariants() == nil)
            fixture.clock.advance(by: 1.0 / 60)
            frames += 1
        }
        #expect(frames > 5 && frames < 1000)
        #expect(!table.isMoving)
        #expect(table.contentOffset.y > 8, "momentum carried the list past the drag")
        try window.renderFrameIfNeeded()
        #expect(!(try window.renderFrameIfNeeded()), "once it stopped, frames stop too")
    }

    @Test("A press on gliding content stops it without selecting")
    func pressStopsGlide() throws {
        let fixture = TitledList()
        let window = fixture.window
        let table = fixture.tableView
        try window.renderFrame()
        fling(fixture, step: 2)
        fixture.clock.advance(by: 0.05)
        window.advanceAnimations()
        #expect(table.isMoving)
        window.handle([mouse(.press(.left), 10, 5), mouse(.release(.left), 10, 5)])
        #expect(!table.isMoving)
        #expect(fixture.list.selected.isEmpty)
        window.handle([mouse(.press(.left), 10, 5), mouse(.release(.left), 10, 5)])
        #expect(fixture.list.selected.count == 1, "the next click on the still list selects")
    }

    @Test("A click selects the row drawn under the pointer, scrolled or not; Enter the first whole row")
    func click() throws {
        let fixture = TitledList(rowHeight: 2)
        let window = fixture.window
        let table = fixture.tableView
        try window.renderFrame()
        // The title takes screen row 0: screen rows 1 and 2 are row 0.
        window.handle([mouse(.press(.left), 3, 2), mouse(.release(.left), 3, 2)])
        #expect(fixture.list.selected == [0])
        window.handle(SideBySide.key(.down))
        window.handle(mouse(.wheel(.down), 3, 3))
        try window.renderFrame()
        // Offset 4, rows 2 tall: screen rows 5 and 6 are content lines 8 and 9, row 4.
        #expect(fixture.lines[5].hasPrefix("row 4"))
        window.handle([mouse(.press(.left), 3, 6), mouse(.release(.left), 3, 6)])
        #expect(fixture.list.selected == [0, 4])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        window.handle(SideBySide.key(.down))
        // Offset 5: row 2 is cut off at the top, so row 3 is the first whole one.
        window.handle(SideBySide.key(.enter))
        #expect(fixture.list.selected.last == 3, "Enter selects the first whole row on screen")
    }
}
