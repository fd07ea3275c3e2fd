import Foundation

extension CollectionView {
    /// A description of the first broken invariant, or `nil`: the views on screen are exactly
    /// the elements whose frames intersect the bounds, each at its element's frame on the grid,
    /// in the view, and none of them pooled.
    @_spi(Testing)
    public func checkInvariants() -> String? {
        if isFollowingEnd, !isDragging, !isOffsetMoving,
            maximumContentOffsetY - contentOffset.y > endFollowingDistance
        {
            return "following the end at rest, \(maximumContentOffsetY - contentOffset.y) pt above it"
        }
        collectVisibleElements()
        let expected = passStorage.elements
        let expectedCells = Set(expected.filter(\.isCell).map(\.indexPath))
        if expectedCells != Set(visibleCellsByIndexPath.keys) {
            let extra = Set(visibleCellsByIndexPath.keys).subtracting(expectedCells).sorted()
            let missing = expectedCells.subtracting(visibleCellsByIndexPath.keys).sorted()
            return "visible cells differ from the items in the bounds: extra \(extra), missing \(missing)"
        }
        let pooled = cells.pooledElements.map(ObjectIdentifier.init)
        for attributes in expected {
            let view: CollectionReusableView?
            if attributes.isCell {
                view = visibleCellsByIndexPath[attributes.indexPath]
            } else {
                view =
                    visibleSupplementaryViews[
                        SupplementaryKey(
                            kind: attributes.kind ?? "", indexPath: attributes.indexPath)]
            }
            guard let view else {
                return "no view for \(attributes.indexPath) (\(attributes.kind ?? "cell"))"
            }
            if view.superview !== self {
                return "the view of \(attributes.indexPath) is not in the collection view"
            }
            if view.frame != traitCollection.snapped(attributes.frame) {
                return
                    "the view of \(attributes.indexPath) is at \(view.frame), its element at \(attributes.frame)"
            }
            if pooled.contains(ObjectIdentifier(view)) {
                return "the view of \(attributes.indexPath) is pooled too"
            }
        }
        if visibleSupplementaryViews.count != expected.count - expectedCells.count {
            return "\(visibleSupplementaryViews.count) supplementary views on screen"
        }
        for (indexPath, cell) in visibleCellsByIndexPath
        where cell.isSelected != selection.selected.contains(indexPath) {
            return "the cell of \(indexPath) shows the wrong selection"
        }
        for (indexPath, cell) in visibleCellsByIndexPath where cell.isFocused != (indexPath == focusedItem) {
            return "the cell of \(indexPath) shows the wrong focus"
        }
        for element in expected where element.isCell {
            if visibleCellsByIndexPath[element.indexPath]?.showsSeparator != element.showsSeparator {
                return "the cell of \(element.indexPath) shows the wrong separator"
            }
        }
        return swipeController.checkInvariants(container: self)
            ?? checkAnimationInvariants(pooled: Set(pooled))
    }
}
