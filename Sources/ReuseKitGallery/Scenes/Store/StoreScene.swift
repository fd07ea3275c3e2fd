import Foundation
import ReuseKit
import ReuseKitImageViews
import ReuseKitImages

/// A `CollectionView` with a compositional layout: a paging carousel of featured cards, a
/// carousel of new apps that glides, a masonry of editors' picks, a list of updates whose rows
/// swipe, and a grid of 100,000 thumbnails whose images come through the image pipeline, each
/// under a pinned header; cells only for what is on screen, sideways drags that move a carousel
/// (or a row) and leave the page, a tap (or Enter) that selects, `n` that jumps to item 90,000 of
/// the grid in one exact call, `u` that shows the updates.
@MainActor
public final class StoreScene: GalleryScene, CollectionViewDataSource, CollectionViewDelegate,
    CollectionViewDataSourcePrefetching
{
    /// The scene's name, article number and summary.
    public static let info = SceneInfo(
        name: "store", seed: "003",
        summary: "a collection view: carousels, a masonry, a list and a grid of 100,000, pinned headers")

    /// The tour goes to the top, taps a card, pages the featured carousel, flings the new apps
    /// sideways, shows the updates and swipes one open, hides it, updates the next by the keys,
    /// jumps into the grid and comes back to the top.
    public static var tourSteps: [TourStep] {
        [
            .keys("g"), .settle, .press(CGPoint(x: 200, y: 60)), .release(CGPoint(x: 200, y: 60)),
            .press(CGPoint(x: 330, y: 90)), .drag(to: CGPoint(x: 260, y: 90)),
            .drag(to: CGPoint(x: 130, y: 90)),
            .release(CGPoint(x: 130, y: 90)), .settle,
            .press(CGPoint(x: 350, y: 250)), .drag(to: CGPoint(x: 250, y: 250)),
            .drag(to: CGPoint(x: 100, y: 250)),
            .release(CGPoint(x: 100, y: 250)), .settle,
            .keys("u"), .settle, .press(CGPoint(x: 300, y: 88)), .drag(to: CGPoint(x: 220, y: 88)),
            .drag(to: CGPoint(x: 140, y: 88)), .release(CGPoint(x: 140, y: 88)), .settle,
            .keys("2"), .settle, .keys("s"), .settle, .keys("1"), .settle,
            .keys("n"), .settle, .keys("jj"), .keys("g"),
        ]
    }

    /// The shelves in order, top to bottom.
    public enum Shelf: Int, CaseIterable, Sendable {
        /// Cards paging one at a time.
        case featured
        /// Thumbnails gliding sideways.
        case newThisWeek
        /// Pictures of many heights in columns.
        case picks
        /// Rows that swipe.
        case updates
        /// The grid of 100,000.
        case allApps

        /// The shelf's title.
        public var title: String {
            switch self {
            case .featured: "Featured 精选"
            case .newThisWeek: "New this week 本周新品"
            case .picks: "Editors' picks 编辑精选"
            case .updates: "Updates 更新"
            case .allApps: "All apps 全部应用"
            }
        }
    }

    /// How many items each shelf but the updates holds.
    public static let counts: [Shelf: Int] = [.featured: 8, .newThisWeek: 40, .picks: 60, .allApps: 100_000]
    /// The item of the grid `n` jumps to.
    public static let jumpTarget = IndexPath(item: 90_000, section: Shelf.allApps.rawValue)

    /// The collection view.
    public let collectionView: CollectionView
    /// The item selected last, by a tap or Enter.
    public private(set) var selectedItem: IndexPath?
    /// The apps with an update, in the updates shelf's order.
    public internal(set) var updates = (1...12).map { "App \($0 * 7)" }
    /// The apps updated through their row's action.
    public internal(set) var updated: Set<String> = []
    /// The image pipeline the pictures and thumbnails come through, and its binder.
    public let binder: ImageBinder
    let imageLoader: CellImageLoader
    private let pictures = (0..<CardArt.count).map(CardArt.image)

    /// Makes the scene.
    public init(clock: FrameClock) {
        // The layout asks the scene for an update's actions; it is made before the scene is.
        let owner = StoreLayout.Owner()
        collectionView = CollectionView(
            frame: .zero, collectionViewLayout: StoreLayout.make { owner.scene?.swipeActions(for: $0) })
        let thumbnails = (try? FeedSource.bundled())?.baseURL.appendingPathComponent(
            "images", isDirectory: true)
        binder = ImageBinder(
            pipeline: ImagePipeline(configuration: ImagePipeline.Configuration(dataLoader: FileDataLoader())),
            options: ImageBinder.Options(
                placeholder: Image(width: 1, height: 1, color: Color(red: 52, green: 54, blue: 66)),
                failureImage: Image(width: 1, height: 1, color: Color(red: 120, green: 40, blue: 40))))
        imageLoader = CellImageLoader(binder: binder) { item in
            guard let indexPath = item.base as? IndexPath, let thumbnails else { return nil }
            let url = thumbnails.appendingPathComponent("thumb-\(Self.mixed(indexPath) % 8).png")
            return ImageRequest(
                url: url, thumbnail: ImageRequest.Thumbnail(width: 160, height: 160), source: .app)
        }
        collectionView.clock = clock
        collectionView.register(StoreItemCell.self, forCellWithReuseIdentifier: StoreItemCell.identifier)
        collectionView.register(StoreUpdateCell.self, forCellWithReuseIdentifier: StoreUpdateCell.identifier)
        collectionView.register(
            SectionTitleHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: SectionTitleHeader.identifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.prefetchDataSource = self
        owner.scene = self
    }

    /// The collection view fills the scene.
    public var rootView: View { collectionView }
    /// Scrolling input drives the collection view.
    public var initialFocus: View? { collectionView }
    /// Thumbnails in flight.
    public var hasPendingWork: Bool { binder.pendingCount > 0 }

    /// The items on screen and the selection.
    public var statusText: String {
        let grid = Self.counts[.allApps] ?? 0
        var text = "\(Shelf.allCases.count) shelves · \(grid.groupedDigits) apps in the grid"
        text += collectionView.onScreenSummary(Self.label)
        if let selectedItem { text += " · selected \(Self.label(selectedItem))" }
        return text
    }

    /// The scene's keys.
    public var keyHints: String { "n item 90,000  u updates  s swipe  1-2 action" }

    /// `n` puts item 90,000 of the grid in the middle of the view; `u` shows the updates from
    /// their header; `s` opens (or closes) the focused update's actions and `1`–`2` performs one.
    public func handleKey(_ key: Key) -> Bool {
        switch key {
        case .character("n"):
            collectionView.scrollToItem(at: Self.jumpTarget, at: .centeredVertically, animated: false)
        case .character("u"): showUpdates()
        case .character("s"): collectionView.toggleSwipeActionsOfFocusedRow(edge: .trailing)
        case .character(let digit) where digit == "1" || digit == "2":
            guard collectionView.indexPathForRowShowingSwipeActions != nil else { return false }
            collectionView.performSwipeAction(at: digit == "1" ? 0 : 1)
        default: return false
        }
        return true
    }

    /// `r` reloads, at the top.
    public func refresh() {
        selectedItem = nil
        collectionView.reloadData()
        collectionView.setContentOffset(.zero, animated: false)
    }

    static func label(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.item)" }

    /// A number that tells items apart: which picture, which height.
    static func mixed(_ indexPath: IndexPath) -> Int {
        Int((UInt64(indexPath.item &+ indexPath.section &* 7919) &* 0x9E37_79B9_7F4A_7C15) >> 40)
    }

    // MARK: Data source and delegate

    public func numberOfSections(in collectionView: CollectionView) -> Int { Shelf.allCases.count }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        let shelf = Shelf(rawValue: section) ?? .allApps
        return shelf == .updates ? updates.count : Self.counts[shelf] ?? 0
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        if indexPath.section == Shelf.updates.rawValue {
            let cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: StoreUpdateCell.identifier, for: indexPath)
            let name = updates[indexPath.item]
            (cell as? StoreUpdateCell)?.configure(name: name, isUpdated: updated.contains(name))
            return cell
        }
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: StoreItemCell.identifier, for: indexPath)
        guard let cell = cell as? StoreItemCell else { return cell }
        cell.configure(name: "App \(indexPath.item)")
        if indexPath.section <= Shelf.newThisWeek.rawValue {
            // The carousels show the store's own art; a reused cell's load stops first.
            imageLoader.cancelImageLoad(for: cell.picture)
            cell.picture.image = pictures[Self.mixed(indexPath) % pictures.count]
        } else {
            imageLoader.loadImage(forItem: AnyHashable(indexPath), into: cell.picture)
        }
        return cell
    }

    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: SectionTitleHeader.identifier, for: indexPath)
        let shelf = Shelf(rawValue: indexPath.section) ?? .allApps
        let count = self.collectionView(collectionView, numberOfItemsInSection: indexPath.section)
        (header as? SectionTitleHeader)?.titleLabel.text = "\(shelf.title) · \(count.groupedDigits)"
        return header
    }

    /// Remembers the selection for the status line.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        selectedItem = indexPath
    }

    /// A cell leaving the screen stops its thumbnail's load.
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        if let cell = cell as? StoreItemCell { imageLoader.cancelImageLoad(for: cell.picture) }
    }

    /// Thumbnails about to come into view are warmed at low priority.
    public func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        imageLoader.prefetchImages(forItems: Self.thumbnailed(indexPaths))
    }

    public func collectionView(
        _ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
        imageLoader.cancelPrefetchingImages(forItems: Self.thumbnailed(indexPaths))
    }

    /// The items among `indexPaths` whose pictures come through the pipeline.
    static func thumbnailed(_ indexPaths: [IndexPath]) -> [AnyHashable] {
        indexPaths.filter { $0.section == Shelf.picks.rawValue || $0.section == Shelf.allApps.rawValue }
            .map(AnyHashable.init)
    }
}
