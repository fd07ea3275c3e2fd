import Foundation
import ReuseKitCore

/// What the table's and the collection view's list controllers share, written once: the
/// snapshot and where its items are, applying a snapshot (now, in the background, or with a
/// completion), showing a change as one checked batch, and the outlines of section snapshots
/// (`Outline/ListOutlines.swift`). Each controller keeps its UIKit-named API and supplies the
/// calls to its view.
@MainActor
protocol ListControllerCore: AnyObject {
    associatedtype SectionID: Hashable & Sendable
    associatedtype ItemID: Hashable & Sendable
    /// What the view shows now.
    var snapshot: ListSnapshot<SectionID, ItemID> { get set }
    /// Where each item of ``snapshot`` is.
    var snapshotIndex: SnapshotIndex<SectionID, ItemID> { get set }
    /// Applies snapshots, their differences computed off the main actor.
    var applier: SnapshotApplier { get }
    /// The sections applied as section snapshots.
    var outlines: ListOutlines<SectionID, ItemID> { get set }
    /// Whether the view takes the plan of a batch made off the main actor with the difference.
    var takesPlannedUpdates: Bool { get }
    /// The view's focused item.
    var focusedItemPath: IndexPath? { get }
    /// Puts the view's focus on an item.
    func focusItem(at indexPath: IndexPath)
    /// Performs a change's batch on the view.
    func performUpdate(_ change: SnapshotChange<ItemID>, animated: Bool) throws(ListUpdateError)
    /// Reloads items that moved and are asked again, where they landed.
    func reloadItems(at indexPaths: [IndexPath], animated: Bool) throws(ListUpdateError)
    /// A change is about to show, asking `reloading` again: what was measured of them goes.
    func willShowChange(reloading: Set<ItemID>)
    /// A change showed.
    func didShowChange()
    /// The cell showing the item at `indexPath`, if one does.
    func outlineCell(at indexPath: IndexPath) -> (any OutlineCell)?
    /// The view, as a reader reads it.
    var outlineList: AccessibleList { get }
    /// The items the view shows cells for now.
    var visibleItemPaths: [IndexPath] { get }
}

extension ListControllerCore {
    /// Where an item is shown now.
    ///
    /// - Complexity: O(1 + outline runs shown or hidden since) on average; the first call after
    ///   a snapshot was applied indexes it, in O(items).
    func indexPathOfItem(_ item: ItemID) -> IndexPath? {
        snapshotIndex.position(of: item, in: snapshot).map { IndexPath(item: $0.row, section: $0.section) }
    }

    /// The item at `indexPath`, if any.
    func itemOfIndexPath(_ indexPath: IndexPath) -> ItemID? {
        guard indexPath.section >= 0, indexPath.section < snapshot.sections.count, indexPath.item >= 0,
            indexPath.item < snapshot.sections[indexPath.section].items.count
        else { return nil }
        return snapshot.sections[indexPath.section].items[indexPath.item]
    }

    /// Shows `newSnapshot` now, through its difference from the current one computed here;
    /// items in `reloading` and those the snapshot marks are asked again.
    ///
    /// - Throws: ``ListControllerError`` when an identifier appears twice; nothing changes.
    func applySnapshot(
        _ newSnapshot: ListSnapshot<SectionID, ItemID>, animatingDifferences: Bool, reloading: Set<ItemID>
    ) throws(ListControllerError) {
        try applier.applySynchronously { () throws(ListControllerError) in
            let reloading = reloading.union(newSnapshot.itemsToReload)
            let change = try snapshot.change(to: newSnapshot, reloading: reloading)
            try show(newSnapshot, change, reloading: reloading, animatingDifferences: animatingDifferences)
        }
    }

    /// Shows `newSnapshot` as ``applySnapshot(_:animatingDifferences:reloading:completion:)``
    /// does, returning once it landed (or was superseded).
    func applySnapshot(
        _ newSnapshot: ListSnapshot<SectionID, ItemID>, animatingDifferences: Bool, reloading: Set<ItemID>
    ) async throws(ListControllerError) {
        let result = await withCheckedContinuation { continuation in
            applySnapshot(newSnapshot, animatingDifferences: animatingDifferences, reloading: reloading) {
                continuation.resume(returning: $0)
            }
        }
        try result.get()
    }

    /// Shows `newSnapshot`, its difference (and, for a view that takes one, the batch's plan)
    /// computed in a background task and only the result shown on the main actor; an apply
    /// made meanwhile supersedes it. `completion` hears the result.
    func applySnapshot(
        _ newSnapshot: ListSnapshot<SectionID, ItemID>, animatingDifferences: Bool, reloading: Set<ItemID>,
        completion: @escaping @MainActor (Result<Void, ListControllerError>) -> Void
    ) {
        let reloading = reloading.union(newSnapshot.itemsToReload)
        let base = snapshot
        let plans = takesPlannedUpdates
        applier.apply(
            preparing: { () throws(ListControllerError) in
                // The view's plan of the batch too: at a million items it costs milliseconds.
                var change = try base.change(to: newSnapshot, reloading: reloading)
                if plans { change.planned = PlannedUpdate(change.update, from: base, to: newSnapshot) }
                return change
            },
            landing: { [weak self] change throws(ListControllerError) in
                try self?.show(
                    newSnapshot, change, reloading: reloading, animatingDifferences: animatingDifferences)
            },
            completion: completion)
    }

    /// Shows `newSnapshot` through `change`, its difference from the snapshot shown; if the
    /// view refuses the change, nothing changes.
    func show(
        _ newSnapshot: ListSnapshot<SectionID, ItemID>, _ change: SnapshotChange<ItemID>,
        reloading: Set<ItemID>, animatingDifferences: Bool
    ) throws(ListControllerError) {
        var previous: ListSnapshot<SectionID, ItemID>?
        try show(
            change, reloading: reloading, animatingDifferences: animatingDifferences,
            installing: {
                previous = snapshot
                snapshot = newSnapshot.withoutMarks
            },
            restoring: {
                if let previous { snapshot = previous }
            }, checkingOutlines: true)
    }

    /// Shows `items` inserted at `row` of the section at `section` (`inserting`), or deleted
    /// from there, through `change`, which says so (an outline's run shown or hidden): the
    /// snapshot is changed in place, moved out of ``snapshot`` so that no copy shares it, and
    /// ``snapshotIndex`` records the run rather than being built again. If the view refuses
    /// the change, the inverse edit puts the snapshot back.
    ///
    /// - Complexity: O(`items`) on average, one move of the section's rows after `row`, and
    ///   what the view's update costs.
    func showRun(
        _ items: [ItemID], at row: Int, inSectionAt section: Int, inserting: Bool,
        _ change: SnapshotChange<ItemID>, animatingDifferences: Bool
    ) throws(ListControllerError) {
        func edit(inserting: Bool) {
            var index = snapshotIndex
            snapshotIndex = SnapshotIndex()
            var edited = snapshot
            snapshot = ListSnapshot()
            edited.editRun(items, at: row, inSectionAt: section, inserting: inserting)
            index.recordRun(items, at: row, inSection: section, inserting: inserting)
            snapshot = edited
            snapshotIndex = index
        }
        try applier.applySynchronously { () throws(ListControllerError) in
            try show(
                change, reloading: [], animatingDifferences: animatingDifferences,
                installing: { edit(inserting: inserting) },
                restoring: { edit(inserting: !inserting) }, checkingOutlines: false)
        }
    }

    /// Shows a change: `install` makes the snapshot the one after it, the view performs it,
    /// and if the view refuses it `restore` makes the snapshot the one before again and
    /// nothing changes; `checkingOutlines`: the trees whose items the snapshot no longer
    /// shows are forgotten.
    private func show(
        _ change: SnapshotChange<ItemID>, reloading: Set<ItemID>, animatingDifferences: Bool,
        installing install: () -> Void, restoring restore: () -> Void, checkingOutlines: Bool
    ) throws(ListControllerError) {
        willShowChange(reloading: reloading)
        install()
        do {
            // `.none` still slides the items around a change, as UIKit's; only turning
            // animations off shows the end state at once.
            let previousEnabled = View.areAnimationsEnabled
            View.setAnimationsEnabled(previousEnabled && animatingDifferences)
            defer { View.setAnimationsEnabled(previousEnabled) }
            try performUpdate(change, animated: animatingDifferences)
            let paths = change.reloadAfterwards.compactMap(indexPathOfItem)
            if !paths.isEmpty { try reloadItems(at: paths, animated: animatingDifferences) }
        } catch {
            restore()
            throw .inconsistentUpdate(error)
        }
        if checkingOutlines && !outlines.trees.isEmpty { outlines.forgetTrees(unlike: snapshot) }
        didShowChange()
    }

    /// → (`expanding`) or ← on the focused item, as GTK's and Finder's: expands (collapses) it,
    /// or, already so, moves the focus to its first child (its parent). Returns whether it did
    /// either.
    func stepFocusedOutlineItem(expanding: Bool) -> Bool {
        guard let indexPath = focusedItemPath, let item = itemOfIndexPath(indexPath) else { return false }
        if let target = expanding ? outlineStep(into: item) : outlineStep(outOf: item) {
            guard let path = indexPathOfItem(target) else { return false }
            focusItem(at: path)
            return true
        }
        return (try? setExpanded(item, expanding)) ?? false
    }
}
