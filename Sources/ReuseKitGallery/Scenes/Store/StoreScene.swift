import Foundation
import ReuseKit

/// A `CollectionView` with a flow layout: shelves of thumbnails under pinned headers, the last
/// a grid of 100,000 items, with cells only for the thumbnails on screen, a tap (or Enter) that
/// selects one, and `n` that jumps to item 90,000 of the grid in one exact call.
@MainActor
public final class StoreScene: GalleryScene, CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    /// The scene's name, article number and summary.
    public static let info = SceneInfo(
        name: "store", seed: "003", summary: "a collection view: shelves of thumbnails under pinned headers")
    /// The tour taps a thumbnail, jumps into the grid and comes back to the top.
    public static var tourSteps: [TourStep] {
        [
            .press(CGPoint(x: 40, y: 60)), .release(CGPoint(x: 40, y: 60)),
            .keys("n"), .settle, .keys("jj"), .keys("g"),
        ]
    }

    /// The shelves: a title and how many items each holds.
    public static let shelves: [(title: String, count: Int)] = [
        ("Featured 精选", 6), ("New this week 本周新品", 9), ("All apps 全部应用", 100_000),
    ]
    /// The item of the grid `n` jumps to.
    public static let jumpTarget = IndexPath(item: 90_000, section: 2)

    /// The collection view.
    public let collectionView: CollectionView
    /// The item selected last, by a tap or Enter.
    public private(set) var selectedItem: IndexPath?
    private let pictures = (0..<CardArt.count).map(CardArt.image)

    /// Makes the scene.
    public init(clock: FrameClock) {
        let layout = CollectionViewFlowLayout()
        // UIKit's numbers: 96-pt thumbnails under a 22-pt name, 8 pt apart.
        layout.itemSize = CGSize(width: 96, height: 110)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        layout.headerReferenceSize = CGSize(width: 0, height: 22)
        layout.sectionHeadersPinToVisibleBounds = true
        collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.clock = clock
        collectionView.register(StoreItemCell.self, forCellWithReuseIdentifier: StoreItemCell.identifier)
        collectionView.register(
            StoreShelfHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: StoreShelfHeader.identifier)
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    /// The collection view fills the scene.
    public var rootView: View { collectionView }
    /// Scrolling input drives the collection view.
    public var initialFocus: View? { collectionView }

    /// The items on screen and the selection.
    public var statusText: String {
        var text = "\(Self.shelves.count) shelves · \(Self.shelves[2].count.groupedDigits) apps in the grid"
        let visible = collectionView.indexPathsForVisibleItems
        if let first = visible.first, let last = visible.last {
            text += " · \(Self.label(first))–\(Self.label(last)) on screen"
        }
        if let selectedItem { text += " · selected \(Self.label(selectedItem))" }
        return text
    }

    /// `n` jumps to the next item it shows.
    public var keyHints: String { "n item 90,000" }

    /// `n` puts item 90,000 of the grid in the middle of the view.
    public func handleKey(_ key: Key) -> Bool {
        guard key == .character("n") else { return false }
        collectionView.scrollToItem(at: Self.jumpTarget, at: .centeredVertically, animated: false)
        return true
    }

    /// `r` reloads, at the top.
    public func refresh() {
        selectedItem = nil
        collectionView.reloadData()
        collectionView.setContentOffset(.zero, animated: false)
    }

    static func label(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.item)" }

    // MARK: Data source and delegate

    public func numberOfSections(in collectionView: CollectionView) -> Int { Self.shelves.count }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.shelves[section].count
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: StoreItemCell.identifier, for: indexPath)
        let mixed = Int((UInt64(indexPath.item &+ indexPath.section &* 7919) &* 0x9E37_79B9_7F4A_7C15) >> 40)
        (cell as? StoreItemCell)?.configure(
            name: "App \(indexPath.item)", image: pictures[mixed % pictures.count])
        return cell
    }

    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: StoreShelfHeader.identifier, for: indexPath)
        let shelf = Self.shelves[indexPath.section]
        (header as? StoreShelfHeader)?.titleLabel.text = "\(shelf.title) · \(shelf.count.groupedDigits)"
        return header
    }

    /// Remembers the selection for the status line.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        selectedItem = indexPath
    }
}
