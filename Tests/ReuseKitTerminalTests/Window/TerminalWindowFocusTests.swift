import Foundation
@_spi(Hosting) import ReuseKit
import Testing

@testable import ReuseKitTerminal

@Suite("Terminal window focus")
@MainActor
struct TerminalWindowFocusTests {
    @Test("Focus starts on the first scroll view in tree order, and Tab and Shift-Tab cycle it")
    func cycling() throws {
        let fixture = SideBySide()
        let window = fixture.window
        try window.renderFrame()
        #expect(window.focusedView === fixture.left.tableView)
        window.handle(SideBySide.key(.down))
        #expect(fixture.left.tableView.contentOffset.y == 1)
        window.handle(SideBySide.key(.tab))
        #expect(window.focusedView === fixture.right.tableView)
        window.handle(SideBySide.key(.down))
        #expect(fixture.right.tableView.contentOffset.y == 1)
        #expect(fixture.left.tableView.contentOffset.y == 1)
        window.handle(SideBySide.key(.tab))
        #expect(window.focusedView === fixture.left.tableView, "Tab wraps around")
        window.handle(SideBySide.key(.tab, .shift))
        #expect(window.focusedView === fixture.right.tableView, "Shift-Tab goes back, wrapping")
    }

    @Test("A hidden focused view gives focus back to the first one; a press focuses the view under it")
    func hiddenAndPressed() throws {
        let fixture = SideBySide()
        let window = fixture.window
        try window.renderFrame()
        window.focusedView = fixture.right.tableView.visibleCells.first
        #expect(window.focusedView === fixture.right.tableView, "a cell focuses the table it is in")
        fixture.right.tableView.isHidden = true
        #expect(window.focusedView === fixture.left.tableView)
        fixture.right.tableView.isHidden = false
        window.focusedView = fixture.left.tableView
        window.handle([SideBySide.mouse(.press(.left), 25, 3), SideBySide.mouse(.release(.left), 25, 3)])
        #expect(window.focusedView === fixture.right.tableView)
        #expect(fixture.right.selected == [3], "the click also selected the row under it")
    }

    @Test("Swapping the root view moves focus into the new tree, and back")
    func swappingRoot() throws {
        let fixture = SideBySide()
        let window = fixture.window
        let original = window.rootView
        let detail = NumberedList(prefix: "D", clock: fixture.clock)
        window.rootView = detail.tableView
        try window.renderFrame()
        #expect(window.focusedView === detail.tableView)
        #expect(fixture.screen.text.hasPrefix("D 0"))
        window.handle(SideBySide.key(.end))
        #expect((detail.tableView.indexPathsForVisibleRows ?? []).last == IndexPath(row: 999, section: 0))
        window.rootView = original
        try window.renderFrame()
        #expect(window.focusedView === fixture.left.tableView)
        #expect(fixture.screen.text.hasPrefix("L 0"))
        #expect(detail.tableView.displayRequestHandler == nil, "the old root no longer asks this window")
    }
}
