import Foundation
import ReuseKitCore

extension WaterfallView {
    /// One layout pass: place cells as far as the viewport (and prefetch range) reach, then, per
    /// column, recycle the cells that left and create the ones that entered.
    ///
    /// - Complexity: O(columns · log n + cells entering or leaving) once the viewport is placed.
    func layoutCells() {
        guard !isApplyingLayout else { return }
        loadIfNeeded()
        // Heights recorded in another host's grid are asked again in this one's.
        if traitCollection.displayCellSize.height != loadedGridStep {
            reloadData()
        } else if bounds.width != loadedWidth {
            relayoutForWidth()
        }
        isApplyingLayout = true
        defer { isApplyingLayout = false }
        settleOffset()
        let top = Double(contentOffset.y)
        let bottom = top + Double(bounds.height)
        let distance = prefetchDataSource == nil ? 0 : Double(prefetchDistance * bounds.height)
        pendingChanges.removeAll(keepingCapacity: true)
        // Every column recycles before any creates, so a cell leaving one column can fill another.
        for column in 0..<layout.columnCount {
            virtualizers[column].noteOffset(top)
            let (visible, prefetch) = layout.positions(
                inColumn: column, intersecting: top, bottom, prefetching: distance,
                forward: virtualizers[column].direction != .backward)
            let old = virtualizers[column].visible
            let change = virtualizers[column].update(visible: visible, prefetch: prefetch)
            recycleLeaving(column, old: old, visible: visible, change: change)
            pendingChanges.append(change)
        }
        for column in 0..<layout.columnCount {
            createEntering(column, change: pendingChanges[column])
        }
        reportPrefetch()
        if pendingJump != nil {
            isApplyingLayout = false
            let offset = contentOffset
            continuePendingJump()
            // A landing moves the offset at once: show the target's cells in this same pass.
            if contentOffset != offset { layoutCells() }
        }
    }

    /// Places cells down to the bottom of the viewport plus the prefetch distance.
    func placeThroughViewport() {
        let lookahead = prefetchDataSource == nil ? 0 : prefetchDistance * bounds.height
        let bottom = Double(contentOffset.y + bounds.height + max(0, lookahead))
        place(through: bottom)
        updateContentSize()
    }

    private func recycleLeaving(
        _ column: Int, old: Range<Int>, visible: Range<Int>, change: Virtualizer.Change
    ) {
        change.leaving.forEach { position in recycle(columnCells[column][position - old.lowerBound]) }
        let kept = old.clamped(to: visible)
        if kept.isEmpty {
            columnCells[column].removeAll(keepingCapacity: true)
        } else {
            columnCells[column].removeLast(old.upperBound - kept.upperBound)
            columnCells[column].removeFirst(kept.lowerBound - old.lowerBound)
        }
    }

    private func createEntering(_ column: Int, change: Virtualizer.Change) {
        // Asked once a column, not once a cell: only the pass after an update finds kept cells.
        let updated = !survivingCells.isEmpty
        for position in change.entering.lower.reversed() {
            columnCells[column].insert(cell(at: position, inColumn: column, updated: updated), at: 0)
        }
        for position in change.entering.upper {
            columnCells[column].append(cell(at: position, inColumn: column, updated: updated))
        }
    }

    /// The cell for the item at a position in a column, its item and frame asked of the layout
    /// at once: one an update kept, shown again unasked (only when `updated`), else a new one.
    private func cell(at position: Int, inColumn column: Int, updated: Bool) -> WaterfallViewCell {
        let placed = layout.placedItem(at: position, inColumn: column)
        let frame = Self.rect(placed.frame)
        if updated, let cell = survivingCells.removeValue(forKey: placed.item) {
            cell.frame = frame
            return cell
        }
        return makeCell(placed.item, frame: frame)
    }

    private func makeCell(_ index: Int, frame: CGRect) -> WaterfallViewCell {
        guard let dataSource else { preconditionFailure("a waterfall view with cells needs a data source") }
        let cell = dataSource.waterfallView(self, cellAt: index)
        cell.frame = frame
        cell.isSelected = index == indexForSelectedCell
        cell.isFocused = index == focus.focused?.item
        cell.displayedIndex = index
        insertSubview(cell, at: 0)
        waterfallDelegate?.waterfallView(self, willDisplay: cell, at: index)
        return cell
    }

    /// The frame of a placed cell in content coordinates.
    func frameOfCell(_ index: Int) -> CGRect { Self.rect(layout.frame(ofItemAt: index)) }

    private static func rect(_ frame: MasonryFrame) -> CGRect {
        CGRect(
            x: CGFloat(frame.x), y: CGFloat(frame.y), width: CGFloat(frame.width),
            height: CGFloat(frame.height))
    }

    /// Takes a cell out of the view, tells the delegate and pools it.
    func recycle(_ cell: WaterfallViewCell) {
        if let index = cell.displayedIndex {
            waterfallDelegate?.waterfallView(self, didEndDisplaying: cell, at: index)
        }
        cell.displayedIndex = nil
        cell.isSelected = false
        cell.isFocused = false
        cell.removeFromSuperview()
        cells.enqueue(cell, identifier: cell.reuseIdentifier)
    }

    /// Recycles every visible cell (before a reload or relayout).
    func enqueueAllVisible() {
        for column in columnCells.indices {
            for cell in columnCells[column] { recycle(cell) }
            columnCells[column].removeAll(keepingCapacity: true)
        }
        for column in virtualizers.indices { virtualizers[column].reset() }
    }
}

/// A waterfall settles its offset through the list base: it places the cells down to the
/// viewport's bottom (and the prefetch distance) and clamps its offset along y.
extension WaterfallView: OffsetSettlingList {
    func fitContentInView() { placeThroughViewport() }

    var nearestRestingOffset: CGPoint { CGPoint(x: contentOffset.x, y: clampedOffsetY(contentOffset.y)) }
}
