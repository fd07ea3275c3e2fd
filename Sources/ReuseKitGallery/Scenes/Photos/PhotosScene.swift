import Foundation
import ReuseKit

/// A `CollectionView` with a flow layout: 100,000 photos in 24 months, each month under a
/// pinned header, in a grid that scrolls down or, after `d`, sideways (lines become columns and
/// headers stand left of their months); the photo first on screen stays first when the direction
/// flips. `n` jumps to photo 90,000 in one exact call, a tap (or Enter) selects.
@MainActor
public final class PhotosScene: GalleryScene, CollectionViewDataSource, CollectionViewDelegate {
    /// The scene's name, article number and summary.
    public static let info = SceneInfo(
        name: "photos", seed: "003",
        summary: "a flow layout: 100,000 photos by month, scrolling down or sideways (d)")

    /// The tour scrolls down a little, turns the grid sideways, drags it left, jumps to photo
    /// 90,000 and turns the grid back.
    public static var tourSteps: [TourStep] {
        [
            .keys("jj"), .settle, .keys("d"), .settle,
            .press(CGPoint(x: 300, y: 150)), .drag(to: CGPoint(x: 220, y: 150)),
            .drag(to: CGPoint(x: 100, y: 150)), .release(CGPoint(x: 100, y: 150)), .settle,
            .keys("n"), .settle, .keys("d"), .settle,
        ]
    }

    /// How many photos, and in how many months.
    public static let photoCount = 100_000
    public static let monthCount = 24
    /// The photo `n` jumps to.
    public static let jumpTarget = 90_000

    /// The collection view.
    public let collectionView: CollectionView
    /// The photo selected last, by a tap or Enter.
    public private(set) var selectedItem: IndexPath?
    private let pictures = (0..<CardArt.count).map(CardArt.image)

    /// Makes the scene.
    public init(clock: FrameClock) {
        collectionView = CollectionView(frame: .zero, collectionViewLayout: Self.makeLayout(.vertical))
        collectionView.clock = clock
        collectionView.register(StoreItemCell.self, forCellWithReuseIdentifier: StoreItemCell.identifier)
        collectionView.register(
            SectionTitleHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: SectionTitleHeader.identifier)
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    /// A grid of 96 × 80 thumbnails 12 points apart, scrolling `direction`, headers pinned: a
    /// line tall over a month, or 96 points wide beside it.
    static func makeLayout(_ direction: CollectionView.ScrollDirection) -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = direction
        layout.itemSize = CGSize(width: 96, height: 80)
        layout.minimumInteritemSpacing = 12
        layout.minimumLineSpacing = 12
        layout.sectionInset = EdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        layout.headerReferenceSize = CGSize(width: 96, height: 22)
        layout.sectionHeadersPinToVisibleBounds = true
        return layout
    }

    /// The collection view fills the scene.
    public var rootView: View { collectionView }
    /// Scrolling input drives the collection view.
    public var initialFocus: View? { collectionView }

    /// Which way the grid scrolls now.
    public var scrollDirection: CollectionView.ScrollDirection {
        (collectionView.collectionViewLayout as? CollectionViewFlowLayout)?.scrollDirection ?? .vertical
    }

    /// The photos on screen, the direction and the selection.
    public var statusText: String {
        var text = "\(Self.photoCount.groupedDigits) photos in \(Self.monthCount) months · "
        text += scrollDirection == .vertical ? "scrolling down" : "scrolling sideways"
        text += collectionView.onScreenSummary { "#\(Self.number($0).groupedDigits)" }
        if let selectedItem { text += " · selected #\(Self.number(selectedItem).groupedDigits)" }
        return text
    }

    /// The scene's keys.
    public var keyHints: String { "d direction  n photo 90,000" }

    /// `d` turns the grid sideways or back; `n` puts photo 90,000 in the middle of the view.
    public func handleKey(_ key: Key) -> Bool {
        switch key {
        case .character("d"): flipDirection()
        case .character("n"):
            let position: CollectionView.ScrollPosition =
                scrollDirection == .vertical ? .centeredVertically : .centeredHorizontally
            collectionView.scrollToItem(
                at: Self.indexPath(ofPhoto: Self.jumpTarget), at: position, animated: false)
        default: return false
        }
        return true
    }

    /// Lays the grid out the other way; the photo first on screen stays where it is.
    func flipDirection() {
        let other: CollectionView.ScrollDirection = scrollDirection == .vertical ? .horizontal : .vertical
        collectionView.setCollectionViewLayout(Self.makeLayout(other), animated: false)
    }

    /// `r` reloads, at the start.
    public func refresh() {
        selectedItem = nil
        collectionView.reloadData()
        collectionView.setContentOffset(.zero, animated: false)
    }

    /// How many photos month `section` holds: the photos shared out as evenly as they go.
    static func count(inMonth section: Int) -> Int {
        photoCount / monthCount + (section < photoCount % monthCount ? 1 : 0)
    }

    /// The number of a photo, counted from 0 across the months.
    static func number(_ indexPath: IndexPath) -> Int {
        (0..<indexPath.section).reduce(0) { $0 + count(inMonth: $1) } + indexPath.item
    }

    /// Where photo `number` stands.
    static func indexPath(ofPhoto number: Int) -> IndexPath {
        var rest = number
        for section in 0..<monthCount {
            if rest < count(inMonth: section) { return IndexPath(item: rest, section: section) }
            rest -= count(inMonth: section)
        }
        return IndexPath(item: count(inMonth: monthCount - 1) - 1, section: monthCount - 1)
    }

    /// The month a section shows, oldest first: "2025年1月".
    static func monthTitle(_ section: Int) -> String {
        "\(2025 + section / 12)年\(section % 12 + 1)月"
    }

    // MARK: Data source and delegate

    public func numberOfSections(in collectionView: CollectionView) -> Int { Self.monthCount }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.count(inMonth: section)
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: StoreItemCell.identifier, for: indexPath)
        guard let cell = cell as? StoreItemCell else { return cell }
        cell.configure(name: "#\(Self.number(indexPath))")
        cell.picture.image = pictures[StoreScene.mixed(indexPath) % pictures.count]
        return cell
    }

    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: SectionTitleHeader.identifier, for: indexPath)
        let count = Self.count(inMonth: indexPath.section).groupedDigits
        // Beside a month (scrolling sideways) the title wraps in its column.
        (header as? SectionTitleHeader)?.titleLabel.numberOfLines = 0
        (header as? SectionTitleHeader)?.titleLabel.text = "\(Self.monthTitle(indexPath.section)) · \(count)"
        return header
    }

    /// Remembers the selection for the status line.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        selectedItem = indexPath
    }
}
