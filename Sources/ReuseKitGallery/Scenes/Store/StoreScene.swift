import Foundation
import ReuseKit

/// A `CollectionView` with a compositional layout: a paging carousel of featured cards, a
/// carousel of new apps that glides, and a grid of 100,000 thumbnails, each under a pinned header;
/// cells only for what is on screen, sideways drags that move a carousel and leave the page, a
/// tap (or Enter) that selects, and `n` that jumps to item 90,000 of the grid in one exact call.
@MainActor
public final class StoreScene: GalleryScene, CollectionViewDataSource, CollectionViewDelegate {
    /// The scene's name, article number and summary.
    public static let info = SceneInfo(
        name: "store", seed: "003",
        summary: "a collection view: carousels and a grid of 100,000 under pinned headers")
    /// The tour goes to the top, taps a card, pages the featured carousel, flings the new apps sideways, jumps
    /// into the grid and comes back to the top.
    public static var tourSteps: [TourStep] {
        [
            .keys("g"), .settle, .press(CGPoint(x: 200, y: 60)), .release(CGPoint(x: 200, y: 60)),
            .press(CGPoint(x: 330, y: 90)), .drag(to: CGPoint(x: 260, y: 90)),
            .drag(to: CGPoint(x: 130, y: 90)),
            .release(CGPoint(x: 130, y: 90)), .settle,
            .press(CGPoint(x: 350, y: 250)), .drag(to: CGPoint(x: 250, y: 250)),
            .drag(to: CGPoint(x: 100, y: 250)),
            .release(CGPoint(x: 100, y: 250)), .settle,
            .keys("n"), .settle, .keys("jj"), .keys("g"),
        ]
    }

    /// The shelves: a title, how many items each holds, and how it scrolls across.
    public static let shelves:
        [(title: String, count: Int, behavior: CollectionLayoutSectionOrthogonalScrollingBehavior)] = [
            ("Featured 精选", 8, .groupPagingCentered), ("New this week 本周新品", 40, .continuous),
            ("All apps 全部应用", 100_000, .none),
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
        collectionView = CollectionView(frame: .zero, collectionViewLayout: Self.makeLayout())
        collectionView.clock = clock
        collectionView.register(StoreItemCell.self, forCellWithReuseIdentifier: StoreItemCell.identifier)
        collectionView.register(
            StoreShelfHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: StoreShelfHeader.identifier)
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    /// The shelves' layout: UIKit's numbers, 96-pt thumbnails under a 22-pt name, 8 pt apart.
    static func makeLayout() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { index, environment in
            let section: CollectionLayoutSection
            switch index {
            case 0:
                let card = CollectionLayoutItem(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                section = CollectionLayoutSection(
                    group: .horizontal(
                        layoutSize: CollectionLayoutSize(
                            widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(132)),
                        subitems: [card]))
            case 1:
                let thumbnail = CollectionLayoutItem(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                section = CollectionLayoutSection(
                    group: .horizontal(
                        layoutSize: CollectionLayoutSize(
                            widthDimension: .absolute(96), heightDimension: .absolute(110)),
                        subitems: [thumbnail]))
            default:
                let width = environment.container.effectiveContentSize.width
                let columns = max(2, Int((width - 16 + 8) / (96 + 8)))
                let thumbnail = CollectionLayoutItem(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let row = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(110)),
                    repeatingSubitem: thumbnail, count: columns)
                row.interItemSpacing = .fixed(8)
                section = CollectionLayoutSection(group: row)
            }
            section.orthogonalScrollingBehavior = shelves[index].behavior
            section.interGroupSpacing = 8
            section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(22)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            section.supplementariesFollowContentInsets = false
            return section
        }
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
