import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import Testing

@MainActor
@Suite("Collection list controller")
struct CollectionListControllerTests {
    typealias Snapshot = ListSnapshot<String, Int>

    /// A controller over a grid of three 100-point items a line and a band of featured items.
    static func make() -> CollectionListController<String, Int> {
        let layout = CollectionViewCompositionalLayout { index, _ in
            let item = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(index == 0 ? 0.9 : 1), heightDimension: .absolute(100)),
                subitems: [item])
            let section = CollectionLayoutSection(group: group)
            if index == 0 { section.orthogonalScrollingBehavior = .continuous }
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            section.boundarySupplementaryItems = [header]
            return section
        }
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        view.register(IdentityCell.self, forCellWithReuseIdentifier: "cell")
        view.register(
            SectionHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        let controller = CollectionListController<String, Int>(collectionView: view) {
            view, indexPath, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            (cell as? IdentityCell)?.identity = item
            return cell
        }
        controller.supplementaryViewProvider = { view, kind, indexPath in
            let header = view.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            (header as? SectionHeader)?.section = indexPath.section
            return header
        }
        return controller
    }

    /// Every visible cell shows the item the snapshot has at its index path.
    func mismatch(_ controller: CollectionListController<String, Int>) -> String? {
        let view = controller.collectionView
        for indexPath in view.indexPathsForVisibleItems {
            let shown = (view.cellForItem(at: indexPath) as? IdentityCell)?.identity
            let expected = controller.itemIdentifier(for: indexPath)
            if shown != expected { return "\(indexPath) shows \(shown ?? -1), not \(expected ?? -1)" }
        }
        return view.checkInvariants()
    }

    @Test("applying snapshots keeps the cells and selection of items that stay, and the band's offset")
    func snapshotsKeepWhatStays() throws {
        let controller = Self.make()
        let view = controller.collectionView
        var snapshot = Snapshot()
        snapshot.appendSection("featured", items: Array(100..<120))
        snapshot.appendSection("grid", items: Array(0..<30))
        try controller.apply(snapshot)
        view.layoutIfNeeded()
        #expect(mismatch(controller) == nil)
        #expect(
            view.supplementaryView(
                forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
                != nil)
        view.selectItem(at: IndexPath(item: 4, section: 1), animated: false, scrollPosition: [])
        view.scrollToItem(at: IndexPath(item: 10, section: 0), at: .left, animated: false)
        view.layoutIfNeeded()
        let bandX = view.layoutAttributesForItem(at: IndexPath(item: 10, section: 0))?.frame.minX
        let kept = view.cellForItem(at: IndexPath(item: 4, section: 1))
        // Two items leave the grid before item 4's, one arrives after it.
        snapshot.sections[1].items.removeFirst(2)
        snapshot.sections[1].items.insert(500, at: 10)
        try controller.apply(snapshot)
        view.layoutIfNeeded()
        #expect(controller.indexPath(for: 4) == IndexPath(item: 2, section: 1))
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 1)) === kept)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 1)])
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 10, section: 0))?.frame.minX == bandX)
        #expect(mismatch(controller) == nil)
        // A reloaded item is asked again.
        try controller.apply(snapshot, reloading: [5])
        view.layoutIfNeeded()
        #expect(mismatch(controller) == nil)
    }

    @Test("duplicate identifiers are refused and nothing changes")
    func duplicates() throws {
        let controller = Self.make()
        var snapshot = Snapshot()
        snapshot.appendSection("grid", items: [1, 2, 3])
        try controller.apply(snapshot)
        // Built unchecked, as `sections`, so that the controller is the one to refuse it.
        let bad = Snapshot(sections: [SnapshotSection(id: "grid", items: [1, 2, 3, 2])])
        #expect(throws: ListControllerError.self) { try controller.apply(bad) }
        #expect(controller.snapshot == snapshot)
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 3)
    }

    @Test("refresh replaces the snapshot, a page appends to the last section, selection reports items")
    func refreshAndLoadMore() throws {
        let controller = Self.make()
        let view = controller.collectionView
        var refreshes: [@MainActor @Sendable (Result<ListRefresh<String, Int>, any Error>) -> Void] = []
        var pages: [@MainActor @Sendable (Result<ListPage<Int>, any Error>) -> Void] = []
        controller.refreshLoader = .completion { refreshes.append($0) }
        controller.loadMoreLoader = .completion { pages.append($0) }
        controller.refresh()
        #expect(refreshes.count == 1)
        guard let done = refreshes.first else { return }
        var fresh = Snapshot()
        fresh.appendSection("featured", items: [100])
        fresh.appendSection("grid", items: Array(0..<12))
        done(.success(ListRefresh(snapshot: fresh, hasMore: true)))
        view.refreshControl?.endRefreshing()
        view.layoutIfNeeded()
        #expect(controller.snapshot == fresh)
        view.contentOffset.y = max(0, view.contentSize.height - view.bounds.height)
        view.layoutIfNeeded()
        #expect(pages.count == 1)
        guard let page = pages.first else { return }
        page(.success(ListPage(items: [12, 13, 14], hasMore: false)))
        view.layoutIfNeeded()
        #expect(controller.snapshot.sections[1].items.suffix(3) == [12, 13, 14])
        #expect(controller.loadedPageCount == 2)
        var selected: [Int] = []
        controller.selectionHandler = { selected.append($0) }
        view.selectItem(at: IndexPath(item: 13, section: 1), animated: false, scrollPosition: [])
        controller.collectionView(view, didSelectItemAt: IndexPath(item: 13, section: 1))
        #expect(selected == [13])
        #expect(mismatch(controller) == nil)
    }

    @Test("cells with an image view get their items' images, cancelled as they leave, warmed ahead")
    func images() {
        let layout = CollectionViewCompositionalLayout(
            section: CollectionLayoutSection(
                group: .horizontal(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                    repeatingSubitem: CollectionLayoutItem(
                        layoutSize: CollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))),
                    count: 3)))
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        let clock = ManualFrameClock()
        view.clock = clock
        view.register(PictureCell.self, forCellWithReuseIdentifier: "picture")
        let controller = CollectionListController<String, Int>(collectionView: view) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "picture", for: indexPath)
        }
        let loader = ImageLoaderDouble()
        controller.imageLoader = loader
        var snapshot = Snapshot()
        snapshot.appendSection("grid", items: Array(0..<300))
        try? controller.apply(snapshot)
        view.layoutIfNeeded()
        #expect(Set(loader.loads) == Set((0..<12).map(AnyHashable.init)))
        view.contentOffset.y = 250
        view.layoutIfNeeded()
        #expect(loader.cancels == 6)
        #expect(!loader.prefetched.isEmpty)
        // Loads that wait for scrolling to stop: none while dragging, the visible ones after.
        controller.imageLoadingMode = .whenScrollingStops
        loader.loads = []
        view.beginDragging()
        clock.advance(by: 0.5)
        view.drag(translation: CGPoint(x: 0, y: -200))
        view.layoutIfNeeded()
        #expect(loader.loads.isEmpty)
        clock.advance(by: 0.5)
        view.endDragging()
        #expect(loader.loads.count == view.indexPathsForVisibleItems.count)
    }
}

/// A cell showing its item's picture, which a list controller's image loader fills.
@MainActor
final class PictureCell: CollectionViewCell, ListImageCell {
    let picture = ImageView()
    var imageView: ImageView? { picture }
}
