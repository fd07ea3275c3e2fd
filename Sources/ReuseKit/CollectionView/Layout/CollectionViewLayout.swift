import Foundation

/// Decides where a collection view's cells and supplementary views go: subclass it, as UIKit's,
/// to write a layout of your own.
///
/// The collection view asks ``prepare()`` before it asks anything else after the layout was
/// invalidated, then ``collectionViewContentSize`` and, every pass, the elements in the visible
/// rectangle (``layoutAttributesForElements(in:)``): it makes views only for elements whose
/// frames intersect its bounds, so any layout is virtualized.
@MainActor
open class CollectionViewLayout {
    /// The collection view the layout lays out.
    public var collectionView: CollectionView? { collectionViewStorage }
    /// Not a weak reference: a weakly referenced object's every retain and release takes the
    /// runtime's slow path, and the collection view is retained and released on every pass. The
    /// collection view clears it when it takes another layout or goes away.
    final unowned(unsafe) var collectionViewStorage: CollectionView?
    final var needsPrepare = true

    /// Creates a layout.
    public init() {}

    /// Computes what the queries need; called after every invalidation, before any query.
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell of an item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    { nil }

    /// Whether a change of the collection view's bounds (a scroll, a resize) invalidates the
    /// layout; `false` by default, as UIKit's.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a cell's own idea of its attributes (a self-sizing cell's size) invalidates the
    /// layout; `false` by default.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Whether self-sizing cells fit their widths to the heights the layout gives them (its
    /// lines run sideways), rather than their heights to its widths.
    var fitsItemWidths: Bool { false }

    /// Marks the layout to be prepared again before the next query.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Where scrolling that would stop at `proposedContentOffset` stops instead; the proposed
    /// offset by default.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    /// Prepares the layout when it was invalidated.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
