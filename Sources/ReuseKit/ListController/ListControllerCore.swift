import Foundation
import ReuseKitCore

/// What the three list controllers share, written once: the snapshot and where its items are,
/// applying a snapshot (now, in the background, or with a completion) with its difference and
/// its check of the identifiers, and showing a change as one checked batch. Each controller
/// keeps its own API and supplies the calls to its view; the table's and the collection view's
/// also show outlines (`OutlineListControllerCore`).
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
    /// Whether the view takes the plan of a batch made off the main actor with the difference.
    var takesPlannedUpdates: Bool { get }
    /// Performs a change's batch on the view.
    func performUpdate(_ change: SnapshotChange<ItemID>, animated: Bool) throws(ListUpdateError)
    /// Reloads items that moved and are asked again, where they landed.
    func reloadItems(at indexPaths: [IndexPath], animated: Bool) throws(ListUpdateError)
    /// A change is about to show, asking `reloading` again: what was measured of them goes.
    func willShowChange(reloading: Set<ItemID>)
    /// A change showed.
    func didShowChange()
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
            })
    }

    /// Shows a change: `install` makes the snapshot the one after it, the view performs it,
    /// and if the view refuses it `restore` makes the snapshot the one before again and
    /// nothing changes.
    func show(
        _ change: SnapshotChange<ItemID>, reloading: Set<ItemID>, animatingDifferences: Bool,
        installing install: () -> Void, restoring restore: () -> Void
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
        didShowChange()
    }
}
