import Foundation
@_spi(Testing) import ReuseKitCore

extension WaterfallView {
    /// Verifies that placement, content size, visible cells and the pool agree: every cell starting
    /// above the bottom of the bounds is placed, each column's visible cells are exactly those
    /// intersecting the bounds and sit at their frames, and no cell is both visible and pooled.
    /// Call it after `layoutIfNeeded()`.
    ///
    /// Returns a description of the first violation, or `nil`.
    /// - Complexity: O(columns · log n + visible cells + pooled cells).
    @_spi(Testing)
    public func checkInvariants() -> String? {
        if let problem = layout.checkSummaryInvariants() { return problem }
        if contentSize.height != CGFloat(layout.contentHeight) {
            return "content height \(contentSize.height) but the layout measures \(layout.contentHeight)"
        }
        let top = Double(contentOffset.y)
        let bottom = top + Double(bounds.height)
        if !layout.isFullyPlaced && layout.frontier < bottom {
            return "cells are placed down to \(layout.frontier), above the bottom of the bounds \(bottom)"
        }
        if virtualizers.count != layout.columnCount || columnCells.count != layout.columnCount {
            return "\(virtualizers.count) virtualizers for \(layout.columnCount) columns"
        }
        var pooled = Set<ObjectIdentifier>()
        for cell in cells.pooledElements {
            pooled.insert(ObjectIdentifier(cell))
            if cell.superview != nil { return "a pooled cell is still in the view tree" }
        }
        var visibleCount = 0
        for column in 0..<layout.columnCount {
            let expected = layout.positions(inColumn: column, intersecting: top, bottom)
            if virtualizers[column].visible != expected {
                return "column \(column) shows positions \(virtualizers[column].visible), not \(expected)"
            }
            if columnCells[column].count != expected.count {
                return
                    "column \(column) has \(columnCells[column].count) cells for \(expected.count) positions"
            }
            for (offset, cell) in columnCells[column].enumerated() {
                let index = layout.item(at: expected.lowerBound + offset, inColumn: column)
                if let problem = check(cell, index: index, pooled: pooled) { return problem }
            }
            visibleCount += expected.count
        }
        let cellSubviews = subviews.filter { $0 is WaterfallViewCell }.count
        if cellSubviews != visibleCount {
            return "\(cellSubviews) cells in the view tree but \(visibleCount) visible"
        }
        return nil
    }

    private func check(_ cell: WaterfallViewCell, index: Int, pooled: Set<ObjectIdentifier>) -> String? {
        if cell.displayedIndex != index {
            return "cell of \(index) believes it shows \(String(describing: cell.displayedIndex))"
        }
        if pooled.contains(ObjectIdentifier(cell)) { return "cell \(index) is both visible and pooled" }
        if cell.superview !== self { return "cell \(index) is not a subview" }
        if cell.frame != frameOfCell(index) {
            return "cell \(index) is at \(cell.frame), not \(frameOfCell(index))"
        }
        if cell.isSelected != (index == indexForSelectedCell) { return "cell \(index) has a stale selection" }
        return nil
    }
}
