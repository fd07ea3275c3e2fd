import Foundation
import ReuseKitCore

extension TableView {
    /// One layout pass: measure what came into view, then recycle the views that left and
    /// create the ones that entered.
    ///
    /// - Complexity: O(log n + rows entering or leaving) when nothing needs measuring.
    func layoutRows() {
        guard !layoutState.isApplying else { return }
        loadIfNeeded()
        if bounds.width != layoutState.loadedWidth
            || traitCollection.displayCellSize.height != layoutState.loadedGridStep
        {
            reloadKeepingPosition()
        }
        // A view that changed height (a window resized, a keyboard shown) keeps its end.
        keepEndIfFollowing()
        layoutState.isApplying = true
        defer { layoutState.isApplying = false }
        settleOffset()
        followAnimatedRowJump()
        let top = Double(contentOffset.y)
        let bottom = top + Double(bounds.height)
        virtualizer.noteOffset(top)
        let visible = layout.items(intersecting: top, bottom)
        let prefetch =
            prefetchDataSource == nil
            ? visible.upperBound..<visible.upperBound
            : layout.prefetchRange(
                visible: visible, top: top, bottom: bottom, direction: virtualizer.direction,
                distance: Double(prefetchDistance * bounds.height))
        let old = virtualizer.visible
        let floating = floatingItems()
        detachFloatingViews(floating, from: old, keeping: visible)
        let change = virtualizer.update(visible: visible, prefetch: prefetch)
        swapVisibleViews(from: old, to: visible, change: change)
        placeFloatingViews(floating, visible: visible)
        layoutState.visibleRowsMeasured = true
        for (flat, cell) in pendingCells {
            if cell.superview === self { recycle(cell, flat: flat) } else { recycle(cell) }
        }
        pendingCells.removeAll(keepingCapacity: true)
        reportPrefetch(change)
    }

    private func swapVisibleViews(from old: Range<Int>, to visible: Range<Int>, change: Virtualizer.Change) {
        change.leaving.forEach { flat in
            if let view = visibleViews[flat - old.lowerBound] { recycle(view, flat: flat) }
        }
        let kept = old.clamped(to: visible)
        if kept.isEmpty {
            visibleViews.removeAll(keepingCapacity: true)
        } else {
            visibleViews.removeLast(old.upperBound - kept.upperBound)
            visibleViews.removeFirst(kept.lowerBound - old.lowerBound)
        }
        if layoutState.version != layoutState.placedVersion {
            for (offset, view) in visibleViews.enumerated() {
                if let view { view.frame = frameOfItem(kept.lowerBound + offset) }
            }
            layoutState.placedVersion = layoutState.version
        }
        if kept.isEmpty {
            for flat in visible { visibleViews.append(makeView(flat)) }
        } else {
            for flat in (visible.lowerBound..<kept.lowerBound).reversed() {
                visibleViews.insert(makeView(flat), at: 0)
            }
            for flat in kept.upperBound..<visible.upperBound { visibleViews.append(makeView(flat)) }
        }
    }

    /// The frame of an item in the table's content coordinates.
    func frameOfItem(_ flat: Int) -> CGRect {
        let span = layout.span(ofItemAt: flat)
        return CGRect(x: 0, y: CGFloat(span.origin), width: bounds.width, height: CGFloat(span.height))
    }

    /// The view of an item coming into view: a cell from the data source for a row, the
    /// delegate's view (or a title view) for a header or footer.
    func makeView(_ flat: Int) -> View? {
        let frame = frameOfItem(flat)
        switch layout.item(at: flat) {
        case .row(let section, let row):
            let indexPath = IndexPath(row: row, section: section)
            let cell = pendingCells.removeValue(forKey: flat) ?? askCell(indexPath)
            cell.frame = frame
            cell.isSelected = selection.selected.contains(indexPath)
            cell.isFocused = indexPath == focusedRow
            configureReorderControl(of: cell, at: indexPath)
            // A cell that stayed on screen through an update is not displayed anew.
            if cell.superview !== self {
                insertSubview(cell, at: 0)
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }
            return cell
        case .header, .footer:
            guard frame.height > 0 else { return nil }
            if let view = adoptFloatingView(at: flat) { return place(view, frame) }
            return place(makeHeaderFooterView(layout.item(at: flat)), frame)
        }
    }

    /// A new view for a header or footer, asked of the delegate (or a title view), told to the
    /// delegate as displayed; `nil` when the section has none.
    func makeHeaderFooterView(_ item: ListItem) -> View? {
        guard let view = askHeaderFooterView(item) else { return nil }
        addSubview(view)
        willDisplay(headerFooter: view, item)
        return view
    }

    /// The view the delegate gives for a header or footer, else the section title's view.
    func askHeaderFooterView(_ item: ListItem) -> View? {
        switch item {
        case .header(let section):
            tableDelegate.map { $0.tableView(self, viewForHeaderInSection: section) }
                ?? defaultHeaderFooterView(
                    title: dataSource?.tableView(self, titleForHeaderInSection: section))
        case .footer(let section):
            tableDelegate.map { $0.tableView(self, viewForFooterInSection: section) }
                ?? defaultHeaderFooterView(
                    title: dataSource?.tableView(self, titleForFooterInSection: section))
        case .row:
            preconditionFailure("a row has a cell, not a header or footer view")
        }
    }

    private func place(_ view: View?, _ frame: CGRect) -> View? {
        guard let view else { return nil }
        view.frame = frame
        addSubview(view)
        return view
    }

    func askCell(_ indexPath: IndexPath) -> TableViewCell {
        guard let dataSource else {
            preconditionFailure("a table view with rows needs a data source")
        }
        return dataSource.tableView(self, cellForRowAt: dataSourceIndexPath(forLayout: indexPath))
    }

    /// Takes a view out of the table: a cell tells the delegate and goes back to its pool.
    func recycle(_ view: View, flat: Int) {
        if let cell = view as? TableViewCell, case .row(let section, let row) = layout.item(at: flat) {
            tableDelegate?.tableView(
                self, didEndDisplaying: cell, forRowAt: IndexPath(row: row, section: section))
        }
        recycle(view)
    }

    /// Removes a view and pools it when it has a reuse identifier.
    func recycle(_ view: View) {
        forgetTransientState(of: view)
        view.removeFromSuperview()
        didEndDisplaying(headerFooter: view)
        if let cell = view as? TableViewCell {
            cell.isSelected = false
            cell.showsReorderControl = false
            cells.enqueue(cell, identifier: cell.reuseIdentifier)
        } else if let header = view as? TableViewHeaderFooterView {
            headerFooterViews.enqueue(header, identifier: header.reuseIdentifier)
        }
    }

    /// Recycles every visible view (before a reload).
    func enqueueAllVisible() {
        let visible = virtualizer.visible
        for (offset, view) in visibleViews.enumerated() {
            if let view { recycle(view, flat: visible.lowerBound + offset) }
        }
        visibleViews.removeAll(keepingCapacity: true)
        virtualizer.reset()
        recycleFloatingViews()
    }
}

/// A table settles its offset through the list base: it measures the rows in view (with
/// estimated heights) and clamps its offset along y.
extension TableView: OffsetSettlingList {
    func fitContentInView() {
        if layoutState.usesEstimates { measureRowsInView() }
        updateContentSize()
    }

    var nearestRestingOffset: CGPoint { CGPoint(x: contentOffset.x, y: clampedOffsetY(contentOffset.y)) }
}
