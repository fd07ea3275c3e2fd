import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import Testing

@_spi(Testing) @testable import ReuseKitTerminal

@Suite("Terminal window frames")
@MainActor
struct TerminalWindowFrameTests {
    @Test("Frames are rendered only when something changed")
    func pacing() throws {
        let fixture = TitledList()
        let window = fixture.window
        #expect(try window.renderFrameIfNeeded())
        #expect(!(try window.renderFrameIfNeeded()))
        #expect(!window.advanceAnimations())
        #expect(!(try window.renderFrameIfNeeded()))
        window.handle(SideBySide.key(.down))
        #expect(try window.renderFrameIfNeeded())
        fixture.title.text = "Another title"
        #expect(try window.renderFrameIfNeeded(), "a view that changes asks for a frame itself")
        #expect(!(try window.renderFrameIfNeeded()))
        #expect(fixture.screen.presentCount == 3)
        #expect(fixture.lines[0].hasPrefix("Another title"))
    }

    @Test("A one-row scroll is presented with a scroll hint over the list's rows and writes about one row")
    func scrollHint() throws {
        let fixture = TitledList(size: TerminalSize(columns: 80, rows: 24))
        let window = fixture.window
        let screen = fixture.screen
        try window.renderFrame()
        window.handle(SideBySide.key(.down))
        try window.renderFrame()
        #expect(window.lastScrollHint == ScrollHint(rows: 1..<24, distance: 1), "the title stays put")
        let hinted = screen.lastOutput.count
        #expect(hinted < 120)
        // The same scroll without a hint (as after a resume) rewrites every row that changed.
        window.handle(.resumed)
        window.handle(SideBySide.key(.down))
        try window.renderFrame()
        #expect(window.lastScrollHint == nil)
        #expect(hinted * 3 < screen.lastOutput.count, "\(hinted) vs \(screen.lastOutput.count)")
        window.handle(SideBySide.key(.up))
        try window.renderFrame()
        #expect(window.lastScrollHint == ScrollHint(rows: 1..<24, distance: -1))
        window.handle(SideBySide.key(.end))
        try window.renderFrame()
        #expect(window.lastScrollHint == nil, "a jump farther than the view is redrawn, not scrolled")
        window.handle(SideBySide.key(.pageUp))
        try window.renderFrame()
        #expect(
            window.lastScrollHint == ScrollHint(rows: 1..<24, distance: -22),
            "a page (the height less one line) still scrolls the rows it keeps")
        #expect(fixture.lines[1].hasPrefix("row 955"))
    }

    @Test("A resize lays the tree out again at the new size")
    func resize() throws {
        let fixture = TitledList(size: TerminalSize(columns: 40, rows: 12))
        let window = fixture.window
        let screen = fixture.screen
        try window.renderFrame()
        screen.resize(to: TerminalSize(columns: 25, rows: 8))
        window.handle(try screen.nextEvents(timeoutMilliseconds: 0))
        #expect(window.needsDisplay)
        try window.renderFrame()
        #expect(fixture.root.frame == CGRect(x: 0, y: 0, width: 25, height: 8))
        #expect(fixture.tableView.frame == CGRect(x: 0, y: 1, width: 25, height: 7))
        #expect(screen.frame.size == TerminalSize(columns: 25, rows: 8))
        #expect(fixture.tableView.visibleCells.count == 7)
        #expect(window.lastScrollHint == nil)
        #expect(fixture.lines.count == 8)
        #expect(fixture.lines[7].hasPrefix("row 6"))
    }

    @Test("Tiny and empty screens render without drawing outside them")
    func tinyScreens() throws {
        let fixture = TitledList(size: TerminalSize(columns: 0, rows: 0))
        let window = fixture.window
        let screen = fixture.screen
        try window.renderFrame()
        for size in [(1, 1), (5, 2), (12, 3), (3, 40), (200, 60), (0, 5)] {
            screen.resize(to: TerminalSize(columns: size.0, rows: size.1))
            window.handle(try screen.nextEvents(timeoutMilliseconds: 0))
            window.handle(SideBySide.key(.down))
            window.isHUDVisible.toggle()
            try window.renderFrame()
            #expect(screen.frame.size == TerminalSize(columns: size.0, rows: size.1))
            #expect(screen.frame.checkInvariants() == nil)
            #expect(fixture.tableView.checkInvariants() == nil)
        }
    }

    @Test("The HUD shows frame times and the focused list's cells")
    func hud() throws {
        let fixture = TitledList(size: TerminalSize(columns: 60, rows: 12))
        let window = fixture.window
        window.keyBindings[KeyEvent(.character("h"))] = .toggleHUD
        try window.renderFrame()
        #expect(!fixture.screen.text.contains("created"))
        window.handle(SideBySide.key(.character("h")))
        #expect(window.isHUDVisible)
        try window.renderFrame()
        let reuse = try #require(window.focusedReuseStatistics)
        #expect(reuse.visible == fixture.tableView.visibleCells.count)
        #expect(fixture.screen.text.contains("HUD"))
        #expect(fixture.screen.text.contains("\(reuse.created) created"))
        window.handle(SideBySide.key(.character("h")))
        try window.renderFrame()
        #expect(!fixture.screen.text.contains("created"))
    }

    @Test("Frame statistics keep medians, percentiles and bytes")
    func statistics() throws {
        var statistics = FrameStatistics(capacity: 4)
        #expect(statistics.medianFrameTime == nil)
        for (index, time) in [0.004, 0.001, 0.003, 0.002, 0.010].enumerated() {
            statistics.record(seconds: time, bytesWritten: index * 10)
        }
        #expect(statistics.frameCount == 5)
        #expect(statistics.totalBytes == 100)
        #expect(statistics.frameTimes == [0.001, 0.003, 0.002, 0.010])
        #expect(statistics.medianFrameTime == 0.002)
        #expect(statistics.p99FrameTime == 0.010)
        #expect(statistics.medianBytes == 20)
        #expect(NumberFormat.milliseconds(0.00042) == "0.42")
        #expect(NumberFormat.fixed(2.5, decimals: 0) == "3")

        let fixture = TitledList()
        let window = fixture.window
        try window.renderFrame()
        window.handle(SideBySide.key(.down))
        try window.renderFrame()
        #expect(window.statistics.frameCount == 2)
        #expect(window.statistics.totalBytes == fixture.screen.totalBytesWritten)
        #expect(window.statistics.lastBytes.map { $0 > 0 && $0 < fixture.screen.totalBytesWritten } == true)
        window.resetStatistics()
        #expect(window.statistics.frameCount == 0)
        #expect(window.statistics.totalBytes == 0)
    }

    @Test("A list narrower than the screen is presented without a scroll hint")
    func noHintBesideAnotherList() throws {
        let fixture = SideBySide()
        try fixture.window.renderFrame()
        fixture.window.handle(SideBySide.key(.down))
        try fixture.window.renderFrame()
        #expect(
            fixture.window.lastScrollHint == nil, "a terminal's scroll region would move the other list too")
        #expect(fixture.screen.text.hasPrefix("L 1"))
    }
}
