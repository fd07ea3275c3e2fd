import Foundation
import ReuseKitCore

extension TableView {
    /// How the rows an update inserts, deletes or reloads come in and go out, as UIKit's
    /// `UITableView.RowAnimation`; rows around them slide to their new places meanwhile.
    public enum RowAnimation: Sendable {
        case automatic, none, fade, top, bottom, left, right, middle
    }

    /// Inserts rows (index paths after the update).
    ///
    /// - Throws: ``ListUpdateError`` when the data source's counts do not add up; the table is
    ///   left exactly as it was.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic)
        throws(ListUpdateError)
    {
        try performRowChange(.insert, indexPaths, animation)
    }

    /// Deletes rows (index paths before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic)
        throws(ListUpdateError)
    {
        try performRowChange(.delete, indexPaths, animation)
    }

    /// Asks the cells and heights of rows again (index paths before the update).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic)
        throws(ListUpdateError)
    {
        try performRowChange(.reload, indexPaths, animation)
    }

    /// Moves a row, keeping its cell and height.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(ListUpdateError) {
        var update = ListUpdate()
        update.movedRows = [(Self.position(indexPath), Self.position(newIndexPath))]
        try perform(update)
    }

    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation = .automatic)
        throws(ListUpdateError)
    {
        var update = ListUpdate()
        update.insertedSections = Array(sections)
        try perform(update, animation: animation)
    }

    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation = .automatic)
        throws(ListUpdateError)
    {
        var update = ListUpdate()
        update.deletedSections = Array(sections)
        try perform(update, animation: animation)
    }

    /// Asks every row of the sections again.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation = .automatic)
        throws(ListUpdateError)
    {
        var update = ListUpdate()
        update.reloadedSections = Array(sections)
        try perform(update, animation: animation)
    }

    /// Moves a section with its rows and their heights.
    public func moveSection(_ section: Int, toSection newSection: Int) throws(ListUpdateError) {
        var update = ListUpdate()
        update.movedSections = [(section, newSection)]
        try perform(update)
    }

    /// Runs `updates`, collecting every insertion, deletion, move and reload it makes into one
    /// batch that is checked and applied at the end, as UIKit. As UIKit's, a batch also asks
    /// the heights of the rows on screen again and animates their changes, so an empty batch
    /// animates rows that grew or shrank without reloading their cells.
    ///
    /// - Throws: ``ListUpdateError`` when the batch does not add up; nothing is changed.
    public func performBatchUpdates(
        _ updates: () throws(ListUpdateError) -> Void, completion: ((Bool) -> Void)? = nil
    ) throws(ListUpdateError) {
        beginUpdates()
        do {
            try updates()
        } catch {
            updateState.discardInnermostGroup()
            completion?(false)
            throw error
        }
        do {
            try endUpdates()
        } catch {
            completion?(false)
            throw error
        }
        // As UIKit: called once the batch's animations (and any that joined them) have ended.
        if let completion {
            if isAnimatingRows { rowAnimator.addCompletion(completion) } else { completion(true) }
        }
    }

    /// Opens a group of updates applied together by the matching ``endUpdates()``, as UIKit's
    /// (groups nest; an inner group joins the outer one).
    public func beginUpdates() {
        updateState.openGroup()
    }

    /// Closes the group ``beginUpdates()`` opened: its changes are checked and applied as one
    /// batch, animated, and the heights of the rows on screen are asked again, as in UIKit
    /// (`beginUpdates()` then `endUpdates()` with nothing between animates rows that changed
    /// height).
    ///
    /// - Throws: ``ListUpdateError`` when the group's changes do not add up; nothing is
    ///   changed. (UIKit's `endUpdates()` raises an exception instead.)
    public func endUpdates() throws(ListUpdateError) {
        let (batch, animations) = updateState.closeGroup()
        try perform(batch, animations: animations, remeasuringShownRows: true)
    }

    /// The kinds of row change a single call makes.
    enum RowChange { case insert, delete, reload }

    /// Performs one kind of row change, in an update whose storage the table keeps.
    private func performRowChange(
        _ kind: RowChange, _ indexPaths: [IndexPath], _ animation: RowAnimation
    ) throws(ListUpdateError) {
        var update = updateState.storage.update
        updateState.storage.update = ListUpdate()
        defer {
            update.removeAll(keepingCapacity: true)
            updateState.storage.update = update
        }
        func append(to positions: inout [ListPosition]) {
            positions.reserveCapacity(indexPaths.count)
            for indexPath in indexPaths { positions.append(Self.position(indexPath)) }
        }
        switch kind {
        case .insert: append(to: &update.insertedRows)
        case .delete: append(to: &update.deletedRows)
        case .reload: append(to: &update.reloadedRows)
        }
        try perform(update, animation: animation)
    }

    static func position(_ indexPath: IndexPath) -> ListPosition {
        ListPosition(section: indexPath.section, row: indexPath.row)
    }

    /// Checks an update against the data source and applies it, or throws having changed
    /// nothing. Inside ``performBatchUpdates(_:completion:)`` it only records the update.
    /// `planned` is the update's plan made beforehand (off the main actor) for the counts it
    /// names; it is used when they are the table's and the data source's, else planned again.
    func perform(
        _ update: ListUpdate, animation rowAnimation: RowAnimation = .automatic, planned: PlannedUpdate? = nil
    ) throws(ListUpdateError) {
        var animations = UpdateAnimations()
        animations.record(update, rowAnimation)
        try perform(update, animations: animations, planned: planned)
    }

    private func perform(
        _ update: ListUpdate, animations: UpdateAnimations, remeasuringShownRows: Bool = false,
        planned: PlannedUpdate? = nil
    ) throws(ListUpdateError) {
        if updateState.pendingBatch != nil {
            updateState.pendingBatch?.merge(update)
            updateState.pendingAnimations?.merge(animations)
            return
        }
        // The update is in the data source's terms: a row lifted by a drag goes back first.
        if reorderController.isReordering { cancelReorder() }
        if layoutState.needsReload {
            // Nothing was loaded yet: the data source's current state is the truth.
            reloadData()
            return
        }
        // The plan and the counts are rebuilt in storage kept for the purpose: an update
        // allocates nothing of its own once the table has seen one as large.
        var storage = updateState.storage.planning
        updateState.storage.planning = PlanStorage()
        defer { updateState.storage.planning = storage }
        layout.copyRowCounts(into: &storage.oldRowCounts)
        storage.newRowCounts.removeAll(keepingCapacity: true)
        if let dataSource {
            for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
                storage.newRowCounts.append(dataSource.tableView(self, numberOfRowsInSection: section))
            }
        }
        let animations = View.areAnimationsEnabled ? animations : nil
        if let planned, planned.oldCounts == storage.oldRowCounts, planned.newCounts == storage.newRowCounts {
            return apply(planned.plan, animations: animations, remeasuringShownRows: remeasuringShownRows)
        }
        updateState.plansMade += 1
        try storage.plan.rebuild(
            update, oldRowCounts: storage.oldRowCounts, newRowCounts: storage.newRowCounts)
        apply(storage.plan, animations: animations, remeasuringShownRows: remeasuringShownRows)
    }

    /// What ``apply(_:animations:anchored:remeasuringShownRows:)`` gathers while it runs, kept
    /// empty between updates so that its storage is reused.
    struct ApplyScratch {
        /// The cells that stay, by their rows after the update.
        var survivors: [ListPosition: TableViewCell] = [:]
        /// The views leaving with an animation, and the cells that slide out of view.
        var departing: [(view: View, style: ItemTransitionStyle, indexPath: IndexPath?)] = []
        var slidingAway: [(position: ListPosition, cell: TableViewCell)] = []
        /// Where things were shown when the last animated update arrived.
        var origin = UpdateOrigin()

        /// The origin's storage, for the next update to capture into.
        mutating func takeOrigin() -> UpdateOrigin {
            let taken = origin
            origin = UpdateOrigin()
            return taken
        }

        mutating func removeAll() {
            if !survivors.isEmpty { survivors.removeAll(keepingCapacity: true) }
            if !departing.isEmpty { departing.removeAll(keepingCapacity: true) }
            if !slidingAway.isEmpty { slidingAway.removeAll(keepingCapacity: true) }
        }
    }

    /// What ``perform(_:animations:remeasuringShownRows:)`` rebuilds for every update, kept so
    /// that its storage is reused.
    struct UpdateStorage {
        /// The batch a single insert, delete or reload is put in.
        var update = ListUpdate()
        var planning = PlanStorage()
    }

    /// The plan of an update and the row counts it is checked against.
    struct PlanStorage {
        var plan = ListUpdatePlan()
        var oldRowCounts: [Int] = []
        var newRowCounts: [Int] = []
    }

    /// Applies a checked plan to the layout and the cells; `anchored`: the first row on screen
    /// keeps its place (an update), else the offset stays (a drag moving a row under it);
    /// `remeasuringShownRows`: the rows that stay on screen are measured again (a batch).
    func apply(
        _ plan: ListUpdatePlan, animations: UpdateAnimations?, anchored: Bool = true,
        remeasuringShownRows: Bool = false
    ) {
        beginDeferringDidScroll()
        defer { endDeferringDidScroll() }
        let swiped = swipeController.closeForUpdate()
        defer { finishSwipeForUpdate(swiped) }
        // An immediate update shows the end state: animations still running end with it
        // (their completions hear false), rather than carry on from frames that jumped.
        if animations == nil { finishRowAnimations() }
        var scratch = updateState.scratch
        updateState.scratch = ApplyScratch()
        let origin = animations.map { _ in captureUpdateOrigin(reusing: scratch.takeOrigin()) }
        var slidingAway = scratch.slidingAway
        scratch.slidingAway = []
        let anchor = anchored ? updateAnchor(through: plan) : nil
        let old = virtualizer.visible
        var lastVisibleRow: ListPosition?
        scratch.survivors.reserveCapacity(visibleViews.count)
        var others: [(View, Int?)] = []
        for (offset, view) in visibleViews.enumerated() {
            let flat = old.lowerBound + offset
            guard case .row(let section, let row) = layout.item(at: flat) else {
                if let view {
                    switch layout.item(at: flat) {
                    case .header(let section), .footer(let section): others.append((view, section))
                    case .row: others.append((view, nil))
                    }
                }
                continue
            }
            let before = ListPosition(section: section, row: row)
            lastVisibleRow = before
            let after = plan.newPosition(of: before)
            guard let cell = view as? TableViewCell else { continue }
            if let after, !plan.isReloaded(before) {
                scratch.survivors[after] = cell
            } else if let animations {
                // Drawn until it has gone; meanwhile it is in no row and never in the pool.
                scratch.departing.append(
                    (cell, animations.disappearing(before, in: plan), IndexPath(row: row, section: section)))
            } else {
                tableDelegate?.tableView(
                    self, didEndDisplaying: cell, forRowAt: IndexPath(row: row, section: section))
                recycle(cell)
            }
        }
        for (view, section) in others {
            if let animations, let section, plan.newSection(of: section) == nil {
                scratch.departing.append(
                    (view, Self.style(of: animations.deletedSections[section] ?? .automatic), nil))
            } else {
                recycle(view)
            }
        }
        visibleViews.removeAll(keepingCapacity: true)
        recycleFloatingViews()
        remapSelectionAndFocus(through: plan)
        countItemsAddedBelow(plan, lastVisible: lastVisibleRow)
        layout.apply(plan, sizing: updateSizing)
        if remeasuringShownRows {
            for (position, cell) in scratch.survivors { remeasure(cell, at: position) }
        }
        layoutState.version += 1
        accessibilityItemsDidChange(through: plan)
        updateContentSize()
        // A table that follows its end keeps the end instead (`updateContentSize`).
        if let anchor { keep(anchor) }
        reattach(&scratch.survivors) { position, cell in
            if animations != nil {
                slidingAway.append((position, cell))
            } else {
                tableDelegate?.tableView(
                    self, didEndDisplaying: cell,
                    forRowAt: IndexPath(row: position.row, section: position.section))
                recycle(cell)
            }
        }
        if let animations, let origin {
            animateUpdate(
                plan, animations, from: origin, departing: scratch.departing, slidingAway: slidingAway)
            scratch.origin = origin
        }
        if !slidingAway.isEmpty { slidingAway.removeAll(keepingCapacity: true) }
        scratch.slidingAway = slidingAway
        scratch.removeAll()
        updateState.scratch = scratch
    }

    private var updateSizing: UpdateSizing { UpdateSizing(table: self) }

    /// New items' heights asked of the delegate while an update is applied: rows only when the
    /// table uses no estimates.
    @MainActor
    struct UpdateSizing: @MainActor ListUpdateSizing {
        unowned let table: TableView

        func height(ofHeader section: Int) -> Double { table.askHeaderHeight(section) }
        func height(ofFooter section: Int) -> Double { table.askFooterHeight(section) }
        var measuresRows: Bool { !table.layoutState.usesEstimates }
        func height(ofRow position: ListPosition) -> Double {
            let height = table.askRowHeight(IndexPath(row: position.row, section: position.section))
            return height == TableView.automaticDimension ? Double(table.fallbackEstimate) : Double(height)
        }
        /// The table's ``TableView/rowHeight`` when no delegate gives heights of its own: what
        /// ``height(ofRow:)`` would answer for every row.
        var uniformRowHeight: Double? {
            guard table.rowHeight != TableView.automaticDimension else { return nil }
            if let delegate = table.tableDelegate {
                guard let uniform = delegate as? TableViewUniformRowHeights, uniform.answersTableRowHeight
                else { return nil }
            }
            return Double(table.gridHeight(table.rowHeight))
        }
    }

    /// Puts the cells that survived an update back in view at their new rows, in place: the
    /// visible range is remapped to the new layout, so only rows that came into view get cells
    /// (a row appended at the end costs one cell, not a screenful). The survivors out of view
    /// after it go to `leave` (back to the pool, or sliding out of view).
    ///
    /// - Complexity: O(k log n) for k rows in view.
    private func reattach(
        _ survivors: inout [ListPosition: TableViewCell], leave: (ListPosition, TableViewCell) -> Void
    ) {
        if layoutState.usesEstimates { layoutState.visibleRowsMeasured = false }
        // Survivors are matched against the viewport the layout pass will leave (measured,
        // clamped at rest); matched against the unclamped one, rows the clamp brings into view
        // would lose their cells and be asked again.
        settleOffset()
        let top = Double(contentOffset.y)
        let visible = layout.items(intersecting: top, top + Double(bounds.height))
        visibleViews.removeAll(keepingCapacity: true)
        for flat in visible {
            guard case .row(let section, let row) = layout.item(at: flat),
                let cell = survivors.removeValue(forKey: ListPosition(section: section, row: row))
            else {
                visibleViews.append(nil)
                continue
            }
            let indexPath = IndexPath(row: row, section: section)
            cell.frame = frameOfItem(flat)
            cell.isSelected = selection.selected.contains(indexPath)
            cell.isFocused = indexPath == focusedRow
            configureReorderControl(of: cell, at: indexPath)
            visibleViews.append(cell)
        }
        // Before the rows entering get cells, so that cells going back to the pool serve them.
        for (position, cell) in survivors { leave(position, cell) }
        if !survivors.isEmpty { survivors.removeAll(keepingCapacity: true) }
        for (offset, flat) in visible.enumerated() where visibleViews[offset] == nil {
            visibleViews[offset] = makeView(flat)
        }
        virtualizer.replaceRanges(visible: visible, prefetch: visible.upperBound..<visible.upperBound)
        layoutState.placedVersion = layoutState.version
        layoutState.visibleRowsMeasured = true
        setNeedsLayout()
        layoutIfNeeded()
    }
}
