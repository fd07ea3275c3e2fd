import Foundation
import ReuseKitCore

extension CollectionView {
    /// One layout pass: bring the layout up to date with the bounds, fit self-sizing cells in
    /// view, then recycle the views whose elements left the bounds and make those that entered.
    ///
    /// - Complexity: what the layout's query costs, plus O(elements in view).
    func layoutItems() {
        guard !isApplyingLayout else { return }
        isApplyingLayout = true
        defer { isApplyingLayout = false }
        prepareLayout()
        if let laidOutBounds, laidOutBounds != bounds,
            collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds)
        {
            let anchor = topVisibleItem()
            collectionViewLayout.invalidateLayout()
            prepareLayout()
            if let anchor { restore(anchor) }
        }
        recycleCells(outside: bounds)
        settleOffset()
        laidOutBounds = bounds
        applyElements(visibleElements())
        for (_, cell) in pendingCells { recycle(cell) }
        pendingCells.removeAll(keepingCapacity: true)
        reportPrefetch()
    }

    /// Recycles the cells whose items lie outside `rect` before any cell is made for what
    /// entered, so that a jump fills the new place from the pool.
    func recycleCells(outside rect: CGRect) {
        for (indexPath, cell) in visibleCellsByIndexPath {
            let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
            if frame.map({ !$0.overlaps(rect) }) ?? true {
                visibleCellsByIndexPath[indexPath] = nil
                endDisplaying(cell, indexPath)
            }
        }
    }

    /// Fits the cells in view and brings the offset into range, until both hold: fitting can
    /// shrink the content under the offset, and a clamp can bring unfitted items into view. At
    /// rest the offset is clamped; a drag or a glide keeps its own.
    func settleOffset() {
        for _ in 0..<4 {
            fitItemsInView()
            contentSize = collectionViewLayout.collectionViewContentSize
            let clamped = clampedOffsetY(contentOffset.y)
            if isDragging || isOffsetMoving || clamped == contentOffset.y { break }
            contentOffset.y = clamped
        }
    }

    /// The elements the layout puts in the bounds: exactly those whose frames intersect them.
    func visibleElements() -> [CollectionViewLayoutAttributes] {
        guard bounds.width > 0, bounds.height > 0 else { return [] }
        return (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).filter {
            !$0.isHidden && $0.frame.overlaps(bounds) && isValid($0)
        }
    }

    /// Whether the attributes name an element that exists.
    private func isValid(_ attributes: CollectionViewLayoutAttributes) -> Bool {
        let indexPath = attributes.indexPath
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < itemCounts.count else {
            return false
        }
        return attributes.representedElementCategory == .supplementaryView
            || (indexPath.item >= 0 && indexPath.item < itemCounts[indexPath.section])
    }

    /// Keeps the views of elements still in view (moved to their new frames), recycles the
    /// others, then makes views for the elements that entered.
    private func applyElements(_ elements: [CollectionViewLayoutAttributes]) {
        var keptCells: [IndexPath: CollectionViewCell] = [:]
        var keptViews: [SupplementaryKey: CollectionReusableView] = [:]
        var entering: [CollectionViewLayoutAttributes] = []
        for attributes in elements {
            switch attributes.representedElementCategory {
            case .cell:
                if let cell = visibleCellsByIndexPath.removeValue(forKey: attributes.indexPath) {
                    place(cell, attributes)
                    keptCells[attributes.indexPath] = cell
                } else {
                    entering.append(attributes)
                }
            case .supplementaryView:
                let key = SupplementaryKey(
                    kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
                if let view = visibleSupplementaryViews.removeValue(forKey: key) {
                    place(view, attributes)
                    keptViews[key] = view
                } else {
                    entering.append(attributes)
                }
            }
        }
        for (indexPath, cell) in visibleCellsByIndexPath { endDisplaying(cell, indexPath) }
        for (key, view) in visibleSupplementaryViews { endDisplaying(view, key) }
        visibleCellsByIndexPath = keptCells
        visibleSupplementaryViews = keptViews
        for attributes in entering {
            switch attributes.representedElementCategory {
            case .cell:
                visibleCellsByIndexPath[attributes.indexPath] = makeCell(attributes)
            case .supplementaryView:
                let key = SupplementaryKey(
                    kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
                visibleSupplementaryViews[key] = makeSupplementaryView(attributes, key)
            }
        }
    }

    /// Puts a view at its element's frame, on the host's grid.
    private func place(_ view: CollectionReusableView, _ attributes: CollectionViewLayoutAttributes) {
        view.frame = traitCollection.snapped(attributes.frame)
        view.alpha = attributes.alpha
        view.apply(attributes)
    }

    private func makeCell(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewCell {
        let indexPath = attributes.indexPath
        let cell = pendingCells.removeValue(forKey: indexPath) ?? askCell(indexPath)
        place(cell, attributes)
        cell.isSelected = selectedItems.contains(indexPath)
        insertSubview(cell, at: 0)
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return cell
    }

    private func makeSupplementaryView(_ attributes: CollectionViewLayoutAttributes, _ key: SupplementaryKey)
        -> CollectionReusableView
    {
        guard let dataSource else {
            preconditionFailure("a collection view with elements needs a data source")
        }
        let view = dataSource.collectionView(
            self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        place(view, attributes)
        addSubview(view)
        collectionDelegate?.collectionView(
            self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        return view
    }

    func askCell(_ indexPath: IndexPath) -> CollectionViewCell {
        guard let dataSource else { preconditionFailure("a collection view with items needs a data source") }
        return dataSource.collectionView(self, cellForItemAt: indexPath)
    }

    private func endDisplaying(_ cell: CollectionViewCell, _ indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        recycle(cell)
    }

    private func endDisplaying(_ view: CollectionReusableView, _ key: SupplementaryKey) {
        collectionDelegate?.collectionView(
            self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        view.removeFromSuperview()
        if let identifier = view.reuseIdentifier {
            supplementaryViews.enqueue(view, identifier: Self.poolKey(key.kind, identifier))
        }
    }

    /// Takes a cell out of the view and pools it.
    func recycle(_ cell: CollectionViewCell) {
        cell.removeFromSuperview()
        cell.isSelected = false
        cell.isHighlighted = false
        cells.enqueue(cell, identifier: cell.reuseIdentifier)
    }

    /// Recycles every view on screen (before a reload or a new layout).
    func recycleEverything() {
        for (indexPath, cell) in visibleCellsByIndexPath { endDisplaying(cell, indexPath) }
        for (key, view) in visibleSupplementaryViews { endDisplaying(view, key) }
        visibleCellsByIndexPath.removeAll(keepingCapacity: true)
        visibleSupplementaryViews.removeAll(keepingCapacity: true)
        for (_, cell) in pendingCells { recycle(cell) }
        pendingCells.removeAll(keepingCapacity: true)
    }
}
