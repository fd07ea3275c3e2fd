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
    ///
    /// Without animation the view is on the cell when this returns, however many cells must be
    /// placed first (apps read the visible cells right after, as in UIKit). Animated, when more
    /// than ``placementSliceLimit`` cells must be placed first, they are placed that many per
    /// layout pass while the view glides down the cells placed so far (the content below
    /// stands at its estimate), and the view lands on the cell once it is placed; a drag or a
    /// reload cancels the jump.
    ///
    /// - Complexity: O(log columns) per cell placed on the way.
    public func scrollToCell(at index: Int, animated: Bool) {
        loadIfNeeded()
        precondition(index >= 0 && index < layout.itemCount, "scrollToCell(at:): no cell \(index)")
        pendingJump = nil
        if animated && index - layout.placedCount >= placementSliceLimit {
            // The next layout pass places the first slice: one slice per pass, this one included.
            pendingJump = (index, animated)
            setNeedsLayout()
            return
        }
        land(on: index, animated: animated)
    }

    /// Places the next slice of a pending jump, then glides to the bottom of what is placed, or
    /// lands on the target once it is placed.
    func continuePendingJump() {
        guard let jump = pendingJump else { return }
        if isDragging {
            pendingJump = nil
            return
        }
        let placed = place(upTo: jump.index, limit: placementSliceLimit)
        updateContentSize()
        let chase = clampedOffsetY(CGFloat(layout.frontier) - bounds.height)
        // Cells of no height do not move the frontier: nothing would draw the next frame.
        if placed || chase <= contentOffset.y {
            pendingJump = nil
            land(on: jump.index, animated: jump.animated)
            return
        }
        setContentOffset(CGPoint(x: contentOffset.x, y: chase), animated: true)
    }

    /// Puts the cell at `index` at the top, placing what is left on the way.
    private func land(on index: Int, animated: Bool) {
        let frame = rectForCell(at: index)
        place(through: Double(frame.minY + bounds.height))
        updateContentSize()
        let target = clampedOffsetY(frame.minY - layout.margins.top)
        setContentOffset(CGPoint(x: contentOffset.x, y: target), animated: animated)
    }
}
