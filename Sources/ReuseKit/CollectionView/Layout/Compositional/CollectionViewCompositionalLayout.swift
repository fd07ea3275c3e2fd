import Foundation
import ReuseKitCore

/// The function a compositional layout asks for each section's layout, given the section's
/// index and the layout environment; `nil` lays the section's items out nowhere.
public typealias CollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

/// What a compositional layout applies to all its sections.
public struct CollectionViewCompositionalLayoutConfiguration: Equatable, Sendable {
    /// The space between one section and the next.
    public var interSectionSpacing: CGFloat = 0

    /// The default configuration: sections touch.
    public init() {}
}

/// A layout of sections, each repeating a group of items (rows, grids, nested tiles) down the
/// view, with headers and footers: UIKit's compositional layout, scrolling vertically.
///
/// Each section's group is resolved once for the container (a section of the same shape as one
/// of the last few, built anew or not, is not resolved again), so the section's items are computed, not stored:
/// the frame of an item and the items in a rectangle are O(log n), and a reload is
/// O(sections). A group of estimated height stands at the estimate until its cells are shown
/// and size themselves; cells on screen never move when groups above turn out longer or
/// shorter.
///
/// ```swift
/// let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
///     widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
/// let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(
///     widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
/// let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
/// ```
@MainActor
open class CollectionViewCompositionalLayout: CollectionViewLayout, GridElementLayout {
    private let sectionProvider: CollectionViewCompositionalLayoutSectionProvider
    /// What applies to all sections.
    open var configuration: CollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    final var grid = GridLayout()
    /// The sections resolved, by shape.
    final var resolvedSections = ResolvedSectionCache()
    /// Each section's entry in `resolvedSections`; -1 for a section laid out nowhere.
    final var sectionEntries: [Int32] = []
    /// The bands of the sections that scroll across.
    final var bands = OrthogonalBands()
    /// The size the sections were resolved for.
    final var preparedSize: CGSize = CGSize(width: -1, height: -1)

    /// A layout of sections that all look like `section`.
    public convenience init(section: CollectionLayoutSection) {
        self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout of sections that all look like `section`, with `configuration`.
    public convenience init(
        section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout that asks `sectionProvider` for each section's layout.
    public convenience init(sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider) {
        self.init(
            sectionProvider: sectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section's layout, with `configuration`.
    public init(
        sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider,
        configuration: CollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Asks the provider for every section and resolves each for the view's size.
    ///
    /// - Complexity: O(sections); a section object resolved before for the same size, with
    ///   nothing changed since, is not resolved again.
    open override func prepare() {
        sectionEntries.removeAll(keepingCapacity: true)
        guard let collectionView else {
            grid.reload([])
            return
        }
        preparedSize = collectionView.bounds.size
        let insets = collectionView.adjustedContentInset
        let container = CollectionLayoutContainer(
            contentSize: collectionView.bounds.size,
            contentInsets: DirectionalEdgeInsets(leading: insets.left, trailing: insets.right))
        let environment = CollectionLayoutEnvironment(
            container: container, traitCollection: collectionView.traitCollection)
        resolvedSections.begin(
            CompositionalResolver(
                container: collectionView.bounds.size, leading: insets.left, trailing: insets.right,
                step: collectionView.traitCollection.displayCellSize.height,
                gridStep: collectionView.traitCollection.gridStep(horizontal: false)))
        _ = collectionView.numberOfSections  // loads the counts if needed
        let counts = collectionView.itemCounts
        let spacing = Double(max(0, configuration.interSectionSpacing))
        let revision = CompositionalRevision.current
        // The loop works on locals: a stored property of a class is checked for exclusive access
        // at every touch, which would cost more than the rest of a section's work.
        var cache = resolvedSections
        resolvedSections = ResolvedSectionCache()
        var entries = sectionEntries
        sectionEntries = []
        entries.reserveCapacity(counts.count)
        // The old sections' storage is reused: a reload of many sections touches no fresh memory.
        var sections = grid.sections
        grid.reload([])
        sections.removeAll(keepingCapacity: true)
        sections.reserveCapacity(counts.count)
        for index in counts.indices {
            let spaceAfter = index < counts.count - 1 ? spacing : 0
            guard let section = sectionProvider(index, environment) else {
                entries.append(-1)
                sections.append(GridSection(itemCount: 0, group: Self.nowhere, spaceAfter: spaceAfter))
                continue
            }
            let entry = cache.entry(for: section, revision: revision)
            entries.append(Int32(entry))
            cache.appendSection(entry: entry, itemCount: counts[index], spaceAfter: spaceAfter, to: &sections)
        }
        grid.reload(sections)
        resolvedSections = cache
        sectionEntries = entries
        bands.update(
            &grid, viewport: Double(collectionView.bounds.width), time: collectionView.clock.now
        ) { section in
            let entry = Int(sectionEntries[section])
            return entry >= 0 ? resolvedSections.resolved(entry: entry) : nil
        }
    }

    /// The group of a section laid out nowhere.
    private static let nowhere = GroupTemplate(
        slots: [GroupTemplate.Slot(crossOrigin: 0, crossLength: 0, mainOffset: 0, mainLength: 0)], length: 0)

    func masonryItemSize(_ indexPath: IndexPath, columnWidth: Double) -> MasonryItemSize {
        let entry = Int(sectionEntries[indexPath.section])
        guard entry >= 0, let columns = resolvedSections.entries[entry].section.masonry,
            let step = collectionView?.traitCollection.gridStep(horizontal: false)
        else { return .height(0) }
        let height = columns.itemHeight(indexPath.item, CGFloat(columnWidth))
        precondition(height >= 0 && height.isFinite, "item \(indexPath): a masonry height of \(height)")
        return .height(Double(height.inWholeSteps(of: step)))
    }

    func separatedItems(inSection section: Int) -> Range<Int> {
        guard let list = listConfiguration(ofSection: section), list.showsSeparators else { return 0..<0 }
        let last = max(0, grid.sections[section].itemCount - 1)
        return min(list.headerMode == .firstItemInSection ? 1 : 0, last)..<last
    }

    /// The configuration of `section` when it is a list section.
    func listConfiguration(ofSection section: Int) -> CollectionLayoutListConfiguration? {
        guard section >= 0, section < sectionEntries.count else { return nil }
        let entry = Int(sectionEntries[section])
        return entry >= 0 ? resolvedSections.entries[entry].section.list : nil
    }

    func boundary(ofSection section: Int, isHeader: Bool) -> GridBoundary? {
        let entry = Int(sectionEntries[section])
        guard entry >= 0 else { return nil }
        return resolvedSections.boundary(entry: entry, isHeader: isHeader)
    }

    open override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(grid.contentLength))
    }

    /// The cells and boundary supplementary views whose frames intersect `rect`, anywhere in
    /// the content: masonry sections place their items down to its bottom first.
    ///
    /// - Complexity: O(log n + elements returned), sections in the rectangle aside, and
    ///   O(log columns) per masonry item placed.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        collectionView?.placeItems(in: rect)
        return elements(in: rect)
    }

    /// Where an item's cell goes.
    ///
    /// - Complexity: O(log n).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        itemAttributes(at: indexPath)
    }

    /// Where a section's boundary supplementary view of `elementKind` goes.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        supplementaryAttributes(ofKind: elementKind, at: indexPath)
    }

    /// A self-sizing cell's height: the group it stands in grows to hold it.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        recordPreferred(preferredAttributes, originalAttributes)
    }

    /// A new size resolves the sections again (fractions of the height change with it); a
    /// scroll changes nothing here.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }
}
