@_spi(Testing) import ReuseKit
@_spi(Testing) import ReuseKitTerminal
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

@Suite("Scripted tour")
@MainActor
struct TourTests {
    @Test("The tour runs every scene, and every scene reuses its cells")
    func everySceneReuses() async throws {
        let tour = Tour(size: TerminalSize(columns: 80, rows: 24), settings: .instantImages)
        let results = try await tour.run(SceneRegistry.all)
        #expect(results.map(\.scene) == SceneRegistry.names)
        for result in results {
            let reuse = try #require(result.reuse, "\(result.scene) reports no cell counters")
            #expect(result.frames > 50, "\(result.scene)")
            #expect(
                reuse.reused > reuse.created * 2, "\(result.scene) reused \(reuse.reused) of \(reuse.created)"
            )
            #expect(reuse.created < 60, "\(result.scene) made cells for more than a screen")
            #expect(result.bytesWritten > 0)
        }
        let table = TourResult.table(results)
        #expect(table.contains("frames"))
        #expect(table.split(separator: "\n").count == results.count + 1)
    }

    @Test("Without a terminal the command prints the tour summary and exits 0")
    func commandRunsTour() async {
        var printed: [String] = []
        let status = await DemoCommand.run(
            ["--scene", "table", "--size", "60x20"], isTerminal: false, output: { printed.append($0) },
            errors: { _ in })
        #expect(status == 0)
        let text = printed.joined(separator: "\n")
        #expect(text.contains("scripted tour"))
        #expect(text.contains("table"))
        #expect(!text.contains("heights"))
    }

    @Test("The table scene has a million rows, is ready without measuring them, and only visible cells exist")
    func tableScene() throws {
        let clock = ManualFrameClock()
        let screen = HeadlessScreen(size: TerminalSize(columns: 200, rows: 60))
        let host = GalleryApp(screen: screen, types: [TableScene.self], clock: clock)
        try host.renderFrame()
        let scene = try #require(host.gallery(TableScene.self))
        let table = scene.tableView
        #expect(table.numberOfRows(inSection: 0) == 1_000_000)
        #expect(table.measuredRowCount < 60)
        let reuse = try #require(host.reuseStatistics)
        #expect(reuse.created == reuse.visible)
        #expect(reuse.visible == table.visibleCells.count)
        #expect(table.checkInvariants() == nil)
        host.handle(.input(.key(KeyEvent(.end))))
        try host.renderFrame()
        #expect((table.indexPathsForVisibleRows ?? []).last?.row == 999_999)
        #expect(screen.text.contains("Row 999,999"))
        #expect(table.checkInvariants() == nil)
    }

    @Test("A one-row scroll of the table scene at 200×60 writes about one row, not a screen")
    func oneRowScrollBytes() throws {
        let screen = HeadlessScreen(size: TerminalSize(columns: 200, rows: 60))
        let host = GalleryApp(screen: screen, types: [TableScene.self], clock: ManualFrameClock())
        try host.renderFrame()
        let fullFrame = screen.lastOutput.count
        var largest = 0
        for _ in 0..<200 {
            host.handle(.input(.key(KeyEvent(.character("j")))))
            try host.renderFrame()
            #expect(host.lastScrollHint?.distance == 1)
            largest = max(largest, screen.lastOutput.count)
        }
        // The widest row is a separator: 200 × "─" is 600 bytes; add the scroll and a few
        // bytes of the status line.
        #expect(largest < 800, "a one-row scroll wrote \(largest) bytes")
        #expect(largest * 10 < fullFrame, "a full frame is \(fullFrame) bytes")
    }

    @Test("The heights scene recomputes every height each frame only while its cache is off")
    func heightsCache() throws {
        let clock = ManualFrameClock()
        let screen = HeadlessScreen(size: TerminalSize(columns: 80, rows: 24))
        let host = GalleryApp(screen: screen, types: [HeightsScene.self], clock: clock)
        try host.renderFrame()
        let scene = try #require(host.gallery(HeightsScene.self))
        let afterFirstFrame = scene.heightComputations
        #expect(afterFirstFrame < 30, "with the cache only rows in view are measured")
        host.handle(.input(.key(KeyEvent(.character("k")))))
        try host.renderFrame()
        #expect(scene.heightComputations == afterFirstFrame)
        host.handle(.input(.key(KeyEvent(.character("c")))))
        try host.renderFrame()
        #expect(!scene.isCacheEnabled)
        let cacheOff = scene.heightComputations
        host.handle(.input(.key(KeyEvent(.character("j")))))
        try host.renderFrame()
        #expect(scene.heightComputations - cacheOff >= scene.rowCount, "every row is wrapped again")
        #expect(screen.text.contains("height cache off"))
        host.handle(.input(.key(KeyEvent(.character("c")))))
        try host.renderFrame()
        #expect(scene.isCacheEnabled)
        #expect(scene.tableView.checkInvariants() == nil)
    }
}
