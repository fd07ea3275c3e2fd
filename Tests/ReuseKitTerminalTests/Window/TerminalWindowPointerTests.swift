import Foundation
@_spi(Hosting) import ReuseKit
import Testing

@testable import ReuseKitTerminal

/// Pages with their number, for a pager under test.
@MainActor
final class NumberedPages: PagerViewDataSource {
    func numberOfPages(in pagerView: PagerView) -> Int { 5 }

    func pagerView(_ pagerView: PagerView, configure pageView: PagerPageView, forPageAt index: Int) {
        pageView.textLabel.text = "page \(index)"
    }
}

@Suite("Terminal window pointer")
@MainActor
struct TerminalWindowPointerTests {
    @Test("The wheel scrolls the scroll view under the pointer, whichever has focus")
    func wheelUnderPointer() throws {
        let fixture = SideBySide()
        let window = fixture.window
        try window.renderFrame()
        window.handle(SideBySide.mouse(.wheel(.down), 30, 4))
        #expect(fixture.right.tableView.contentOffset.y == 3)
        #expect(fixture.left.tableView.contentOffset.y == 0)
        window.handle(SideBySide.mouse(.wheel(.down), 2, 4))
        #expect(fixture.left.tableView.contentOffset.y == 3)
        #expect(window.focusedView === fixture.left.tableView, "the wheel does not move focus")
        window.handle(SideBySide.mouse(.wheel(.up), 25, 0))
        #expect(fixture.right.tableView.contentOffset.y == 0)
    }

    @Test("A drag moves the list under the press, with momentum after a fast release")
    func drag() throws {
        let fixture = SideBySide()
        let window = fixture.window
        try window.renderFrame()
        window.handle(SideBySide.mouse(.press(.left), 30, 8))
        fixture.clock.advance(by: 0.016)
        window.handle(SideBySide.mouse(.drag(.left), 30, 5))
        #expect(fixture.right.tableView.contentOffset.y == 3)
        fixture.clock.advance(by: 0.016)
        window.handle(SideBySide.mouse(.drag(.left), 30, 2))
        window.handle(SideBySide.mouse(.release(.left), 30, 2))
        #expect(fixture.right.tableView.isMoving)
        var frames = 0
        while window.advanceAnimations() && frames < 2000 {
            fixture.clock.advance(by: 1.0 / 60)
            frames += 1
        }
        #expect(frames > 1 && frames < 2000)
        #expect(fixture.right.tableView.contentOffset.y > 6, "momentum carried the list on")
        #expect(fixture.right.selected.isEmpty, "a drag is no tap")
    }

    @Test("Hit-testing finds a pager and a table through the protocol, and drives both")
    func pagerAndTable() throws {
        let clock = ManualFrameClock()
        let screen = HeadlessScreen(size: TerminalSize(columns: 40, rows: 10))
        let pages = NumberedPages()
        let pager = PagerView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        pager.clock = clock
        pager.dataSource = pages
        let list = NumberedList(prefix: "R", frame: CGRect(x: 20, y: 0, width: 20, height: 10), clock: clock)
        let root = View(frame: .zero)
        root.addSubview(pager)
        root.addSubview(list.tableView)
        let window = TerminalWindow(rootView: root, screen: screen, grid: .unit, clock: clock)
        try window.renderFrame()
        #expect(window.scrollable(atColumn: 5, row: 5) === pager, "a point on a page finds the pager")
        #expect(
            window.scrollable(atColumn: 25, row: 5) === list.tableView, "a point on a cell finds the table")
        window.handle(SideBySide.mouse(.press(.left), 15, 5))
        for column in stride(from: 13, through: 3, by: -2) {
            clock.advance(by: 0.05)
            window.handle(SideBySide.mouse(.drag(.left), column, 5))
        }
        clock.advance(by: 0.05)
        window.handle(SideBySide.mouse(.release(.left), 3, 5))
        while window.advanceAnimations() { clock.advance(by: 1.0 / 60) }
        #expect(pager.currentIndex == 1, "a drag to the left turned the page")
        window.handle(SideBySide.mouse(.wheel(.down), 5, 5))
        while window.advanceAnimations() { clock.advance(by: 1.0 / 60) }
        #expect(pager.currentIndex == 2, "a wheel notch turned one page")
        window.focusedView = pager
        window.handle(SideBySide.key(.left))
        while window.advanceAnimations() { clock.advance(by: 1.0 / 60) }
        #expect(pager.currentIndex == 1, "← turned back a page")
        window.handle(SideBySide.key(.end))
        while window.advanceAnimations() { clock.advance(by: 1.0 / 60) }
        #expect(pager.currentIndex == 4)
        window.handle(SideBySide.mouse(.wheel(.down), 25, 5))
        #expect(list.tableView.contentOffset.y == 3)
        try window.renderFrame()
        #expect(screen.text.contains("page 4"))
    }

    @Test("The app sees mouse events first, in root view coordinates, and may keep them from the lists")
    func appTakesMouseFirst() throws {
        let fixture = SideBySide()
        let window = fixture.window
        try window.renderFrame()
        var seen: [CGPoint] = []
        window.pointerEventHandler = { event in
            seen.append(event.location)
            return event.kind == .wheel(dx: 0, dy: 1) && event.location.x < 20
        }
        window.handle([SideBySide.mouse(.wheel(.down), 3, 2), SideBySide.mouse(.wheel(.down), 23, 2)])
        #expect(seen == [CGPoint(x: 3.5, y: 2.5), CGPoint(x: 23.5, y: 2.5)])
        #expect(fixture.left.tableView.contentOffset.y == 0, "the app took the wheel over the left list")
        #expect(fixture.right.tableView.contentOffset.y == 3)
    }
}
