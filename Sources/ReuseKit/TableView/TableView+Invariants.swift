import Foundation
@_spi(Testing) import ReuseKitCore

extension TableView {
    /// Verifies that frames, content size, visible cells and the pool agree: the visible items
    /// are exactly those intersecting the bounds, each cell sits at its row's frame, and no cell
    /// is both visible and pooled. Call it after `layoutIfNeeded()`.
    ///
    /// Returns a description of the first violation, or `nil`.
    @_spi(Testing)
    public func checkInvariants() -> String? {
        if let problem = layout.checkInvariants() { return problem }
        if contentSize.height != CGFloat(layout.contentHeight) {
            return "content height \(contentSize.height) but the layout measures \(layout.contentHeight)"
        }
        if anchorsContentToEnd, endAnchor.isFollowing, !isDragging, !isOffsetMoving,
            maximumContentOffsetY - contentOffset.y > endFollowingDistance
        {
            return "following the end at rest, \(maximumContentOffsetY - contentOffset.y) pt above it"
        }
        let top = Double(contentOffset.y)
        let expected = layout.items(intersecting: top, top + Double(bounds.height))
        if virtualizer.visible != expected {
            return "visible items \(virtualizer.visible) but \(expected) intersect the bounds"
        }
        if visibleViews.count != expected.count {
            return "\(visibleViews.count) visible views for \(expected.count) visible items"
        }
        var pooled = Set<ObjectIdentifier>()
        for cell in cells.pooledElements {
            pooled.insert(ObjectIdentifier(cell))
            if cell.superview != nil { return "a pooled cell is still in the view tree" }
        }
        for (offset, view) in visibleViews.enumerated() {
            let flat = expected.lowerBound + offset
            guard case .row = layout.item(at: flat) else { continue }
            guard let cell = view as? TableViewCell else { return "visible row \(flat) has no cell" }
            if pooled.contains(ObjectIdentifier(cell)) {
                return "cell of row \(flat) is both visible and pooled"
            }
            if cell.superview !== self { return "cell of row \(flat) is not a subview" }
            if cell.isLifted && cell !== reorderController.liftedCell {
                return "cell of row \(flat) is drawn lifted but not dragged"
            }
            if cell.frame != frameOfItem(flat) {
                return "cell of row \(flat) is at \(cell.frame), not \(frameOfItem(flat))"
            }
            if layoutState.usesEstimates && !layout.isMeasured(itemAt: flat) {
                return "visible row \(flat) was never measured"
            }
        }
        if let problem = checkAnimationInvariants(pooled: pooled) ?? checkSwipeInvariants()
            ?? reorderController.checkInvariants()
        {
            return problem
        }
        let cellSubviews = subviews.filter { $0 is TableViewCell }.count
        let visibleCellCount = visibleViews.filter { $0 is TableViewCell }.count
        let leavingCells = rowAnimator.leavingCount(of: TableViewCell.self)
        if cellSubviews != visibleCellCount + leavingCells {
            return
                "\(cellSubviews) cells in the view tree but \(visibleCellCount) visible and \(leavingCells) leaving"
        }
        return checkFloatingInvariants()
    }
}
