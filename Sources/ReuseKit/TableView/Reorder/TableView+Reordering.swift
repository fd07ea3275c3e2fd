import Foundation
import ReuseKitCore

extension TableView {
    /// Whether a row is being dragged to a new place.
    public var isReordering: Bool { reorderController.isReordering }

    /// Where the dragged row would drop now, if a row is being dragged.
    public var indexPathForReorderingRow: IndexPath? {
        reorderController.target.map(TableReorderController.indexPath)
    }

    /// Whether the cell of a row (layout index path) shows its handle.
    func showsReorderControl(at indexPath: IndexPath) -> Bool {
        guard isEditing, let dataSource else { return false }
        return dataSource.tableView(self, canMoveRowAt: dataSourceIndexPath(forLayout: indexPath))
    }

    /// The handle that drags a row in editing mode: two lines wide at the row's trailing edge,
    /// left of the section index strip when one shows, in content coordinates.
    public func reorderHandleRect(forRowAt indexPath: IndexPath) -> CGRect {
        let row = rectForRow(at: indexPath)
        let inset = min(row.width, sectionIndexInset)
        let width = min(row.width - inset, 2 * traitCollection.textSystem.lineHeight)
        return CGRect(x: row.maxX - inset - width, y: row.minY, width: width, height: row.height)
    }

    /// The width the section index strip covers at the rows' trailing edge (0 without one).
    var sectionIndexInset: CGFloat {
        sectionIndexView.titles.isEmpty ? 0 : min(bounds.width, sectionIndexView.preferredWidth)
    }

    /// Shows or hides a cell's handle for its row, left of the index strip; outside editing
    /// mode no handle shows and the strip's width is not measured.
    func configureReorderControl(of cell: TableViewCell, at indexPath: IndexPath) {
        cell.sectionIndexInset = isEditing ? sectionIndexInset : 0
        cell.showsReorderControl = showsReorderControl(at: indexPath)
    }

    /// A press at `point` (content coordinates) lifts the row there: in editing mode only on its
    /// handle, otherwise anywhere (the host calls this after a long press). Returns whether a
    /// row was lifted; the data source must allow it (``TableViewDataSource/tableView(_:canMoveRowAt:)``).
    @_spi(Hosting)
    @discardableResult
    public func beginReorder(at point: CGPoint) -> Bool {
        layoutIfNeeded()
        guard !reorderController.isReordering, let dataSource, let indexPath = indexPathForRow(at: point),
            dataSource.tableView(self, canMoveRowAt: indexPath)
        else { return false }
        if isEditing && !reorderHandleRect(forRowAt: indexPath).contains(point) { return false }
        // A lifted row is drawn alone under the pointer: nothing else is open or moving.
        closeSwipeActions(animated: false)
        finishRowAnimations()
        layoutIfNeeded()
        let frame = rectForRow(at: indexPath)
        return reorderController.lift(
            Self.position(indexPath), rowCounts: layout.rowCounts, grab: point.y - frame.minY,
            pointerY: point.y - contentOffset.y)
    }

    /// The pointer moved to `point` (content coordinates): the lifted row follows it and the
    /// others make room, animated, where the delegate lets it go.
    @_spi(Hosting)
    public func reorder(to point: CGPoint) {
        reorderController.movePointer(to: point)
    }

    /// The pointer lifted: the row drops where it is, the data source hears of the move (when
    /// the row moved) and the cell settles into its place. Returns whether it is animating
    /// (step the table meanwhile).
    @_spi(Hosting)
    @discardableResult
    public func endReorder() -> Bool {
        guard let drop = reorderController.end() else { return false }
        if let move = drop.move {
            dataSource?.tableView(
                self, moveRowAt: TableReorderController.indexPath(move.from),
                to: TableReorderController.indexPath(move.to))
        }
        if let settle = drop.settle, let cell = visibleCell(atFlat: settle.flat), View.areAnimationsEnabled {
            rowAnimator.settle(cell, from: settle.frame)
        }
        return isAnimatingRows
    }

    /// The drag was abandoned (Escape, or an update arrived): the row goes back, animated, and
    /// the data source hears nothing.
    @_spi(Hosting)
    public func cancelReorder() {
        reorderController.cancel()
    }

    /// Moves the keyboard-focused row (the selected row when none has the focus) by `delta`
    /// places, across sections and into empty ones, as the keyboard's reordering: the delegate
    /// may redirect it, the data source hears of the move, and the row slides there with the
    /// focus on it, in view; a selected row stays selected. Returns whether it moved.
    @discardableResult
    public func moveFocusedRow(by delta: Int) -> Bool {
        loadIfNeeded()
        guard !reorderController.isReordering, delta != 0, let dataSource,
            let source = focusedRow ?? indexPathForSelectedRow,
            dataSource.tableView(self, canMoveRowAt: source),
            source.count == 2,
            let rows = ListReorder(lifting: Self.position(source), rowCounts: layout.rowCounts)
        else { return false }
        let proposal = TableReorderController.indexPath(rows.place(delta, from: rows.source))
        guard proposal != source else { return false }
        var destination =
            tableDelegate?.tableView(
                self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposal)
            ?? proposal
        if destination.count != 2 || !rows.isPlace(Self.position(destination)) { destination = proposal }
        guard destination != source else { return false }
        dataSource.tableView(self, moveRowAt: source, to: destination)
        do {
            try moveRow(at: source, to: destination)
        } catch {
            // The data source's counts disagree with the move it was told of: believe them.
            reloadData()
            return true
        }
        // The focus follows the row it was on; a selected row moved without it takes it, so the
        // next key moves the same row.
        focusRow(at: destination)
        return true
    }

    // MARK: The drag's view of the table

    /// Where the data source has the row the layout shows at `indexPath` while a row is lifted.
    ///
    /// - Complexity: O(1).
    func dataSourceIndexPath(forLayout indexPath: IndexPath) -> IndexPath {
        guard reorderController.isReordering, indexPath.count == 2 else { return indexPath }
        return TableReorderController.indexPath(
            reorderController.dataSourcePosition(forLayout: Self.position(indexPath)))
    }

    /// Whether the content scrolls on each step because the lifted row is near an edge.
    var isAutoscrolling: Bool { reorderController.isAutoscrolling }

    func visibleCell(atFlat flat: Int) -> TableViewCell? {
        guard virtualizer.visible.contains(flat), flat - virtualizer.visible.lowerBound < visibleViews.count
        else { return nil }
        return visibleViews[flat - virtualizer.visible.lowerBound] as? TableViewCell
    }
}

extension TableView: TableReorderHost {
    func destinationForMove(from source: IndexPath, proposed proposal: IndexPath) -> IndexPath? {
        tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposal)
    }

    func applyLiftedRowMove(_ plan: ListUpdatePlan) {
        apply(plan, animations: View.areAnimationsEnabled ? UpdateAnimations() : nil, anchored: false)
    }

    func autoscroll(by delta: CGFloat) {
        contentOffset.y = clampedOffsetY(contentOffset.y + delta)
    }

    func carryAbove(_ cell: TableViewCell) {
        addSubview(cell)
    }

    func putBack(_ cell: TableViewCell) {
        if cell.superview === self { insertSubview(cell, at: 0) }
    }

    func stopAnimating(_ view: View) {
        rowAnimator.stopAnimating(view)
    }

    func isAnimating(_ view: View) -> Bool {
        rowAnimator.isAnimating(view)
    }
}
