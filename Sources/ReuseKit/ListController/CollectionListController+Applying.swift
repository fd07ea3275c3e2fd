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
        try applySnapshot(newSnapshot, animatingDifferences: animatingDifferences, reloading: reloading)
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
        try await applySnapshot(newSnapshot, animatingDifferences: animatingDifferences, reloading: reloading)
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
        applySnapshot(
            newSnapshot, animatingDifferences: animatingDifferences, reloading: reloading,
            completion: completion)
    }
}

extension CollectionListController: OutlineListControllerCore {
    var takesPlannedUpdates: Bool { true }

    var focusedItemPath: IndexPath? { collectionView.focusedIndexPath }

    func focusItem(at indexPath: IndexPath) { collectionView.focusItem(at: indexPath) }

    func outlineCell(at indexPath: IndexPath) -> (any OutlineCell)? {
        collectionView.cellForItem(at: indexPath)
    }

    var outlineList: AccessibleList { collectionView }

    var visibleItemPaths: [IndexPath] { collectionView.indexPathsForVisibleItems }

    /// Animated or not as the caller turned animations on or off: a collection view's batch
    /// takes no animation of its own.
    func performUpdate(_ change: SnapshotChange<ItemID>, animated: Bool) throws(ListUpdateError) {
        try collectionView.perform(change.update, planned: change.planned)
    }

    func reloadItems(at indexPaths: [IndexPath], animated: Bool) throws(ListUpdateError) {
        try collectionView.reloadItems(at: indexPaths)
    }

    func willShowChange(reloading: Set<ItemID>) {}

    func didShowChange() { forgetOutlinesUnlikeSnapshot() }
}
