import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// A waterfall of three columns whose cells are 30 to 80 pt tall; its delegate says which
/// cells may take the focus, may refuse a move, and records moves and selections.
@MainActor
final class FocusWaterfallFixture: WaterfallViewDataSource, WaterfallViewDelegate {
    var count = 60
    var unfocusable: Set<Int> = []
    var refused: Set<Int> = []
    var preferred: Int?
    var updates: [FocusUpdateContextRecord] = []
    var selected: [Int] = []
    let view = WaterfallView(frame: CGRect(x: 0, y: 0, width: 300, height: 240))

    init() {
        view.clock = ManualFrameClock()
        view.register(WaterfallViewCell.self, forCellReuseIdentifier: "cell")
        view.dataSource = self
        view.delegate = self
        view.layoutIfNeeded()
    }

    func numberOfCells(in waterfallView: WaterfallView) -> Int { count }
    func numberOfColumns(in waterfallView: WaterfallView) -> Int { 3 }
    func waterfallView(_ waterfallView: WaterfallView, cellAt index: Int) -> WaterfallViewCell {
        waterfallView.dequeueReusableCell(withIdentifier: "cell", for: index)
    }
    func waterfallView(_ waterfallView: WaterfallView, heightAt index: Int) -> CGFloat {
        CGFloat(30 + (index * 17) % 51)
    }
    func waterfallView(_ waterfallView: WaterfallView, canFocusCellAt index: Int) -> Bool {
        !unfocusable.contains(index)
    }
    func waterfallView(
        _ waterfallView: WaterfallView, shouldUpdateFocusIn context: WaterfallView.FocusUpdateContext
    )
        -> Bool
    {
        context.nextFocusedIndexPath.map { !refused.contains($0.item) } ?? true
    }
    func waterfallView(
        _ waterfallView: WaterfallView, didUpdateFocusIn context: WaterfallView.FocusUpdateContext
    ) {
        updates.append(FocusUpdateContextRecord(context))
    }
    func indexForPreferredFocusedCell(in waterfallView: WaterfallView) -> Int? { preferred }
    func waterfallView(_ waterfallView: WaterfallView, didSelectAt index: Int) { selected.append(index) }
}

/// The waterfall's keyboard focus, the list base's rules in the waterfall's index terms.
@MainActor
@Suite("Keyboard focus on a waterfall")
struct ListFocusWaterfallTests {
    @Test(
        "↓ goes to the cell below in the same column, → to the one beside; the cell shows wholly and says so")
    func geometry() throws {
        let fixture = FocusWaterfallFixture()
        let view = fixture.view
        view.focusCell(at: 0)
        let start = view.rectForCell(at: 0)
        #expect(view.moveFocus(.down))
        let below = try #require(view.indexForFocusedCell)
        let frame = view.rectForCell(at: below)
        #expect(
            frame.minX == start.minX && frame.minY >= start.maxY, "\(below) at \(frame) is below \(start)")
        #expect(view.moveFocus(.right))
        let beside = try #require(view.indexForFocusedCell)
        #expect(view.rectForCell(at: beside).minX > frame.maxX)
        #expect(view.cell(at: beside)?.isFocused == true)
        #expect(view.visibleCells.filter(\.isFocused).count == 1)
        for _ in 0..<20 { view.moveFocus(.down) }
        let deep = try #require(view.indexForFocusedCell)
        #expect(ListFocus.isWhollyVisible(IndexPath(item: deep, section: 0), in: view))
        #expect(view.contentOffset.y > 0, "twenty moves down scrolled")
        view.moveFocus(.last)
        #expect(view.indexForFocusedCell == fixture.count - 1)
        view.moveFocus(.first)
        #expect(view.indexForFocusedCell == 0 && view.contentOffset.y <= WaterfallView.defaultMargin)
    }

    @Test(
        "the delegate: cells that cannot take the focus are passed, a refused move stays, each move is heard")
    func delegate() {
        let fixture = FocusWaterfallFixture()
        let view = fixture.view
        fixture.unfocusable = [1]
        fixture.refused = [3]
        view.focusCell(at: 0)
        view.moveFocus(.next)
        #expect(view.indexForFocusedCell == 2, "cell 1 cannot take the focus")
        #expect(!view.moveFocus(.next), "the delegate refuses cell 3")
        #expect(view.indexForFocusedCell == 2)
        #expect(fixture.updates == [FocusUpdateContextRecord(0, 2, .next)])
        view.allowsFocus = false
        #expect(view.indexForFocusedCell == nil, "turning focus off removes it")
    }

    @Test("the focus lands on the remembered cell, else the preferred one; selection may follow it")
    func landingAndSelection() {
        let fixture = FocusWaterfallFixture()
        let view = fixture.view
        fixture.preferred = 4
        view.moveFocus(.next)
        #expect(view.indexForFocusedCell == 4, "the delegate's preferred cell")
        view.remembersLastFocusedIndex = true
        view.focusCell(at: 5)
        view.focusCell(at: nil)
        view.moveFocus(.next)
        #expect(view.indexForFocusedCell == 5, "the remembered cell")
        view.selectionFollowsFocus = true
        view.moveFocus(.next)
        #expect(view.indexForSelectedCell == 6 && fixture.selected == [6])
        view.reloadData()
        #expect(view.indexForFocusedCell == nil, "a full reload drops the focus, as a table's")
    }

    @Test(
        "through the window: the arrows scroll until a cell has the focus; then they move it and Enter selects it"
    )
    func keys() throws {
        let fixture = FocusWaterfallFixture()
        let view = fixture.view
        let window = ListFocusKeyTests.window(showing: view)
        view.layoutIfNeeded()
        ListFocusKeyTests.press(window, .down)
        #expect(view.indexForFocusedCell == nil && view.contentOffset.y > 0, "no focus yet: ↓ scrolls")
        ListFocusKeyTests.press(window, .home, .enter)
        let landed = try #require(view.indexForFocusedCell)
        #expect(fixture.selected == [landed], "Enter lands the focus and selects")
        ListFocusKeyTests.press(window, .down, .right)
        let moved = try #require(view.indexForFocusedCell)
        #expect(moved != landed)
        view.setContentOffset(CGPoint(x: 0, y: view.maximumContentOffsetY), animated: false)
        ListFocusKeyTests.press(window, .enter)
        #expect(fixture.selected == [landed, moved], "Enter acts on the focused cell, brought back")
        #expect(ListFocus.isWhollyVisible(IndexPath(item: moved, section: 0), in: view))
    }
}
