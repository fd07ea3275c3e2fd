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
        try applySnapshot(newSnapshot, animatingDifferences: animatingDifferences, reloading: reloading)
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
        try await applySnapshot(newSnapshot, animatingDifferences: animatingDifferences, reloading: reloading)
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
        applySnapshot(
            newSnapshot, animatingDifferences: animatingDifferences, reloading: reloading,
            completion: completion)
    }
}

extension ListController: OutlineListControllerCore {
    var takesPlannedUpdates: Bool { true }

    var focusedItemPath: IndexPath? { tableView.focusedIndexPath }

    func focusItem(at indexPath: IndexPath) { tableView.focusRow(at: indexPath) }

    func outlineCell(at indexPath: IndexPath) -> (any OutlineCell)? { tableView.cellForRow(at: indexPath) }

    var outlineList: AccessibleList { tableView }

    var visibleItemPaths: [IndexPath] { tableView.indexPathsForVisibleRows ?? [] }

    func performUpdate(_ change: SnapshotChange<ItemID>, animated: Bool) throws(ListUpdateError) {
        try tableView.perform(
            change.update, animation: animated ? .automatic : .none, planned: change.planned)
    }

    func reloadItems(at indexPaths: [IndexPath], animated: Bool) throws(ListUpdateError) {
        try tableView.reloadRows(at: indexPaths, with: animated ? .automatic : .none)
    }

    /// Rows asked again are measured again.
    func willShowChange(reloading: Set<ItemID>) {
        heights.forget(reloading)
    }

    func didShowChange() {
        forgetOutlinesUnlikeSnapshot()
        heights.forgetItems(notIn: snapshot)
        updateEmptyState()
    }
}
