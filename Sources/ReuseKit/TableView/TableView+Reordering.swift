import Foundation
import ReuseKitCore

extension TableView {
    /// A row lifted by a drag. The layout moves the row as the others make room; the data
    /// source hears of the move only on the drop, so until then the two differ by this one move.
    struct ReorderState {
        /// The row's index path in the data source.
        let source: IndexPath
        /// The row's index path in the layout: where it would drop now.
        var target: IndexPath
        /// The proposal last put to the delegate, so it is asked once per change.
        var proposal: IndexPath
        /// The pointer's distance below the lifted row's top.
        let grab: CGFloat
        /// The pointer's y in the viewport, so autoscrolling carries the row with the finger.
        var pointerY: CGFloat
        /// The cell drawn under the pointer (none while the row is out of view).
        weak var cell: TableViewCell?
        /// The clock's time of the last autoscroll step.
        var lastStep: Double
    }

    /// How fast the content scrolls while a lifted row is within a line of an edge.
    static let autoscrollLinesPerSecond: CGFloat = 15

    /// Whether a row is being dragged to a new place.
    public var isReordering: Bool { reorder != nil }

    /// Where the dragged row would drop now, if a row is being dragged.
    public var indexPathForReorderingRow: IndexPath? { reorder?.target }

    /// Enters or leaves editing mode, in which a row is dragged by its handle; a row showing
    /// its swipe actions closes, animated or not.
    public func setEditing(_ editing: Bool, animated: Bool) {
        if editing && indexPathForRowShowingSwipeActions != nil { closeSwipeActions(animated: animated) }
        isEditing = editing
    }

    /// Shows or hides the visible cells' handles; leaving editing mode drops a dragged row.
    func editingDidChange() {
        if isEditing && swipe.offset != 0 && swipe.animation == nil { closeSwipeActions(animated: false) }
        if !isEditing && reorder != nil { endReorder() }
        for indexPath in visibleRowIndexPaths {
            if let cell = cellForRow(at: indexPath) { configureReorderControl(of: cell, at: indexPath) }
        }
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
        guard reorder == nil, let dataSource, let indexPath = indexPathForRow(at: point),
            dataSource.tableView(self, canMoveRowAt: indexPath)
        else { return false }
        if isEditing && !reorderHandleRect(forRowAt: indexPath).contains(point) { return false }
        closeSwipeActions(animated: false)
        finishRowAnimations()
        layoutIfNeeded()
        let frame = rectForRow(at: indexPath)
        reorder = ReorderState(
            source: indexPath, target: indexPath, proposal: indexPath, grab: point.y - frame.minY,
            pointerY: point.y - contentOffset.y, cell: nil, lastStep: clock.now)
        liftCell()
        return true
    }

    /// The pointer moved to `point` (content coordinates): the lifted row follows it and the
    /// others make room, animated, where the delegate lets it go.
    @_spi(Hosting)
    public func reorder(to point: CGPoint) {
        guard reorder != nil else { return }
        let wasAutoscrolling = isAutoscrolling
        reorder?.pointerY = point.y - contentOffset.y
        // Autoscrolling starts now, not from the last time it ran.
        if !wasAutoscrolling { reorder?.lastStep = clock.now }
        followPointer()
    }

    /// The pointer lifted: the row drops where it is, the data source hears of the move (when
    /// the row moved) and the cell settles into its place. Returns whether it is animating
    /// (step the table meanwhile).
    @_spi(Hosting)
    @discardableResult
    public func endReorder() -> Bool {
        guard let state = reorder else { return false }
        layoutIfNeeded()
        let flat = flatIndexIfValid(state.target)
        let lifted = flat.map { liftedFrame(height: frameOfItem($0).height) }
        dropReorder()
        if state.target != state.source {
            dataSource?.tableView(self, moveRowAt: state.source, to: state.target)
        }
        if let flat, let lifted, let cell = visibleCell(atFlat: flat), View.areAnimationsEnabled {
            let id = ObjectIdentifier(cell)
            let time = clock.now
            animation.transitions.animate(
                id,
                from: Self.presentation(
                    showing: Shown(frame: lifted, alpha: 1), shiftedBy: 0, at: cell.frame),
                to: .identity, at: time)
            if animation.transitions.contains(id) { animation.views[id] = cell }
            applyPresentations(at: time)
        }
        return isAnimatingRows
    }

    /// The drag was abandoned (Escape, or an update arrived): the row goes back, animated, and
    /// the data source hears nothing.
    @_spi(Hosting)
    public func cancelReorder() {
        guard let state = reorder else { return }
        if state.target != state.source { moveLiftedRow(to: state.source) }
        dropReorder()
    }

    /// Moves the keyboard-focused row (the selected row when none has the focus) by `delta`
    /// places, across sections and into empty ones, as the keyboard's reordering: the delegate
    /// may redirect it, the data source hears of the move, and the row slides there with the
    /// focus on it, in view; a selected row stays selected. Returns whether it moved.
    @discardableResult
    public func moveFocusedRow(by delta: Int) -> Bool {
        loadIfNeeded()
        guard reorder == nil, delta != 0, let dataSource, let source = focusedRow ?? indexPathForSelectedRow,
            dataSource.tableView(self, canMoveRowAt: source)
        else { return false }
        var proposal = source
        for _ in 0..<delta.magnitude {
            guard let next = neighbour(of: proposal, lifted: source, down: delta > 0) else { break }
            proposal = next
        }
        guard proposal != source else { return false }
        var destination =
            tableDelegate?.tableView(
                self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposal)
            ?? proposal
        if !isValidDestination(destination, lifted: source) { destination = proposal }
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

    // MARK: Following the pointer

    /// Where the data source has the row the layout shows at `indexPath` while a row is lifted.
    ///
    /// - Complexity: O(1).
    func dataSourceIndexPath(forLayout indexPath: IndexPath) -> IndexPath {
        guard let state = reorder, state.source != state.target, indexPath.count == 2 else {
            return indexPath
        }
        if indexPath == state.target { return state.source }
        var row = indexPath.row
        if indexPath.section == state.target.section && row > state.target.row { row -= 1 }
        if indexPath.section == state.source.section && row >= state.source.row { row += 1 }
        return IndexPath(row: row, section: indexPath.section)
    }

    /// Whether the content scrolls on each step because the lifted row is near an edge.
    var isAutoscrolling: Bool { autoscrollDirection != 0 }

    /// -1 while the lifted row is within a line of the top (and the content can scroll up), 1
    /// near the bottom, else 0.
    private var autoscrollDirection: CGFloat {
        guard let state = reorder, let flat = flatIndexIfValid(state.target) else { return 0 }
        let line = traitCollection.textSystem.lineHeight
        let top = state.pointerY - state.grab
        if top < line && contentOffset.y > minimumContentOffsetY { return -1 }
        if top + frameOfItem(flat).height > bounds.height - line && contentOffset.y < maximumContentOffsetY {
            return 1
        }
        return 0
    }

    /// One frame of autoscrolling; returns whether it goes on.
    func stepReorder() -> Bool {
        guard reorder != nil else { return false }
        let now = clock.now
        let elapsed = min(max(0, now - (reorder?.lastStep ?? now)), 0.1)
        reorder?.lastStep = now
        let direction = autoscrollDirection
        guard direction != 0 else { return false }
        let speed = Self.autoscrollLinesPerSecond * traitCollection.textSystem.lineHeight
        contentOffset.y = clampedOffsetY(contentOffset.y + direction * speed * CGFloat(elapsed))
        followPointer()
        return isAutoscrolling
    }

    /// Moves the lifted row where the pointer proposes (as the delegate lets it), then draws it
    /// under the pointer.
    private func followPointer() {
        layoutIfNeeded()
        guard let state = reorder, let flat = flatIndexIfValid(state.target) else { return }
        let height = frameOfItem(flat).height
        let proposal = proposedIndexPath(top: liftedFrame(height: height).minY, lifted: flat, height: height)
        if proposal != state.proposal {
            reorder?.proposal = proposal
            var destination =
                tableDelegate?.tableView(
                    self, targetIndexPathForMoveFromRowAt: state.source, toProposedIndexPath: proposal)
                ?? proposal
            if !isValidDestination(destination, lifted: state.target) { destination = proposal }
            if destination != state.target { moveLiftedRow(to: destination) }
        }
        liftCell()
    }

    /// The place nearest to where the lifted row's top is, among the places it can drop,
    /// measured in the layout without the row.
    ///
    /// - Complexity: O(log n).
    private func proposedIndexPath(top: CGFloat, lifted flat: Int, height: CGFloat) -> IndexPath {
        let liftedTop = layout.span(ofItemAt: flat).origin
        let y = Double(top)
        let shift = Double(height)
        let probe = y < liftedTop ? y : y + shift
        guard let target = reorder?.target else { return IndexPath(row: 0, section: 0) }
        for item in layout.items(intersecting: probe, probe.nextUp) where item != flat {
            let span = layout.span(ofItemAt: item)
            guard span.height > 0 else { continue }
            let middle = span.origin + span.height / 2 - (item > flat ? shift : 0)
            let before = y < middle
            switch layout.item(at: item) {
            case .row(let section, let row):
                let place = section == target.section && row > target.row ? row - 1 : row
                return IndexPath(row: before ? place : place + 1, section: section)
            case .header(let section):
                if before && section > 0 {
                    return IndexPath(row: rowCount(section - 1, lifted: target), section: section - 1)
                }
                return IndexPath(row: 0, section: section)
            case .footer(let section):
                if !before && section + 1 < layout.numberOfSections {
                    return IndexPath(row: 0, section: section + 1)
                }
                return IndexPath(row: rowCount(section, lifted: target), section: section)
            }
        }
        if y <= 0 || layout.numberOfSections == 0 { return IndexPath(row: 0, section: 0) }
        let last = layout.numberOfSections - 1
        return IndexPath(row: rowCount(last, lifted: target), section: last)
    }

    /// The rows of `section` other than the lifted one: the places it can drop there are
    /// 0 through this.
    private func rowCount(_ section: Int, lifted: IndexPath) -> Int {
        layout.numberOfRows(inSection: section) - (section == lifted.section ? 1 : 0)
    }

    private func isValidDestination(_ indexPath: IndexPath, lifted: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < layout.numberOfSections
            && indexPath.row >= 0 && indexPath.row <= rowCount(indexPath.section, lifted: lifted)
    }

    /// The next place up or down for a row lifted from `lifted`: the ends of sections count, so
    /// an empty section is one place.
    private func neighbour(of place: IndexPath, lifted: IndexPath, down: Bool) -> IndexPath? {
        if down {
            if place.row < rowCount(place.section, lifted: lifted) {
                return IndexPath(row: place.row + 1, section: place.section)
            }
            guard place.section + 1 < layout.numberOfSections else { return nil }
            return IndexPath(row: 0, section: place.section + 1)
        }
        if place.row > 0 { return IndexPath(row: place.row - 1, section: place.section) }
        guard place.section > 0 else { return nil }
        return IndexPath(row: rowCount(place.section - 1, lifted: lifted), section: place.section - 1)
    }

    /// Moves the lifted row in the layout only (the data source hears on the drop); the rows
    /// between slide to make room and the offset stays.
    private func moveLiftedRow(to destination: IndexPath) {
        guard let state = reorder else { return }
        let oldCounts = layout.rowCounts
        var newCounts = oldCounts
        newCounts[state.target.section] -= 1
        newCounts[destination.section] += 1
        var update = ListUpdate()
        update.movedRows = [(Self.position(state.target), Self.position(destination))]
        guard let plan = try? ListUpdatePlan(update, oldRowCounts: oldCounts, newRowCounts: newCounts) else {
            return
        }
        // Set first: cells the move brings into view are asked by their data source index paths.
        reorder?.target = destination
        apply(plan, animations: View.areAnimationsEnabled ? UpdateAnimations() : nil, anchored: false)
    }

    /// Where the lifted row is drawn: under the pointer, within the content.
    private func liftedFrame(height: CGFloat) -> CGRect {
        let state = reorder
        let y = contentOffset.y + (state?.pointerY ?? 0) - (state?.grab ?? 0)
        let clamped = min(max(y, 0), max(0, contentSize.height - height))
        return CGRect(x: 0, y: clamped, width: bounds.width, height: height)
    }

    private func visibleCell(atFlat flat: Int) -> TableViewCell? {
        guard virtualizer.visible.contains(flat), flat - virtualizer.visible.lowerBound < visibleViews.count
        else { return nil }
        return visibleViews[flat - virtualizer.visible.lowerBound] as? TableViewCell
    }

    /// Draws the lifted row's cell under the pointer, above the other rows and out of any row
    /// animation.
    func liftCell() {
        guard let state = reorder, let flat = flatIndexIfValid(state.target) else { return }
        let cell = visibleCell(atFlat: flat)
        if let old = state.cell, old !== cell {
            old.presentationFrame = nil
            old.isLifted = false
        }
        reorder?.cell = cell
        guard let cell else { return }
        cell.isLifted = true
        let id = ObjectIdentifier(cell)
        if animation.views.removeValue(forKey: id) != nil { animation.transitions.remove(id) }
        cell.presentationAlpha = 1
        cell.presentationFrame = liftedFrame(height: cell.frame.height)
        addSubview(cell)
    }

    /// Forgets the lift of a cell leaving the table.
    func forgetLift(of view: View) {
        guard let cell = reorder?.cell, cell === view else { return }
        cell.presentationFrame = nil
        cell.isLifted = false
        reorder?.cell = nil
    }

    /// Ends the drag without moving anything.
    func dropReorder() {
        if let cell = reorder?.cell {
            cell.presentationFrame = nil
            cell.isLifted = false
            // Back under the floating header and footer, which it was carried over.
            if cell.superview === self { insertSubview(cell, at: 0) }
        }
        reorder = nil
    }

    /// Checks the drag: the lifted row is in the layout, and its cell, when in view, is the one
    /// drawn under the pointer.
    func checkReorderInvariants() -> String? {
        guard let state = reorder else { return nil }
        guard let flat = flatIndexIfValid(state.target) else {
            return "the lifted row \(state.target) is not in the layout"
        }
        if let cell = visibleCell(atFlat: flat) {
            if state.cell !== cell { return "the lifted row's cell is not the one drawn under the pointer" }
            if cell.presentationFrame == nil || !cell.isLifted {
                return "the lifted row's cell is not lifted"
            }
            if animation.views[ObjectIdentifier(cell)] != nil { return "the lifted row's cell also animates" }
        }
        return nil
    }
}
