import Foundation
import ReuseKitCore

extension ListController {
    /// Shows `newSnapshot` now, animating the difference from the current one (rows fade in
    /// and out, the others slide to their places) unless `animatingDifferences` is `false`;
    /// items in `reloading`, and those the snapshot marks (``ListSnapshot/reloadItems(_:)``,
    /// ``ListSnapshot/reconfigureItems(_:)``, ``ListSnapshot/reloadSections(_:)``), are asked
    /// again (cell and height). The difference is computed here, on the main actor; the
    /// `async` form and the one with a completion compute it in the background. An apply
    /// still being computed is superseded: its snapshot is never shown.
    ///
    /// - Throws: ``ListControllerError`` when an identifier appears twice; nothing changes.
    public func apply(
        _ newSnapshot: ListSnapshot<SectionID, ItemID>, animatingDifferences: Bool = true,
        reloading: Set<ItemID> = []
    ) throws(ListControllerError) {
        try applier.applySynchronously { () throws(ListControllerError) in
            let reloading = reloading.union(newSnapshot.itemsToReload)
            let change = try snapshot.change(to: newSnapshot, reloading: reloading)
            try show(newSnapshot, change, reloading: reloading, animatingDifferences: animatingDifferences)
        }
    }

    /// Shows `newSnapshot` as the synchronous `apply(_:animatingDifferences:reloading:)` does,
    /// the difference computed in a background task and only the result applied on the main
    /// actor, as UIKit's diffable data source applied from a background queue: frames keep
    /// coming while a large difference is computed, and ``snapshot`` and the table's counts
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
    /// their applies were made, a superseded apply's (a success, its snapshot unseen)
    /// just before the one of the apply that superseded it.
    public func apply(
        _ newSnapshot: ListSnapshot<SectionID, ItemID>, animatingDifferences: Bool = true,
        reloading: Set<ItemID> = [],
        completion: @escaping @MainActor (Result<Void, ListControllerError>) -> Void
    ) {
        let reloading = reloading.union(newSnapshot.itemsToReload)
        let base = snapshot
        applier.apply(
            preparing: { () throws(ListControllerError) in
                try base.change(to: newSnapshot, reloading: reloading)
            },
            landing: { [weak self] change throws(ListControllerError) in
                try self?.show(
                    newSnapshot, change, reloading: reloading, animatingDifferences: animatingDifferences)
            },
            completion: completion)
    }

    /// Shows `newSnapshot` through `change`, its difference from the snapshot shown; if the
    /// table refuses the change, nothing changes.
    func show(
        _ newSnapshot: ListSnapshot<SectionID, ItemID>, _ change: SnapshotChange<ItemID>,
        reloading: Set<ItemID>, animatingDifferences: Bool, checkingOutlines: Bool = true
    ) throws(ListControllerError) {
        let rowAnimation: TableView.RowAnimation = animatingDifferences ? .automatic : .none
        for item in reloading { heights[item] = nil }
        let previous = snapshot
        snapshot = newSnapshot.withoutMarks
        do {
            // `.none` still slides the rows around a change, as UIKit's; only turning animations
            // off shows the end state at once.
            let previousEnabled = View.areAnimationsEnabled
            View.setAnimationsEnabled(previousEnabled && animatingDifferences)
            defer { View.setAnimationsEnabled(previousEnabled) }
            try tableView.perform(change.update, animation: rowAnimation)
            let paths = change.reloadAfterwards.compactMap { indexPath(for: $0) }
            if !paths.isEmpty { try tableView.reloadRows(at: paths, with: rowAnimation) }
        } catch {
            snapshot = previous
            throw .inconsistentUpdate(error)
        }
        if checkingOutlines && !outlines.trees.isEmpty { outlines.forgetTrees(unlike: snapshot) }
        forgetHeightsOfRemovedItems()
        updateEmptyState()
    }
}
