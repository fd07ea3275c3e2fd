import Foundation
import ReuseKit
import Testing

@testable import ReuseKitTerminal

@Suite("Terminal host frames")
@MainActor
struct TerminalHostFrameTests {
    func key(_ character: Character) -> ScreenEvent {
        .input(.key(KeyEvent(.character(character))))
    }

    @Test("The scene is drawn between the tab bar and the status line")
    func layout() throws {
        let (host, _, screen, _) = HostTestScene.host(size: TerminalSize(columns: 30, rows: 6))
        try host.renderFrame()
        let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 6)
        #expect(lines[0].hasPrefix(" ReuseKit   test "))
        #expect(lines[1].hasPrefix("row 0"))
        #expect(lines[3].hasPrefix("row 1"))
        #expect(lines[5].hasPrefix(" status of test"))
        #expect(host.contentArea == CellRect(x: 0, y: 1, width: 30, height: 4))
    }

    @Test("Frames are rendered only when something changed")
    func pacing() throws {
        let (host, _, screen, _) = HostTestScene.host()
        #expect(try host.renderFrameIfNeeded())
        #expect(!(try host.renderFrameIfNeeded()))
        #expect(!host.advanceAnimations())
        #expect(!(try host.renderFrameIfNeeded()))
        host.handle(key("j"))
        #expect(try host.renderFrameIfNeeded())
        #expect(screen.presentCount == 2)
    }

    @Test("A one-row scroll is presented with a scroll hint and writes about one row")
    func scrollHint() throws {
        let (host, _, screen, _) = HostTestScene.host(size: TerminalSize(columns: 80, rows: 24))
        try host.renderFrame()
        let fullRedraw = screen.lastOutput.count
        host.handle(key("j"))
        try host.renderFrame()
        #expect(host.lastScrollHint == ScrollHint(rows: 1..<23, distance: 1))
        #expect(screen.lastOutput.count < 120)
        #expect(screen.lastOutput.count * 10 < fullRedraw)
        host.handle(key("k"))
        try host.renderFrame()
        #expect(host.lastScrollHint == ScrollHint(rows: 1..<23, distance: -1))
        host.handle(key("G"))
        try host.renderFrame()
        #expect(host.lastScrollHint == nil, "a jump farther than the view is redrawn, not scrolled")
    }

    @Test("A resize lays the scene out again at the new size")
    func resize() throws {
        let (host, scene, screen, _) = HostTestScene.host(size: TerminalSize(columns: 40, rows: 12))
        try host.renderFrame()
        screen.resize(to: TerminalSize(columns: 25, rows: 8))
        host.handle(try screen.nextEvents(timeoutMilliseconds: 0))
        #expect(host.needsDisplay)
        try host.renderFrame()
        #expect(scene.tableView.frame == CGRect(x: 0, y: 0, width: 25, height: 6))
        #expect(screen.frame.size == TerminalSize(columns: 25, rows: 8))
        #expect(scene.tableView.visibleCells.count == 3)
        #expect(host.lastScrollHint == nil)
    }

    @Test("Tiny and empty screens render without drawing outside them")
    func tinyScreens() throws {
        let (host, _, screen, _) = HostTestScene.host(size: TerminalSize(columns: 0, rows: 0))
        try host.renderFrame()
        for size in [(1, 1), (5, 2), (12, 3), (3, 40), (200, 60)] {
            screen.resize(to: TerminalSize(columns: size.0, rows: size.1))
            host.handle(try screen.nextEvents(timeoutMilliseconds: 0))
            host.isHUDVisible.toggle()
            try host.renderFrame()
            #expect(screen.frame.size == TerminalSize(columns: size.0, rows: size.1))
            screen.frame.checkInvariants()
        }
    }

    @Test("Frame statistics keep medians, percentiles and bytes")
    func statistics() {
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
        #expect(NumberFormat.grouped(1_000_000) == "1,000,000")
        #expect(NumberFormat.milliseconds(0.00042) == "0.42")
        #expect(NumberFormat.fixed(2.5, decimals: 0) == "3")
    }
}
