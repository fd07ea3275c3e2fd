import Foundation

extension CollectionView {
    /// The cells on screen, top to bottom, left to right.
    public var visibleCells: [CollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleCellsByIndexPath[$0] }
    }

    /// The items whose cells are on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleCellsByIndexPath.keys.sorted()
    }

    /// The cell of an item if it is on screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// The item a visible cell shows.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The item whose cell covers `point` (content coordinates), among the cells the layout
    /// puts there, anywhere in the content (a masonry places its items down to the point).
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayout()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        placeItems(in: probe)
        var found: (indexPath: IndexPath, zIndex: Int)?
        forEachElement(in: probe) { element in
            guard element.isCell, !element.isHidden, element.frame.contains(point) else { return }
            if found.map({ element.zIndex >= $0.zIndex }) ?? true {
                found = (element.indexPath, element.zIndex)
            }
        }
        return found?.indexPath
    }

    /// Where the layout puts an item's cell.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareLayout()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Where the layout puts a supplementary view.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        prepareLayout()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The supplementary view of `elementKind` at `indexPath` if it is on screen.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> CollectionReusableView?
    {
        visibleSupplementaryViews[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        visibleSupplementaryViews.filter { $0.key.kind == elementKind }.sorted {
            $0.key.indexPath < $1.key.indexPath
        }
        .map(\.value)
    }
}
