import Foundation
import ReuseKit
import Testing

@testable import ReuseKitTerminal

/// A scene over a waterfall of `count` cells 3 rows high, using every default of `HostedScene`.
@MainActor
final class WaterfallTestScene: HostedScene, WaterfallViewDataSource, WaterfallViewDelegate {
    let name = "waterfall"
    let waterfallView = WaterfallView(frame: .zero)
    var selected: [Int] = []

    init(clock: FrameClock) {
        waterfallView.clock = clock
        waterfallView.register(WaterfallViewCell.self, forCellReuseIdentifier: "cell")
        waterfallView.dataSource = self
        waterfallView.delegate = self
    }

    var rootView: View { waterfallView }
    var focusedScrollView: ScrollView? { waterfallView }

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

@Suite("Hosted scene defaults")
@MainActor
struct HostedSceneDefaultsTests {
    func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int) -> ScreenEvent {
        .input(.mouse(MouseEvent(kind, column: column, row: row)))
    }

    @Test("A waterfall scene gets taps on the cell under the pointer and its cell counters")
    func waterfall() throws {
        let clock = ManualFrameClock()
        let screen = HeadlessScreen(size: TerminalSize(columns: 42, rows: 12))
        let scene = WaterfallTestScene(clock: clock)
        let host = TerminalHost(
            screen: screen, scenes: [SceneFactory(name: "waterfall") { _ in scene }], clock: clock)
        try host.renderFrame()
        // Two columns of 20; cells 3 high: screen row 4 is the second cell of a column.
        host.handle([mouse(.press(.left), 30, 4), mouse(.release(.left), 30, 4)])
        #expect(scene.selected == [3])
        host.handle(.input(.key(KeyEvent(.pageDown))))
        try host.renderFrame()
        let reuse = try #require(scene.reuseStatistics)
        #expect(reuse.visible == scene.waterfallView.visibleCells.count)
        #expect(reuse.reused > 0)
        #expect(!scene.hasPendingWork)
    }

    @Test("End shows a table's last row and then its load-more footer")
    func endShowsFooter() throws {
        let (host, scene, screen, _) = HostTestScene.host(size: TerminalSize(columns: 40, rows: 12))
        let footer = LoadMoreControl()
        footer.onLoadMore = { _ in }
        scene.tableView.loadMoreControl = footer
        try host.renderFrame()
        host.handle(.input(.key(KeyEvent(.end))))
        try host.renderFrame()
        let table = scene.tableView
        #expect(table.contentOffset.y == table.maximumContentOffsetY)
        #expect(table.indexPathsForVisibleRows.last?.row == 999)
        let lines = screen.text.split(separator: "\n")
        #expect(lines[lines.count - 2].contains("Loading…"))
    }
}
