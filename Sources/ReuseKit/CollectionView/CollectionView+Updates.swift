import Foundation
import ReuseKitCore

extension CollectionView {
    /// Inserts items (index paths after the update).
    ///
    /// - Throws: ``ListUpdateError`` when the data source's counts do not add up; the view is
    ///   left exactly as it was.
    public func insertItems(at indexPaths: [IndexPath]) throws(ListUpdateError) {
        try performUpdate { $0.insertedRows = indexPaths.map(Self.position) }
    }

    /// Deletes items (index paths before the update).
    public func deleteItems(at indexPaths: [IndexPath]) throws(ListUpdateError) {
        try performUpdate { $0.deletedRows = indexPaths.map(Self.position) }
    }

    /// Asks the cells of items again (index paths before the update).
    public func reloadItems(at indexPaths: [IndexPath]) throws(ListUpdateError) {
        try performUpdate { $0.reloadedRows = indexPaths.map(Self.position) }
    }

    /// Moves an item, keeping its cell.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(ListUpdateError) {
        try performUpdate { $0.movedRows = [(Self.position(indexPath), Self.position(newIndexPath))] }
    }

    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet) throws(ListUpdateError) {
        try performUpdate { $0.insertedSections = Array(sections) }
    }

    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet) throws(ListUpdateError) {
        try performUpdate { $0.deletedSections = Array(sections) }
    }

    /// Asks every item of the sections again.
    public func reloadSections(_ sections: IndexSet) throws(ListUpdateError) {
        try performUpdate { $0.reloadedSections = Array(sections) }
    }

    /// Moves a section with its items.
    public func moveSection(_ section: Int, toSection newSection: Int) throws(ListUpdateError) {
        try performUpdate { $0.movedSections = [(section, newSection)] }
    }

    /// Runs `updates`, collecting every insertion, deletion, move and reload it makes into one
    /// batch that is checked against the data source and applied at the end, as UIKit's.
    ///
    /// - Throws: ``ListUpdateError`` when the batch does not add up; nothing is changed and
    ///   `completion` hears `false`. (UIKit raises an exception instead.)
    public func performBatchUpdates(
        _ updates: (() throws(ListUpdateError) -> Void)?, completion: ((Bool) -> Void)? = nil
    ) throws(ListUpdateError) {
        try performBatch(updates, completion: completion)
    }

    static func position(_ indexPath: IndexPath) -> ListPosition {
        ListPosition(section: indexPath.section, row: indexPath.item)
    }

    /// Checks an update against the data source and applies it, or throws having changed
    /// nothing. Inside ``performBatchUpdates(_:completion:)`` it only records the update.
    /// `planned` is the update's plan made beforehand (off the main actor) for the counts it
    /// names; it is used when they are the view's and the data source's, else planned again.
    func perform(_ update: ListUpdate, planned: PlannedUpdate?) throws(ListUpdateError) {
        if pendingBatch != nil {
            pendingBatch?.merge(update)
            return
        }
        if layoutState.needsReload {
            // Nothing was loaded yet: the data source's current state is the truth.
            reloadData()
            return
        }
        let source = dataSource
        let sections = source.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        let newCounts = (0..<sections).map {
            source?.collectionView(self, numberOfItemsInSection: $0) ?? 0
        }
        let plan =
            if let planned, planned.oldCounts == itemCounts, planned.newCounts == newCounts {
                planned.plan
            } else {
                try ListUpdatePlan(update, oldRowCounts: itemCounts, newRowCounts: newCounts)
            }
        apply(plan, newCounts: newCounts)
    }

    /// Moves what the update keeps to its new index paths (cells, selection), recycles the rest
    /// and lays out the new counts, keeping the first item on screen that survives where it
    /// was on screen; when the top item on screen goes, the first survivor below takes its place
    /// (the rows under a deleted one move up into it), whatever sections above learn anew.
    private func apply(_ plan: ListUpdatePlan, newCounts: [Int]) {
        closeSwipeForUpdate()
        let origin = View.areAnimationsEnabled ? captureUpdateOrigin() : nil
        // A view that follows its end keeps the end instead of an item.
        let anchor = updateAnchor(through: plan)
        countItemsAddedBelow(plan, lastVisible: visibleCellsByIndexPath.keys.max().map(Self.position))
        var survivors: [IndexPath: CollectionViewCell] = [:]
        var departing: [(cell: CollectionViewCell, indexPath: IndexPath)] = []
        for (indexPath, cell) in visibleCellsByIndexPath {
            if let moved = newIndexPath(of: indexPath, in: plan) {
                survivors[moved] = cell
            } else if origin != nil {
                departing.append((cell, indexPath))
            } else {
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
                recycle(cell)
            }
        }
        visibleCellsByIndexPath.removeAll(keepingCapacity: true)
        recycleEverything()
        visibleCellsByIndexPath = survivors
        selection.remap(through: plan)
        focus.remap(through: plan)
        for (indexPath, cell) in survivors {
            cell.isSelected = selection.selected.contains(indexPath)
            cell.isFocused = indexPath == focusedItem
        }
        itemCounts = newCounts
        accessibilityItemsDidChange(through: plan)
        (collectionViewLayout as? OrthogonalLayout)?.carryBands(
            through: plan, newSectionCount: newCounts.count)
        // Measured lengths follow their items through the update: lines on screen keep them.
        let measured = (collectionViewLayout as? GridElementLayout)?.grid
        collectionViewLayout.invalidateLayout()
        prepareLayout()
        if let measured, let layout = collectionViewLayout as? GridElementLayout {
            layout.grid.carryMeasuredLines(from: measured, through: plan)
            contentSize = collectionViewLayout.collectionViewContentSize
        }
        if let anchor {
            if let sizing = collectionViewLayout as? SelfSizingLayout {
                fit(sizing.unmeasuredItems(inLineOf: anchor.indexPath))
            }
            // Sections above it stand at their placed lengths, so its frame is final.
            placeItems(through: anchor.indexPath)
            keep(anchor)
        }
        keepEndIfFollowing()
        setNeedsLayout()
        if let origin {
            layoutIfNeeded()
            animateUpdate(plan, from: origin, departing: departing)
        }
    }

    /// Where an item from before the update is after it, when its cell stays (not deleted, not
    /// reloaded).
    private func newIndexPath(of indexPath: IndexPath, in plan: ListUpdatePlan) -> IndexPath? {
        let old = Self.position(indexPath)
        guard !plan.isReloaded(old), let new = plan.newPosition(of: old) else { return nil }
        return IndexPath(item: new.row, section: new.section)
    }
}

extension CollectionView: BatchUpdatingList {
    func applyChecked(_ update: ListUpdate) throws(ListUpdateError) {
        try perform(update, planned: nil)
    }

    /// As UIKit's: a batch's completion runs once its changes' animations end.
    func completeAfterAnimations(_ completion: @escaping (Bool) -> Void) {
        if isAnimatingItems { itemAnimator.addCompletion(completion) } else { completion(true) }
    }
}
