import Foundation
import ReuseKitCore

extension CollectionListController {
    /// Shows `newSnapshot` now: the difference from the current one is one checked batch,
    /// animated (cells of items that go fade out, the others slide to their places, new ones
    /// fade in) unless `animatingDifferences` is `false`; items in `reloading`, and those the
    /// snapshot marks (``ListSnapshot/reloadItems(_:)``, ``ListSnapshot/reconfigureItems(_:)``,
    /// ``ListSnapshot/reloadSections(_:)``), are asked again. The difference is computed here,
    /// on the main actor; the `async` form and the one with a completion compute it in the
    /// background. An apply still being computed is superseded: its snapshot is never shown.
    ///
    /// - Throws: ``ListControllerError`` when an identifier appears twice; nothing changes.
    public func apply(
        _ newSnapshot: ListSnapshot<SectionID, ItemID>, animatingDifferences: Bool = true,
        reloading: Set<ItemID> = []
    ) throws(ListControllerError) {
        try applier.applySynchronously { () throws(ListControllerError) in
            let reloading = reloading.union(newSnapshot.itemsToReload)
            let change = try snapshot.change(to: newSnapshot, reloading: reloading)
            try show(newSnapshot, change, animatingDifferences: animatingDifferences)
        }
    }

    /// Shows `newSnapshot` as the synchronous `apply(_:animatingDifferences:reloading:)` does,
    /// the difference computed in a background task and only the result applied on the main
    /// actor, as UIKit's diffable data source applied from a background queue: frames keep
    /// coming while a large difference is computed, and ``snapshot`` and the view's counts
    /// change together, when it lands. An apply made meanwhile supersedes this one: its
    /// snapshot is then never shown, and it returns (without error) once the newer one landed.
    ///
    /// - Throws: ``ListControllerError`` when an identifier appears twice; nothing changes.
    public func apply(
        _ newSnapshot: ListSnapshot<SectionID, ItemID>, animatingDifferences: Bool = true,
        reloading: Set<ItemID> = []
    ) async throws(ListControllerError) {
        let result = await withCheckedContinuation { continuation in
            apply(newSnapshot, animatingDifferences: animatingDifferences, reloading: reloading) {
                continuation.resume(returning: $0)
            }
        }
        try result.get()
    }

    /// Shows `newSnapshot` as the `async` `apply(_:animatingDifferences:reloading:)` does, then
    /// calls `completion` on the main actor with the result: completions run in the order
    /// their applies were made, a superseded apply's (a success, its snapshot unseen) just
    /// before the one of the apply that superseded it.
    public func apply(
        _ newSnapshot: ListSnapshot<SectionID, ItemID>, animatingDifferences: Bool = true,
        reloading: Set<ItemID> = [],
        completion: @escaping @MainActor (Result<Void, ListControllerError>) -> Void
    ) {
        let reloading = reloading.union(newSnapshot.itemsToReload)
        let base = snapshot
        applier.apply(
            preparing: { () throws(ListControllerError) in
                // The view's plan of the batch too: at a million items it costs milliseconds.
                var change = try base.change(to: newSnapshot, reloading: reloading)
                change.planned = PlannedUpdate(change.update, from: base, to: newSnapshot)
                return change
            },
            landing: { [weak self] change throws(ListControllerError) in
                try self?.show(newSnapshot, change, animatingDifferences: animatingDifferences)
            },
            completion: completion)
    }

    /// Shows `newSnapshot` through `change`, its difference from the snapshot shown; if the
    /// view refuses the change, nothing changes.
    func show(
        _ newSnapshot: ListSnapshot<SectionID, ItemID>, _ change: SnapshotChange<ItemID>,
        animatingDifferences: Bool, checkingOutlines: Bool = true
    ) throws(ListControllerError) {
        let previous = snapshot
        snapshot = newSnapshot.withoutMarks
        let previousEnabled = View.areAnimationsEnabled
        View.setAnimationsEnabled(previousEnabled && animatingDifferences)
        defer { View.setAnimationsEnabled(previousEnabled) }
        do {
            try collectionView.perform(change.update, planned: change.planned)
            let paths = change.reloadAfterwards.compactMap { indexPath(for: $0) }
            if !paths.isEmpty { try collectionView.reloadItems(at: paths) }
        } catch {
            snapshot = previous
            throw .inconsistentUpdate(error)
        }
        if checkingOutlines && !outlines.trees.isEmpty { outlines.forgetTrees(unlike: snapshot) }
    }
}
