import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import Testing

@_spi(Testing) @testable import ReuseKitTerminal

/// A waterfall of 200 cells 3 lines high in two columns with a gap of 2, recording the cells
/// selected.
@MainActor
final class ThreeLineWaterfall: WaterfallViewDataSource, WaterfallViewDelegate {
    let waterfallView = WaterfallView(frame: .zero)
    var selected: [Int] = []

    init(clock: FrameClock) {
        waterfallView.clock = clock
        waterfallView.register(WaterfallViewCell.self, forCellReuseIdentifier: "cell")
        waterfallView.dataSource = self
        waterfallView.delegate = self
    }

    func numberOfCells(in waterfallView: WaterfallView) -> Int { 200 }
    func numberOfColumns(in waterfallView: WaterfallView) -> Int { 2 }

    func waterfallView(_ waterfallView: WaterfallView, cellAt index: Int) -> WaterfallViewCell {
        let cell = waterfallView.dequeueReusableCell(withIdentifier: "cell", for: index)
        cell.textLabel.text = "cell \(index)"
        return cell
    }

    func waterfallView(_ waterfallView: WaterfallView, heightAt index: Int) -> CGFloat { 3 }

    func waterfallView(_ waterfallView: WaterfallView, marginFor type: WaterfallView.MarginType) -> CGFloat {
        type == .column ? 2 : 0
    }

    func waterfallView(_ waterfallView: WaterfallView, didSelectAt index: Int) {
        selected.append(index)
    }
}

@Suite("Terminal window widgets")
@MainActor
struct TerminalWindowWidgetTests {
    @Test("A waterfall gets taps on the cell under the pointer, and its cell counters reach the HUD")
    func waterfall() throws {
        let clock = ManualFrameClock()
        let screen = HeadlessScreen(size: TerminalSize(columns: 42, rows: 12))
        let waterfall = ThreeLineWaterfall(clock: clock)
        let window = TerminalWindow(
            rootView: waterfall.waterfallView, screen: screen, grid: .unit, clock: clock)
        try window.renderFrame()
        // Two columns of 20 with a gap of 2; cells 3 high: screen row 4 is a column's second cell.
        window.handle([SideBySide.mouse(.press(.left), 30, 4), SideBySide.mouse(.release(.left), 30, 4)])
        #expect(waterfall.selected == [3])
        window.handle([SideBySide.mouse(.press(.left), 5, 1), SideBySide.mouse(.release(.left), 5, 1)])
        #expect(waterfall.selected == [3, 0])
        window.handle(SideBySide.key(.pageDown))
        try window.renderFrame()
        let reuse = try #require(window.focusedReuseStatistics)
        #expect(reuse.visible == waterfall.waterfallView.visibleCells.count)
        #expect(reuse.reused > 0, "a page down reused the cells that left the screen")
        #expect(waterfall.waterfallView.checkInvariants() == nil)
    }

    @Test("End shows a table's last row and then its load-more footer")
    func endShowsFooter() throws {
        let fixture = TitledList()
        let window = fixture.window
        let table = fixture.tableView
        let footer = LoadMoreControl()
        footer.onLoadMore = { _ in }
        table.loadMoreControl = footer
        try window.renderFrame()
        window.handle(SideBySide.key(.end))
        try window.renderFrame()
        #expect(table.contentOffset.y == table.maximumContentOffsetY)
        #expect((table.indexPathsForVisibleRows ?? []).last?.row == 999)
        let lines = fixture.lines.filter { !$0.allSatisfy(\.isWhitespace) }
        #expect(lines.last?.contains("Loading…") == true, "\(fixture.screen.text)")
        #expect(lines.dropLast().last?.hasPrefix("row 999") == true, "\(fixture.screen.text)")
    }
}
