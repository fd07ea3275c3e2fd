import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// A waterfall's batch updates: inserts, deletes, moves and reloads carry cells, heights,
/// selection and focus with their items, keep what is on screen still, and refuse what does not
/// add up without changing anything.
@MainActor
@Suite("Waterfall view: batch updates")
struct WaterfallViewBatchTests {
    /// Items by identity, each as tall as its identity says; counts the delegate's calls.
    final class Items: WaterfallViewDataSource, WaterfallViewDelegate {
        var ids: [Int]
        var heightsAsked: [Int] = []
        var cellsAsked: [Int] = []
        let view = WaterfallView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))

        init(count: Int) {
            ids = Array(0..<count)
            view.clock = ManualFrameClock()
            view.register(WaterfallViewCell.self, forCellReuseIdentifier: "cell")
            view.dataSource = self
            view.delegate = self
            view.layoutIfNeeded()
        }

        func numberOfCells(in waterfallView: WaterfallView) -> Int { ids.count }
        func numberOfColumns(in waterfallView: WaterfallView) -> Int { 3 }
        func waterfallView(_ waterfallView: WaterfallView, cellAt index: Int) -> WaterfallViewCell {
            cellsAsked.append(ids[index])
            let cell = waterfallView.dequeueReusableCell(withIdentifier: "cell", for: index)
            cell.textLabel.text = "\(ids[index])"
            return cell
        }
        func waterfallView(_ waterfallView: WaterfallView, heightAt index: Int) -> CGFloat {
            heightsAsked.append(ids[index])
            return CGFloat(40 + (ids[index] * 29) % 80)
        }

        /// The cell showing each identity on screen.
        var cellsByID: [Int: ObjectIdentifier] {
            var cells: [Int: ObjectIdentifier] = [:]
            for cell in view.visibleCells {
                if let index = view.index(for: cell) { cells[ids[index]] = ObjectIdentifier(cell) }
            }
            return cells
        }

        func screenY(of id: Int) -> CGFloat? {
            ids.firstIndex(of: id).map { view.rectForCell(at: $0).minY - view.contentOffset.y }
        }
    }

    @Test("cells inserted above the screen leave the cells on screen where they are, with their cells")
    func insertAbove() throws {
        let items = Items(count: 200)
        items.view.setContentOffset(CGPoint(x: 0, y: 1_000), animated: false)
        items.view.layoutIfNeeded()
        let before = items.cellsByID
        let first = try #require(items.view.indexesForVisibleCells.first.map { items.ids[$0] })
        let y = try #require(items.screenY(of: first))
        items.heightsAsked = []
        items.cellsAsked = []
        items.ids.insert(contentsOf: [1_000, 1_001, 1_002], at: 4)
        try items.view.insertCells(at: [4, 5, 6])
        items.view.layoutIfNeeded()
        #expect(items.screenY(of: first) == y)
        // The new cells' heights only: the others' were kept, in their new places.
        #expect(items.heightsAsked.sorted() == [1_000, 1_001, 1_002])
        let after = items.cellsByID
        for (id, cell) in after where before[id] != nil {
            #expect(before[id] == cell, "item \(id) got a new cell")
        }
        #expect(!items.cellsAsked.contains { before[$0] != nil }, "\(items.cellsAsked)")
        #expect(items.view.checkInvariants() == nil)
    }

    @Test("deleting the focused and selected cell hands the focus to the next and drops the selection")
    func deleteFocused() throws {
        let items = Items(count: 30)
        items.view.focusCell(at: 5)
        items.view.selectCell(at: 5)
        items.view.selectCell(at: 7)
        let next = items.ids[6]
        let selected = items.ids[7]
        items.ids.remove(at: 5)
        try items.view.deleteCells(at: [5])
        #expect(items.view.indexForFocusedCell.map { items.ids[$0] } == next)
        #expect(items.view.indexForSelectedCell.map { items.ids[$0] } == selected)
        #expect(items.view.cell(at: 5)?.isFocused == true)
        #expect(items.view.cell(at: 6)?.isSelected == true)
    }

    @Test("a moved cell keeps its cell, its height and the focus; a reloaded one is asked again")
    func moveAndReload() throws {
        let items = Items(count: 30)
        items.view.focusCell(at: 2)
        let moved = items.ids[2]
        let cell = try #require(items.view.cell(at: 2))
        items.heightsAsked = []
        items.cellsAsked = []
        try items.view.performBatchUpdates { () throws(ListUpdateError) in
            items.ids.remove(at: 2)
            items.ids.insert(moved, at: 0)
            try items.view.moveCell(at: 2, to: 0)
            try items.view.reloadCells(at: [4])
        }
        items.view.layoutIfNeeded()
        #expect(items.view.cell(at: 0) === cell)
        #expect(items.view.indexForFocusedCell == 0)
        #expect(items.heightsAsked == [items.ids[4]])
        #expect(items.cellsAsked == [items.ids[4]])
    }

    @Test("an update that does not add up throws and changes nothing; its batch's completion hears false")
    func inconsistent() throws {
        let items = Items(count: 30)
        items.view.focusCell(at: 3)
        let cells = items.cellsByID
        let offset = items.view.contentOffset
        items.ids.append(99)
        #expect(throws: ListUpdateError.self) { try items.view.deleteCells(at: [0]) }
        var heard: Bool?
        #expect(throws: ListUpdateError.self) {
            try items.view.performBatchUpdates(
                { () throws(ListUpdateError) in try items.view.insertCells(at: [0, 1]) },
                completion: { heard = $0 })
        }
        #expect(heard == false)
        #expect(items.view.numberOfCells == 30)
        #expect(items.view.indexForFocusedCell == 3)
        #expect(items.view.contentOffset == offset)
        items.view.layoutIfNeeded()
        #expect(items.cellsByID == cells)
        try items.view.insertCells(at: [30])
        #expect(items.view.numberOfCells == 31)
    }
}
