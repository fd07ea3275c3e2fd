import Foundation
@_spi(Hosting) import ReuseKit
import Testing

@testable import ReuseKitTerminal

@Suite("Terminal window frames")
@MainActor
struct TerminalWindowFrameTests {
    @Test("The HUD is an overlay the app turns on, showing the focused list's cells")
    func hud() throws {
        let fixture = SideBySide()
        let screen = HeadlessScreen(size: TerminalSize(columns: 80, rows: 12))
        let list = NumberedList(prefix: "row", clock: fixture.clock)
        let window = TerminalWindow(rootView: list.tableView, screen: screen, clock: fixture.clock)
        try window.renderFrame()
        #expect(!screen.text.contains("HUD"))
        window.keyBindings[KeyEvent(.character("h"))] = .toggleHUD
        window.handle(SideBySide.key(.character("h")))
        try window.renderFrame()
        #expect(screen.text.contains("HUD"))
        let visible = list.tableView.visibleCells.count
        #expect(screen.text.contains("cells  \(visible) created  0 reused"), "\(screen.text)")
        #expect(screen.text.hasPrefix("row 0"), "the list is drawn under the overlay")
        window.handle(SideBySide.key(.character("h")))
        try window.renderFrame()
        #expect(!screen.text.contains("HUD"))
    }

    @Test("A resize lays the root view out to the new size in the next frame")
    func resize() throws {
        let fixture = SideBySide()
        let screen = HeadlessScreen(size: TerminalSize(columns: 20, rows: 4))
        let list = NumberedList(prefix: "row", clock: fixture.clock)
        let window = TerminalWindow(rootView: list.tableView, screen: screen, clock: fixture.clock)
        try window.renderFrame()
        #expect(list.tableView.visibleCells.count == 4)
        screen.resize(to: TerminalSize(columns: 30, rows: 7))
        window.handle(try screen.nextEvents(timeoutMilliseconds: 0))
        #expect(try window.renderFrameIfNeeded())
        #expect(list.tableView.bounds.size == CGSize(width: 30, height: 7))
        #expect(list.tableView.visibleCells.count == 7)
        #expect(screen.text.split(separator: "\n").last?.hasPrefix("row 6") == true)
    }

    @Test(
        "A full-width list scrolled by whole rows is presented with a scroll hint, a half-width one without")
    func scrollHint() throws {
        let clock = ManualFrameClock()
        let screen = HeadlessScreen(size: TerminalSize(columns: 20, rows: 6))
        let list = NumberedList(prefix: "row", clock: clock)
        let window = TerminalWindow(rootView: list.tableView, screen: screen, clock: clock)
        try window.renderFrame()
        window.handle(SideBySide.key(.down))
        try window.renderFrame()
        #expect(window.lastScrollHint == ScrollHint(rows: 0..<6, distance: 1))
        let again = try window.renderFrameIfNeeded()
        #expect(!again, "nothing changed since")
        let fixture = SideBySide()
        try fixture.window.renderFrame()
        fixture.window.handle(SideBySide.key(.down))
        try fixture.window.renderFrame()
        #expect(
            fixture.window.lastScrollHint == nil, "a terminal's scroll region would move the other list too")
        #expect(fixture.screen.text.hasPrefix("L 1"))
    }
}
