import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import Testing

@MainActor
@Suite("Collection view selection")
struct CollectionViewSelectionTests {
    func makeView(_ fixture: CollectionFixture) -> CollectionView {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = fixture.makeView(layout: layout)
        view.layoutIfNeeded()
        return view
    }

    @Test("a tap highlights, then selects, and deselects the item selected before, telling the delegate")
    func tapSelects() {
        let fixture = CollectionFixture(counts: [20])
        let view = makeView(fixture)
        view.tapItem(at: CGPoint(x: 50, y: 50))
        view.tapItem(at: CGPoint(x: 195, y: 50))
        #expect(
            fixture.events == [
                "highlight 0", "unhighlight 0", "should select 0", "select 0",
                "highlight 1", "unhighlight 1", "should select 1", "deselect 0", "select 1",
            ])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
        #expect(view.checkInvariants() == nil)
    }

    @Test("with multiple selection a tap on a selected item deselects it")
    func multipleSelection() {
        let fixture = CollectionFixture(counts: [20])
        let view = makeView(fixture)
        view.allowsMultipleSelection = true
        view.tapItem(at: CGPoint(x: 50, y: 50))
        view.tapItem(at: CGPoint(x: 195, y: 50))
        view.tapItem(at: CGPoint(x: 50, y: 50))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(fixture.events.suffix(1) == ["deselect 0"])
    }

    @Test("a vetoed item is not selected; a tap between items selects nothing")
    func vetoAndGaps() {
        let fixture = CollectionFixture(counts: [20])
        fixture.vetoed = [IndexPath(item: 0, section: 0)]
        let view = makeView(fixture)
        view.tapItem(at: CGPoint(x: 50, y: 50))
        #expect(view.indexPathsForSelectedItems == nil)
        #expect(view.tapItem(at: CGPoint(x: 120, y: 50)) == nil)
    }

    @Test("selection follows items scrolled away and back; selectItem tells no delegate")
    func selectionSurvivesReuse() {
        let fixture = CollectionFixture(counts: [2000])
        let view = makeView(fixture)
        let item = IndexPath(item: 4, section: 0)
        view.selectItem(at: item, animated: false, scrollPosition: [])
        #expect(fixture.events.isEmpty)
        view.scrollToItem(at: IndexPath(item: 1500, section: 0), at: .top, animated: false)
        view.layoutIfNeeded()
        #expect(view.checkInvariants() == nil)
        view.scrollToItem(at: item, at: .top, animated: false)
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: item)?.isSelected == true)
        #expect(view.checkInvariants() == nil)
    }
}

/// Records what a collection view asks to prefetch and cancel.
@MainActor
final class PrefetchLog: CollectionViewDataSourcePrefetching {
    var prefetched: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []

    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched.append(indexPaths)
    }

    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {
        cancelled.append(indexPaths)
    }
}

@MainActor
@Suite("Collection view prefetching")
struct CollectionViewPrefetchTests {
    @Test("the screen below is prefetched; turning back cancels what never came into view")
    func prefetchAhead() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let fixture = CollectionFixture(counts: [3000])
        let view = fixture.makeView(layout: layout, width: 300, height: 400)
        let log = PrefetchLog()
        view.prefetchDataSource = log
        view.layoutIfNeeded()
        // Four lines of three on screen, the next four lines ahead.
        #expect(log.prefetched == [(12..<24).map { IndexPath(item: $0, section: 0) }])
        #expect(fixture.cellRequests.count == 12)
        view.scroll(by: CGPoint(x: 0, y: 100))
        view.layoutIfNeeded()
        #expect(log.prefetched.last == (24..<27).map { IndexPath(item: $0, section: 0) })
        view.scroll(by: CGPoint(x: 0, y: -100))
        view.layoutIfNeeded()
        #expect(log.cancelled.last == (15..<27).map { IndexPath(item: $0, section: 0) })
        // Nothing lies above the top to prefetch.
        #expect(log.prefetched.count == 2)
    }
}

@MainActor
@Suite("Collection view keyboard focus")
struct CollectionViewFocusTests {
    func makeView(_ fixture: CollectionFixture) -> CollectionView {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = fixture.makeView(layout: layout, width: 320, height: 400)
        view.layoutIfNeeded()
        return view
    }

    @Test("focus moves item by item across sections, past empty ones, and stops at the ends")
    func moveAcrossSections() {
        let fixture = CollectionFixture(counts: [2, 0, 30])
        let view = makeView(fixture)
        view.moveFocus(by: 1)
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        view.moveFocus(by: 2)
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 2))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 2))?.isFocused == true)
        view.moveFocus(by: 100)
        #expect(view.focusedIndexPath == IndexPath(item: 29, section: 2))
        // Scrolled into view, and the cell of the item focused before shows no focus.
        #expect(view.cellForItem(at: IndexPath(item: 29, section: 2)) != nil)
        view.moveFocus(by: -40)
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        #expect(view.checkInvariants() == nil)
        #expect(fixture.events.isEmpty)
    }

    @Test("Enter selects the focused item as a tap would; without focus, the first whole visible one")
    func enterSelects() throws {
        let fixture = CollectionFixture(counts: [40])
        let view = makeView(fixture)
        view.performPrimaryAction()
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        view.moveFocus(by: 4)
        view.performPrimaryAction()
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(fixture.events.suffix(2) == ["deselect 0", "select 4"])
        // An insertion before it carries the focus along.
        fixture.counts[0] += 1
        try view.insertItems(at: [IndexPath(item: 0, section: 0)])
        view.layoutIfNeeded()
        #expect(view.focusedIndexPath == IndexPath(item: 5, section: 0))
        #expect(view.checkInvariants() == nil)
    }
}
