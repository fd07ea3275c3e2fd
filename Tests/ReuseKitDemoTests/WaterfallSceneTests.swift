@_spi(Testing) import ReuseKit
@_spi(Testing) import ReuseKitTerminal
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

@Suite("Waterfall scene")
@MainActor
struct WaterfallSceneTests {
    func harness(columns: Int = 80) throws -> SceneHarness<WaterfallScene> {
        try SceneHarness(size: TerminalSize(columns: columns, rows: 24)) { WaterfallScene(clock: $0) }
    }

    @Test("There is one column per 24 terminal columns, and a resize places the cards again")
    func columnsFollowWidth() throws {
        let run = try harness()
        let waterfall = run.scene.waterfallView
        #expect(waterfall.numberOfColumns == 3)
        for (width, columns) in [(200, 8), (40, 1), (100, 4)] {
            run.screen.resize(to: TerminalSize(columns: width, rows: 24))
            run.host.handle(try run.screen.nextEvents(timeoutMilliseconds: 0))
            try run.frame()
            #expect(waterfall.numberOfColumns == columns, "at \(width) columns")
            #expect(waterfall.checkInvariants() == nil)
        }
    }

    @Test("A click selects the card drawn under the pointer, scrolled or not")
    func tapSelects() throws {
        let run = try harness()
        let waterfall = run.scene.waterfallView
        for scroll in [false, true] {
            if scroll {
                try run.press(.pageDown)
                try run.press(.character("j"))
            }
            let cells = waterfall.visibleCells.filter { cell in
                let rect = run.host.screenRect(of: cell)
                return rect.y >= 1 && rect.maxY <= 23 && rect.x > 30
            }
            let cell = try #require(cells.first, "a card wholly on screen in the second column")
            let index = try #require(waterfall.index(for: cell))
            let rect = run.host.screenRect(of: cell)
            try run.click(column: rect.x + rect.width / 2, row: rect.y + rect.height / 2)
            #expect(run.scene.selectedCard == index)
            #expect(waterfall.indexForSelectedCell == index)
            #expect(cell.isSelected)
            #expect(run.status.contains("selected card \(index)"))
            #expect(run.text.contains("✓ "))
        }
        #expect(waterfall.checkInvariants() == nil)
    }

    @Test("Enter selects the topmost card on screen")
    func enterSelects() throws {
        let run = try harness()
        try run.press(.enter)
        #expect(run.scene.selectedCard == 0)
    }

    @Test("Near the end load-more appends cards, with a spinner, moving none of those placed")
    func loadMore() throws {
        let run = try harness()
        let waterfall = run.scene.waterfallView
        #expect(run.scene.loadMoreControl.state == .idle, "no load before the end is near")
        let first = waterfall.rectForCell(at: 0)
        try run.press(.character("G"))
        #expect(run.scene.loadMoreControl.state != .idle)
        #expect(run.status.contains("loading 40 more"))
        #expect(run.text.contains("Loading…"))
        try run.settle()
        #expect(run.scene.cardCount == 100)
        #expect(waterfall.numberOfCells == 100)
        #expect(waterfall.rectForCell(at: 0) == first)
        #expect(waterfall.checkInvariants() == nil)
    }

    @Test("Only cards on screen have cells, and scrolling reuses them")
    func reuse() throws {
        let run = try harness()
        for _ in 0..<8 { try run.press(.pageDown) }
        let reuse = try #require(run.host.reuseStatistics)
        #expect(reuse.visible == run.scene.waterfallView.visibleCells.count)
        #expect(reuse.created < 3 * reuse.visible)
        #expect(reuse.reused > reuse.created)
    }
}
