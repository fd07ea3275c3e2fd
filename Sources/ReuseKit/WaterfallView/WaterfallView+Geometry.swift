import Foundation

extension WaterfallView {
    /// The visible cells in index order: exactly the cells whose frames intersect the bounds.
    ///
    /// - Complexity: O(k log k) for k visible cells.
    public var visibleCells: [WaterfallViewCell] {
        layoutIfNeeded()
        return columnCells.joined().sorted { ($0.displayedIndex ?? 0) < ($1.displayedIndex ?? 0) }
    }

    /// The indexes of the visible cells, ascending.
    ///
    /// - Complexity: O(k log k) for k visible cells.
    public var indexesForVisibleCells: [Int] {
        layoutIfNeeded()
        return columnCells.joined().compactMap(\.displayedIndex).sorted()
    }

    /// The cell showing `index`, or `nil` when it is not visible.
    ///
    /// - Complexity: O(log n).
    public func cell(at index: Int) -> WaterfallViewCell? {
        layoutIfNeeded()
        guard index >= 0, index < layout.placedCount else { return nil }
        let column = layout.column(ofItemAt: index)
        let visible = virtualizers[column].visible
        let position = layout.position(ofItemAt: index)
        return visible.contains(position) ? columnCells[column][position - visible.lowerBound] : nil
    }

    /// The index a visible cell shows, or `nil` when the cell is not visible.
    ///
    /// - Complexity: O(1).
    public func index(for cell: WaterfallViewCell) -> Int? {
        cell.superview === self ? cell.displayedIndex : nil
    }

    /// The frame of the cell at `index` in content coordinates; cells not placed yet are placed
    /// first (asking their heights), which moves nothing already placed.
    ///
    /// - Complexity: O(1) for a placed cell; O(columns) per cell placed on the way.
    public func rectForCell(at index: Int) -> CGRect {
        loadIfNeeded()
        precondition(index >= 0 && index < layout.itemCount, "rectForCell(at:): no cell \(index)")
        if index >= layout.placedCount {
            place(upTo: index)
            updateContentSize()
        }
        return frameOfCell(index)
    }

    /// The cell whose frame contains `point` (in content coordinates), or `nil`.
    ///
    /// - Complexity: O(log n) once the point's row is placed.
    public func indexForCell(at point: CGPoint) -> Int? {
        loadIfNeeded()
        place(through: Double(point.y).nextUp)
        updateContentSize()
        return layout.item(atX: Double(point.x), y: Double(point.y))
    }

    /// Scrolls so that the cell at `index` is at the top of the view (or as near as the content
    /// allows), placing the cells on the way.
    public func scrollToCell(at index: Int, animated: Bool) {
        let frame = rectForCell(at: index)
        place(through: Double(frame.minY + bounds.height))
        updateContentSize()
        let target = clampedOffsetY(frame.minY - layout.margins.top)
        setContentOffset(CGPoint(x: contentOffset.x, y: target), animated: animated)
    }
}
