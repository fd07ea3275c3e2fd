import Foundation
import ReuseKitCore
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// The keyboard focus through updates, the same on every list view: it stays on its row or
/// item wherever that goes (reloads included), and when that leaves, the one that takes its
/// place gets it: the next, else the previous.
@MainActor
@Suite("Keyboard focus through updates, table and collection alike")
struct ListFocusUpdateTests {
    @Test(
        "table: deleting the focused row focuses the next; the last row, the previous; a section, the next section's first"
    )
    func table() throws {
        let fixture = TableFixture(sections: [Array(repeating: 20, count: 5), Array(repeating: 20, count: 3)])
        let table = fixture.makeTable(height: 400)
        table.layoutIfNeeded()
        table.focusRow(at: IndexPath(row: 1, section: 0))
        fixture.sections[0].remove(at: 1)
        try table.deleteRows(at: [IndexPath(row: 1, section: 0)])
        table.layoutIfNeeded()
        // What was row 2 is row 1 now: pressing delete twice deletes two rows.
        #expect(table.focusedIndexPath == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isFocused == true)
        table.focusRow(at: IndexPath(row: 2, section: 1))
        fixture.sections[1].remove(at: 2)
        try table.deleteRows(at: [IndexPath(row: 2, section: 1)])
        #expect(table.focusedIndexPath == IndexPath(row: 1, section: 1))
        table.focusRow(at: IndexPath(row: 3, section: 0))
        fixture.sections.remove(at: 0)
        try table.deleteSections(IndexSet(integer: 0))
        table.layoutIfNeeded()
        #expect(table.focusedIndexPath == IndexPath(row: 0, section: 0))
        table.focusRow(at: IndexPath(row: 1, section: 0))
        try table.reloadRows(at: [IndexPath(row: 1, section: 0)])
        #expect(table.focusedIndexPath == IndexPath(row: 1, section: 0))
        #expect(table.checkInvariants() == nil)
    }

    @Test("collection: the same rules for deletes, deleted sections and reloaded items")
    func collection() throws {
        let fixture = CollectionFixture(counts: [5, 3])
        let view = fixture.makeView(layout: CollectionViewFlowLayout())
        view.layoutIfNeeded()
        view.focusItem(at: IndexPath(item: 1, section: 0))
        fixture.counts[0] -= 1
        try view.deleteItems(at: [IndexPath(item: 1, section: 0)])
        view.layoutIfNeeded()
        #expect(view.focusedIndexPath == IndexPath(item: 1, section: 0))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isFocused == true)
        view.focusItem(at: IndexPath(item: 2, section: 1))
        fixture.counts[1] -= 1
        try view.deleteItems(at: [IndexPath(item: 2, section: 1)])
        #expect(view.focusedIndexPath == IndexPath(item: 1, section: 1))
        view.focusItem(at: IndexPath(item: 3, section: 0))
        fixture.counts.remove(at: 0)
        try view.deleteSections(IndexSet(integer: 0))
        view.layoutIfNeeded()
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        view.focusItem(at: IndexPath(item: 1, section: 0))
        try view.reloadItems(at: [IndexPath(item: 1, section: 0)])
        view.layoutIfNeeded()
        #expect(view.focusedIndexPath == IndexPath(item: 1, section: 0))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isFocused == true)
        fixture.counts = [0]
        try view.deleteItems(at: [0, 1].map { IndexPath(item: $0, section: 0) })
        #expect(view.focusedIndexPath == nil)
        #expect(view.checkInvariants() == nil)
    }

    @Test(
        "table: rows inserted just above the focused row leave it where it is on screen, at the top too",
        arguments: [0, 300] as [CGFloat])
    func tableInsertAboveFocus(offset: CGFloat) throws {
        let fixture = TableFixture(sections: [Array(repeating: 30, count: 100)])
        let table = fixture.makeTable(height: 400)
        table.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
        table.layoutIfNeeded()
        let focused = IndexPath(row: Int(offset / 30) + 6, section: 0)
        table.focusRow(at: focused)
        let screenY = table.rectForRow(at: focused).minY - table.contentOffset.y
        for row in 0..<4 { fixture.sections[0].insert(25, at: focused.row - 1 + row) }
        try table.insertRows(at: (0..<4).map { IndexPath(row: focused.row - 1 + $0, section: 0) })
        table.layoutIfNeeded()
        let moved = IndexPath(row: focused.row + 4, section: 0)
        #expect(table.focusedIndexPath == moved)
        #expect(table.rectForRow(at: moved).minY - table.contentOffset.y == screenY)
        #expect(table.checkInvariants() == nil)
    }

    @Test(
        "collection: items inserted just above the focused item leave it where it is on screen, at the top too",
        arguments: [0, 300] as [CGFloat])
    func collectionInsertAboveFocus(offset: CGFloat) throws {
        let fixture = CollectionFixture(counts: [100])
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 30)
        layout.minimumLineSpacing = 0
        let view = fixture.makeView(layout: layout, height: 400)
        view.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
        view.layoutIfNeeded()
        let focused = IndexPath(item: Int(offset / 30) + 6, section: 0)
        view.focusItem(at: focused)
        let screenY =
            try #require(view.layoutAttributesForItem(at: focused)).frame.minY - view.contentOffset.y
        fixture.counts[0] += 4
        try view.insertItems(at: (0..<4).map { IndexPath(item: focused.item - 1 + $0, section: 0) })
        view.layoutIfNeeded()
        let moved = IndexPath(item: focused.item + 4, section: 0)
        #expect(view.focusedIndexPath == moved)
        #expect(
            try #require(view.layoutAttributesForItem(at: moved)).frame.minY - view.contentOffset.y == screenY
        )
        #expect(view.checkInvariants() == nil)
    }

    @Test(
        "self-sizing list: items inserted just above the focused item, measured as they show, leave it where it is",
        arguments: [0, 120] as [CGFloat])
    func selfSizingInsertAboveFocus(offset: CGFloat) throws {
        // Found by the randomized suite (list, seeds 1, 3, 4): the inserted cells came in at
        // their 44-pt estimate and, measured in the next pass, pushed the focused item down.
        let fixture = CollectionFixture(counts: [30])
        fixture.fittedHeight = { _ in 60 }
        let view = fixture.makeView(layout: ListFocusVisibilityTests.plainList(), width: 320, height: 260)
        view.layoutIfNeeded()
        view.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
        view.layoutIfNeeded()
        let focused = IndexPath(item: Int(offset / 60) + 2, section: 0)
        view.focusItem(at: focused)
        let screenY =
            try #require(view.layoutAttributesForItem(at: focused)).frame.minY - view.contentOffset.y
        fixture.counts[0] += 2
        try view.insertItems(at: [focused, IndexPath(item: focused.item + 1, section: 0)])
        view.layoutIfNeeded()
        let moved = IndexPath(item: focused.item + 2, section: 0)
        #expect(view.focusedIndexPath == moved)
        let frame = try #require(view.layoutAttributesForItem(at: moved)).frame
        #expect(frame.minY - view.contentOffset.y == screenY)
        #expect(view.cellForItem(at: focused)?.frame.height == 60, "the inserted cells are measured")
        #expect(view.checkInvariants() == nil)
    }

    @Test("a focused row moved on purpose moves on screen; the rows around it stay, in both views")
    func movedFocusMoves() throws {
        let fixture = TableFixture(sections: [Array(repeating: 30, count: 100)])
        let table = fixture.makeTable(height: 400)
        table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        table.layoutIfNeeded()
        table.focusRow(at: IndexPath(row: 13, section: 0))
        let offset = table.contentOffset.y
        fixture.sections[0].insert(fixture.sections[0].remove(at: 13), at: 16)
        try table.moveRow(at: IndexPath(row: 13, section: 0), to: IndexPath(row: 16, section: 0))
        table.layoutIfNeeded()
        #expect(table.focusedIndexPath == IndexPath(row: 16, section: 0))
        #expect(table.contentOffset.y == offset)

        let collectionFixture = CollectionFixture(counts: [100])
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 30)
        layout.minimumLineSpacing = 0
        let view = collectionFixture.makeView(layout: layout, height: 400)
        view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        view.layoutIfNeeded()
        view.focusItem(at: IndexPath(item: 13, section: 0))
        let viewOffset = view.contentOffset.y
        try view.moveItem(at: IndexPath(item: 13, section: 0), to: IndexPath(item: 16, section: 0))
        view.layoutIfNeeded()
        #expect(view.focusedIndexPath == IndexPath(item: 16, section: 0))
        #expect(view.contentOffset.y == viewOffset)
    }

    /// A snapshot that moves the focused item's neighbour, which the difference describes as the
    /// focused item moving, and where the focused item was in it.
    static func neighbourMove() throws -> (old: [Int], new: [Int], focused: Int) {
        let old = Array(0..<100)
        // Item 14 goes before item 13: the rows change order, and the difference may name
        // either moved. This test needs it to name the focused one, 13.
        var new = old
        new.swapAt(13, 14)
        let update = try SectionedDifference.update(
            from: [SnapshotSection(id: 0, items: old)], to: [SnapshotSection(id: 0, items: new)])
        let namesFocused = update.movedRows.contains { $0.from == ListPosition(section: 0, row: 13) }
        #expect(namesFocused, "the difference names the focused item moved: \(update)")
        return (old, new, 13)
    }

    @Test(
        "a snapshot moving the focused item's neighbour holds the focused item still, though the difference names it moved"
    )
    func differenceChosenMoveHoldsFocus() throws {
        let (old, new, focused) = try Self.neighbourMove()
        var before = ListSnapshot<Int, Int>()
        before.appendSection(0, items: old)
        var after = ListSnapshot<Int, Int>()
        after.appendSection(0, items: new)

        let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 30
        let rows = ListController<Int, Int>(tableView: table) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        try rows.apply(before, animatingDifferences: false)
        table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        table.layoutIfNeeded()
        table.focusRow(at: IndexPath(row: focused, section: 0))
        let screenY = table.rectForRow(at: IndexPath(row: focused, section: 0)).minY - table.contentOffset.y
        try rows.apply(after, animatingDifferences: false)
        table.layoutIfNeeded()
        let now = try #require(table.focusedIndexPath)
        #expect(rows.snapshot.sections[0].items[now.row] == focused)
        #expect(table.rectForRow(at: now).minY - table.contentOffset.y == screenY)

        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 30)
        layout.minimumLineSpacing = 0
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let items = CollectionListController<Int, Int>(collectionView: view) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        try items.apply(before, animatingDifferences: false)
        view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        view.layoutIfNeeded()
        view.focusItem(at: IndexPath(item: focused, section: 0))
        let itemY = try #require(view.layoutAttributesForItem(at: IndexPath(item: focused, section: 0))).frame
            .minY
        try items.apply(after, animatingDifferences: false)
        view.layoutIfNeeded()
        let item = try #require(view.focusedIndexPath)
        #expect(items.snapshot.sections[0].items[item.item] == focused)
        let frame = try #require(view.layoutAttributesForItem(at: item)).frame
        #expect(frame.minY - view.contentOffset.y == itemY - 300)
    }

    @Test("in masonry sections the focused item holds still through deletes above it, its own section's too")
    func masonryHoldsFocus() throws {
        // Cards of many heights, in two masonry sections of three columns.
        let fixture = CollectionFixture(counts: [40, 40])
        let layout = CollectionViewCompositionalLayout { [unowned fixture] section, _ in
            .masonry(columnCount: 3, spacing: 4, estimatedItemHeight: 40) { item, _ in
                guard section < fixture.counts.count, item < fixture.counts[section] else { return 40 }
                return CGFloat(24 + (item * 37 + section * 11) % 50)
            }
        }
        let view = fixture.makeView(layout: layout, width: 320, height: 260)
        for (offset, deleted) in [
            (700.0, IndexPath(item: 0, section: 1)), (900.0, IndexPath(item: 3, section: 0)),
        ] {
            view.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
            view.layoutIfNeeded()
            let onScreen = view.indexPathsForVisibleItems.filter {
                guard let frame = view.layoutAttributesForItem(at: $0)?.frame else { return false }
                return frame.minY >= view.contentOffset.y + 30 && $0.section == 1 && $0.item > 10
            }
            let focused = try #require(onScreen.first)
            view.focusItem(at: focused)
            let before =
                try #require(view.layoutAttributesForItem(at: focused)).frame.minY - view.contentOffset.y
            fixture.counts[deleted.section] -= 1
            try view.deleteItems(at: [deleted])
            view.layoutIfNeeded()
            let now = try #require(view.focusedIndexPath)
            let expected = deleted.section == focused.section ? focused.item - 1 : focused.item
            #expect(now == IndexPath(item: expected, section: focused.section))
            let frame = try #require(view.layoutAttributesForItem(at: now)).frame
            #expect(frame.minY - view.contentOffset.y == before, "deleting \(deleted), focus on \(focused)")
            #expect(view.checkInvariants() == nil)
        }
    }
}
