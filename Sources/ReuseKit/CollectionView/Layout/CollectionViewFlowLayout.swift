import Foundation
import ReuseKitCore

/// A layout of items in lines, each line filled across the view before the next begins, with
/// optional section headers and footers: UIKit's flow layout, scrolling vertically (lines are
/// rows) or horizontally (``scrollDirection``: lines are columns, filled top to bottom).
///
/// Items of a section share one size (``itemSize``, or ``estimatedItemSize`` for cells that
/// size themselves), so a line's items are computed, not stored: the frame of an item and the
/// items in a rectangle are O(log n), and a reload is O(sections) (the engine's `GridLayout`). A delegate
/// that sizes items one by one (`collectionView(_:layout:sizeForItemAt:)`) is asked every size
/// of a section on reload, as UIKit asks them, and its items are broken into lines by their
/// widths. With an
/// estimated size, lines stand at the estimate until their cells are shown and fit; cells on
/// screen never move when lines above turn out longer or shorter.
///
/// ```swift
/// let layout = CollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// layout.minimumInteritemSpacing = 8
/// let grid = CollectionView(frame: bounds, collectionViewLayout: layout)
/// ```
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout, GridElementLayout {
    /// The size that asks cells to size themselves, as ``estimatedItemSize``'s value.
    public static let automaticSize = CGSize(width: -1, height: -1)

    /// Which way the content scrolls: lines are rows one under another (`.vertical`, the
    /// default) or columns one after another to the right (`.horizontal`), where headers and
    /// footers stand left and right of their sections, `width`s of their reference sizes.
    open var scrollDirection: CollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }

    /// The size of every item when no estimate is set.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// A size items stand at until their cells size themselves; `.zero` (the default) uses
    /// ``itemSize`` as exact. ``automaticSize`` estimates with ``itemSize``. Across the scroll
    /// direction the estimate is each item's size (its width when scrolling vertically); cells
    /// fit their length along it.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The least space between two lines.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between two items of a line.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items.
    open var sectionInset: EdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The size of each section's header (zero: none): its height counts when scrolling
    /// vertically, its width when scrolling horizontally.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of each section's footer (zero: none), as ``headerReferenceSize``.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether a section's header stays at the top (the left, scrolling horizontally) of the view
    /// while the section is on screen.
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether a section's footer stays at the bottom (the right) of the view while the section
    /// is on screen.
    open var sectionFootersPinToVisibleBounds = false

    final var grid = GridLayout()

    /// The size of the view across the scroll direction the grid was laid out for.
    final var preparedCrossLength: CGFloat = -1

    var axis: GridAxis { GridAxis(isHorizontal: scrollDirection == .horizontal) }

    override var fitsItemWidths: Bool { scrollDirection == .horizontal }

    /// Creates a flow layout with UIKit's defaults: 50 × 50 items, 10 points apart.
    public override init() { super.init() }

    /// Whether items size themselves.
    var usesEstimates: Bool { estimatedItemSize != .zero }

    /// The size items stand at before they are measured.
    var baseItemSize: CGSize {
        guard usesEstimates else { return itemSize }
        return estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
    }

    open override func prepare() {
        guard let collectionView else {
            grid.reload([])
            return
        }
        preparedCrossLength = axis.crossLength(of: collectionView.bounds.size)
        let flowDelegate = collectionView.delegate as? CollectionViewDelegateFlowLayout
        let sections = (0..<collectionView.numberOfSections).map { section in
            makeSection(section, in: collectionView, delegate: flowDelegate)
        }
        grid.reload(sections)
    }

    private func makeSection(
        _ section: Int, in collectionView: CollectionView, delegate: CollectionViewDelegateFlowLayout?
    ) -> GridSection {
        let inset =
            delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        let lineSpacing =
            delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
            ?? minimumLineSpacing
        let itemSpacing =
            delegate?.collectionView(
                collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            ?? minimumInteritemSpacing
        let header =
            delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
            ?? headerReferenceSize
        let footer =
            delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
            ?? footerReferenceSize
        let traits = collectionView.traitCollection
        let axis = self.axis
        let itemCount = collectionView.numberOfItems(inSection: section)
        let across = axis.crossInsets(of: inset)
        let along = axis.mainInsets(of: inset)
        let available = Double(
            axis.crossLength(of: collectionView.bounds.size) - across.before - across.after)
        let spacing = Double(max(0, itemSpacing))
        var size = baseItemSize
        if !usesEstimates, let delegate, let sizes = itemSizes(section, itemCount, collectionView, delegate) {
            if let first = sizes.first, sizes.allSatisfy({ $0 == first }) {
                size = first
            } else {
                let flow = FlowLines(
                    crossLengths: sizes.map { Double(max(0, axis.crossLength(of: $0))) },
                    mainLengths: sizes.map { length(axis.mainLength(of: $0), traits) }, available: available,
                    start: Double(across.before), minimumSpacing: spacing)
                return GridSection(
                    flow: flow, lineSpacing: gap(lineSpacing, traits),
                    headerLength: length(axis.mainLength(of: header), traits),
                    insetBefore: gap(along.before, traits), insetAfter: gap(along.after, traits),
                    footerLength: length(axis.mainLength(of: footer), traits))
            }
        }
        let columns = GridColumns(
            itemLength: Double(max(0, axis.crossLength(of: size))), available: available,
            start: Double(across.before), minimumSpacing: spacing)
        return GridSection(
            itemCount: itemCount, columns: columns,
            estimatedLineLength: length(axis.mainLength(of: size), traits),
            lineSpacing: gap(lineSpacing, traits), headerLength: length(axis.mainLength(of: header), traits),
            insetBefore: gap(along.before, traits), insetAfter: gap(along.after, traits),
            footerLength: length(axis.mainLength(of: footer), traits), sizesLines: usesEstimates)
    }

    /// The delegate's size of every item of a section, asked in order, or `nil` when it gives
    /// none (its `sizeForItemAt` is left out: the first answer is ``automaticSize``).
    private func itemSizes(
        _ section: Int, _ count: Int, _ collectionView: CollectionView,
        _ delegate: CollectionViewDelegateFlowLayout
    ) -> [CGSize]? {
        guard count > 0 else { return nil }
        let first = delegate.collectionView(
            collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
        guard first != Self.automaticSize else { return nil }
        var sizes = [first]
        sizes.reserveCapacity(count)
        for item in 1..<count {
            sizes.append(
                delegate.collectionView(
                    collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)))
        }
        return sizes
    }

    open override var collectionViewContentSize: CGSize {
        axis.size(
            main: CGFloat(grid.contentLength),
            cross: axis.crossLength(of: collectionView?.bounds.size ?? .zero))
    }

    /// The cells, headers and footers whose frames intersect `rect`.
    ///
    /// - Complexity: O(log n + elements returned), sections in the rectangle aside.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        elements(in: rect)
    }

    /// Where an item's cell goes.
    ///
    /// - Complexity: O(log n).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        itemAttributes(at: indexPath)
    }

    /// Where a section's header (``CollectionView/elementKindSectionHeader``) or footer goes.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    )
        -> CollectionViewLayoutAttributes?
    {
        supplementaryAttributes(ofKind: elementKind, at: indexPath)
    }

    /// A self-sizing cell's length along the scroll direction: the line it stands in grows to
    /// its longest fitted item.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        recordPreferred(preferredAttributes, originalAttributes)
    }

    /// The header or footer of a section, across the whole view, pinned as the layout says.
    func boundary(ofSection section: Int, isHeader: Bool) -> GridBoundary? {
        let pins = isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
        return GridBoundary(
            kind: isHeader
                ? CollectionView.elementKindSectionHeader : CollectionView.elementKindSectionFooter,
            crossOrigin: 0, crossLength: Double(axis.crossLength(of: collectionView?.bounds.size ?? .zero)),
            pins: pins, zIndex: pins ? 1024 : 10)
    }

    /// A new width (a new height, scrolling horizontally) lays the lines out again; a scroll
    /// changes nothing here (pinned headers are placed where they are asked for, from the
    /// bounds of the moment).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        axis.crossLength(of: newBounds.size) != preparedCrossLength
    }
}
