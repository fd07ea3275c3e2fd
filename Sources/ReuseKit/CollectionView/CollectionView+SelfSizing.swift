import Foundation
import ReuseKitCore

extension CollectionView {
    /// Fits the self-sizing cells in view, line by line, keeping the items the user already saw
    /// where they are on screen (scroll anchoring): the first item on screen that was measured
    /// stays put while lines around it learn their lengths. A view at its top edge stays there.
    func fitItemsInView() {
        guard let sizing = collectionViewLayout as? SelfSizingLayout else { return }
        var anchor: (indexPath: IndexPath, screenY: CGFloat)?
        let keepsTop = contentOffset.y <= minimumContentOffsetY
        var items = sizing.unmeasuredItems(in: bounds)
        while !items.isEmpty {
            if anchor == nil, !keepsTop, let measured = sizing.firstMeasuredItem(in: bounds),
                let frame = collectionViewLayout.layoutAttributesForItem(at: measured)?.frame
            {
                anchor = (measured, frame.minY - contentOffset.y)
            }
            fit(items)
            if let anchor,
                let frame = collectionViewLayout.layoutAttributesForItem(at: anchor.indexPath)?.frame
            {
                shiftContentOffset(by: frame.minY - anchor.screenY - contentOffset.y)
            }
            items = sizing.unmeasuredItems(in: bounds)
        }
    }

    /// Sizes the cells of `items` (made now, and shown in this pass if they stay in view) and
    /// hands their preferred attributes to the layout.
    func fit(_ items: [IndexPath]) {
        for indexPath in items {
            guard let original = collectionViewLayout.layoutAttributesForItem(at: indexPath) else { continue }
            let cell = visibleCellsByIndexPath[indexPath] ?? pendingCells[indexPath] ?? askCell(indexPath)
            cell.frame = original.frame
            // A cell not yet in the view sizes itself in the view's traits (its host's text).
            let isDetached = cell.superview == nil
            if isDetached { cell.traitOverrides = traitCollection }
            let preferred = cell.preferredLayoutAttributesFitting(original)
            if isDetached { cell.traitOverrides = nil }
            if visibleCellsByIndexPath[indexPath] == nil { pendingCells[indexPath] = cell }
            _ = collectionViewLayout.shouldInvalidateLayout(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        }
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// Moves the content offset and any running motion by `delta`, so that content shifted by
    /// the same amount stays where it is on screen.
    func shiftContentOffset(by delta: CGFloat) {
        guard delta != 0 else { return }
        contentOffset.y += delta
        shiftMotion(by: delta)
    }
}
