import Foundation

extension TableView {
    /// Where the cell of a row should sit when scrolled to.
    public enum ScrollPosition: Sendable {
        /// Only as far as needed to show the whole row.
        case none
        /// The row at the top of the visible area.
        case top
        /// The row in the middle of the visible area.
        case middle
        /// The row at the bottom of the visible area.
        case bottom
    }

    /// The visible cells, top to bottom: exactly the rows whose frames intersect the bounds.
    public var visibleCells: [TableViewCell] {
        layoutIfNeeded()
        return visibleViews.compactMap { $0 as? TableViewCell }
    }

    /// The index paths of the visible rows, top to bottom; `nil` when no row is visible, as
    /// UIKit's.
    ///
    /// - Complexity: O(k) for k visible items.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let paths = visibleRowIndexPaths
        return paths.isEmpty ? nil : paths
    }

    /// The index paths of the visible rows, top to bottom.
    var visibleRowIndexPaths: [IndexPath] {
        layoutIfNeeded()
        var paths: [IndexPath] = []
        paths.reserveCapacity(virtualizer.visible.count)
        for flat in virtualizer.visible {
            if case .row(let section, let row) = layout.item(at: flat) {
                paths.append(IndexPath(row: row, section: section))
            }
        }
        return paths
    }

    /// The cell showing a row, or `nil` when the row is not visible.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        layoutIfNeeded()
        guard let flat = flatIndexIfValid(indexPath), virtualizer.visible.contains(flat) else { return nil }
        return visibleViews[flat - virtualizer.visible.lowerBound] as? TableViewCell
    }

    /// The row a visible cell shows, or `nil` when the cell is not visible.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        guard let offset = visibleViews.firstIndex(where: { $0 === cell }) else { return nil }
        guard case .row(let section, let row) = layout.item(at: virtualizer.visible.lowerBound + offset)
        else {
            return nil
        }
        return IndexPath(row: row, section: section)
    }

    /// The real frame of a row in content coordinates. A row never measured is measured first;
    /// when it lies above the viewport, the content offset moves by the difference so the rows
    /// on screen stay put.
    ///
    /// - Complexity: O(log n).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        guard let flat = flatIndexIfValid(indexPath) else {
            preconditionFailure("rectForRow(at:): no row \(indexPath.row) in section \(indexPath.section)")
        }
        measureIfNeeded(flat)
        return frameOfItem(flat)
    }

    /// The frame of a section's header.
    public func rectForHeader(inSection section: Int) -> CGRect {
        loadIfNeeded()
        return frameOfItem(layout.flatIndex(ofHeader: section))
    }

    /// The frame of a section's footer.
    public func rectForFooter(inSection section: Int) -> CGRect {
        loadIfNeeded()
        return frameOfItem(layout.flatIndex(ofFooter: section))
    }

    /// The frame of a whole section, header to footer.
    public func rect(forSection section: Int) -> CGRect {
        loadIfNeeded()
        let span = layout.span(ofSection: section)
        return CGRect(x: 0, y: CGFloat(span.origin), width: bounds.width, height: CGFloat(span.height))
    }

    /// The row whose frame contains `point` (in content coordinates), or `nil`.
    ///
    /// - Complexity: O(log n).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        let y = Double(point.y)
        let range = layout.items(intersecting: y, y.nextUp)
        for flat in range {
            if case .row(let section, let row) = layout.item(at: flat), layout.span(ofItemAt: flat).height > 0
            {
                return IndexPath(row: row, section: section)
            }
        }
        return nil
    }

    /// The rows whose frames intersect `rect`, top to bottom; `nil` when none does, as UIKit's.
    ///
    /// - Complexity: O(log n + k) for k items in `rect`.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadIfNeeded()
        var paths: [IndexPath] = []
        for flat in layout.items(intersecting: Double(rect.minY), Double(rect.maxY)) {
            if case .row(let section, let row) = layout.item(at: flat) {
                paths.append(IndexPath(row: row, section: section))
            }
        }
        return paths.isEmpty ? nil : paths
    }

    func flatIndexIfValid(_ indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2 else { return nil }
        // One read of the layout: each read of a struct held by the view copies it.
        let layout = self.layout
        let section = indexPath[0]
        let row = indexPath[1]
        guard section >= 0, section < layout.numberOfSections, row >= 0,
            row < layout.numberOfRows(inSection: section)
        else { return nil }
        return layout.flatIndex(ofRow: row, inSection: section)
    }

    /// Measures an unmeasured row outside a layout pass, keeping the screen still.
    func measureIfNeeded(_ flat: Int) {
        guard isUnmeasuredRow(flat) else { return }
        beginDeferringDidScroll()
        defer { endDeferringDidScroll() }
        let before = layout.span(ofItemAt: flat).height
        measureRow(flat)
        if let cell = pendingCells.removeValue(forKey: flat), !virtualizer.visible.contains(flat) {
            recycle(cell)
        }
        let delta = layout.span(ofItemAt: flat).height - before
        layoutState.version += 1
        if flat < virtualizer.visible.lowerBound { shiftContentOffset(by: CGFloat(delta)) }
        updateContentSize()
    }

    /// Scrolls so that a row sits at `position`, landing exactly in one call: rows that will be
    /// in view are measured before the offset is chosen.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard let flat = flatIndexIfValid(indexPath) else {
            preconditionFailure(
                "scrollToRow(at:at:animated:): no row \(indexPath.row) in section \(indexPath.section)")
        }
        beginDeferringDidScroll()
        defer { endDeferringDidScroll() }
        var target = contentOffset.y
        for _ in 0..<64 {
            measureIfNeeded(flat)
            target = clampedOffsetY(targetOffset(for: frameOfItem(flat), position))
            let range = layout.items(intersecting: Double(target), Double(target + bounds.height))
            let unmeasured = range.filter { isUnmeasuredRow($0) }
            if unmeasured.isEmpty { break }
            for row in unmeasured { measureIfNeeded(row) }
        }
        setContentOffset(CGPoint(x: contentOffset.x, y: target), animated: animated)
        layoutState.animatedRowJump = scrollAnimationTargetY.map { (indexPath, position, $0) }
    }

    /// Keeps an animated jump's end on its row while rows on the way are measured in view and
    /// move it; forgets the jump once it ends, or once another scroll or a drag took over (the
    /// animation no longer ends where the jump aimed).
    func followAnimatedRowJump() {
        guard let jump = layoutState.animatedRowJump else { return }
        guard scrollAnimationTargetY == jump.aimedY, let flat = flatIndexIfValid(jump.indexPath) else {
            layoutState.animatedRowJump = nil
            return
        }
        let y = clampedOffsetY(targetOffset(for: frameOfItem(flat), jump.position))
        layoutState.animatedRowJump?.aimedY = retargetScrollAnimation(toY: y) ?? y
    }

    private func targetOffset(for frame: CGRect, _ position: ScrollPosition) -> CGFloat {
        let visibleHeight = bounds.height - contentInset.top - contentInset.bottom
        switch position {
        case .top:
            return frame.minY - contentInset.top
        case .middle:
            return frame.midY - visibleHeight / 2 - contentInset.top
        case .bottom:
            return frame.maxY - visibleHeight - contentInset.top
        case .none:
            let top = contentOffset.y + contentInset.top
            if frame.minY < top { return frame.minY - contentInset.top }
            if frame.maxY > top + visibleHeight { return frame.maxY - visibleHeight - contentInset.top }
            return contentOffset.y
        }
    }
}
