import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// A focus scrolled out of view stays: the next move, or Enter, starts from it and brings it
/// back, on every list view.
@MainActor
@Suite("Keyboard focus scrolled away, table and collection alike")
struct ListFocusMoveTests {
    @Test("table: after scrolling the focused row away, a move goes on from it and Enter acts on it")
    func table() throws {
        let fixture = SectionedTableFixture(rowCounts: [200])
        let table = fixture.makeTable(height: 100)
        table.layoutIfNeeded()
        table.focusRow(at: IndexPath(row: 2, section: 0))
        table.setContentOffset(CGPoint(x: 0, y: 2_000), animated: false)
        table.layoutIfNeeded()
        table.moveFocus(by: 1)
        #expect(table.focusedIndexPath == IndexPath(row: 3, section: 0))
        #expect(table.wholeVisibleRows().contains(IndexPath(row: 3, section: 0)))
        table.setContentOffset(CGPoint(x: 0, y: 3_000), animated: false)
        table.layoutIfNeeded()
        #expect(table.selectFocusedRow() == IndexPath(row: 3, section: 0))
        #expect(table.wholeVisibleRows().contains(IndexPath(row: 3, section: 0)))
        #expect(table.checkInvariants() == nil)
    }

    @Test("collection: after scrolling the focused item away, a move goes on from it and Enter acts on it")
    func collection() throws {
        let fixture = CollectionFixture(counts: [300])
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = fixture.makeView(layout: layout, width: 320, height: 400)
        view.layoutIfNeeded()
        view.focusItem(at: IndexPath(item: 2, section: 0))
        view.setContentOffset(CGPoint(x: 0, y: 5_000), animated: false)
        view.layoutIfNeeded()
        view.moveFocus(by: 1)
        #expect(view.focusedIndexPath == IndexPath(item: 3, section: 0))
        #expect(view.wholeVisibleItems().contains(IndexPath(item: 3, section: 0)))
        view.setContentOffset(CGPoint(x: 0, y: 6_000), animated: false)
        view.layoutIfNeeded()
        #expect(view.selectFocusedItem() == IndexPath(item: 3, section: 0))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(view.checkInvariants() == nil)
    }
}
