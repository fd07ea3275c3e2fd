import Foundation
import ReuseKitCore

extension WaterfallListController {
    /// Replaces every item, showing the difference from the items shown as one batch of
    /// inserts, deletes and moves (``WaterfallView/performBatchUpdates(_:completion:)``): items
    /// that stay keep their cells, their heights, the selection and the keyboard focus (a
    /// focused item that goes hands the focus to the one taking its place), and the focused
    /// cell on screen, else the first one, keeps its place on screen. The difference is
    /// computed here, on the main actor; the `async` form and the one with a completion compute
    /// it in the background. A `setItems` still being computed is superseded: its items are
    /// never shown.
    ///
    /// - Throws: ``ListControllerError/duplicateIdentifier(_:)``; nothing changes.
    public func setItems(_ newItems: [ItemID]) throws(ListControllerError) {
        try applySnapshot(Self.snapshot(of: newItems), animatingDifferences: false, reloading: [])
    }

    /// Replaces every item as ``setItems(_:)`` does, the difference computed and the identifiers
    /// checked in a background task and only the result shown on the main actor, so ``items``
    /// and the view's count change together, when it lands; a newer `setItems` or `append` made
    /// meanwhile supersedes this one (its items are never shown, and it returns once the newer
    /// one landed).
    ///
    /// - Throws: ``ListControllerError/duplicateIdentifier(_:)``; nothing changes.
    public func setItems(_ newItems: [ItemID]) async throws(ListControllerError) {
        try await applySnapshot(Self.snapshot(of: newItems), animatingDifferences: false, reloading: [])
    }

    /// Replaces every item as the `async` `setItems(_:)` does, then calls `completion` on the
    /// main actor with the result, in the order the calls were made.
    public func setItems(
        _ newItems: [ItemID], completion: @escaping @MainActor (Result<Void, ListControllerError>) -> Void
    ) {
        applySnapshot(
            Self.snapshot(of: newItems), animatingDifferences: false, reloading: [], completion: completion)
    }

    /// Appends items, as a loaded page does; only they are placed, when they come into view
    /// (before the view's first layout, the view loads them all).
    ///
    /// - Throws: ``ListControllerError/duplicateIdentifier(_:)``; nothing changes.
    public func append(_ newItems: [ItemID]) throws(ListControllerError) {
        isShowingPage = true
        defer { isShowingPage = false }
        try applySnapshot(Self.snapshot(of: items + newItems), animatingDifferences: false, reloading: [])
    }

    /// The snapshot of `items`, unchecked: a duplicate is refused when it is applied. Its lookup
    /// is left unbuilt, as the waterfall finds items by index.
    nonisolated static func snapshot(of items: [ItemID]) -> ListSnapshot<Int, ItemID> {
        ListSnapshot(sections: [SnapshotSection(id: 0, items: items)])
    }
}

extension WaterfallListController: ListControllerCore {
    /// A waterfall takes no planned batch: it performs none.
    var takesPlannedUpdates: Bool { false }

    /// A page appended places only its cells, moving nothing placed
    /// (``WaterfallView/appendCells(count:)``); any other change is one batch of the view.
    func performUpdate(_ change: SnapshotChange<ItemID>, animated: Bool) throws(ListUpdateError) {
        if isShowingPage && !waterfallView.needsReloadFlag {
            try waterfallView.appendCells(count: change.update.insertedRows.count)
        } else {
            try waterfallView.perform(change.update)
        }
    }

    /// Items that moved and are asked again, where they landed.
    func reloadItems(at indexPaths: [IndexPath], animated: Bool) throws(ListUpdateError) {
        try waterfallView.reloadCells(at: indexPaths.map(\.item))
    }

    /// Items asked again are measured again.
    func willShowChange(reloading: Set<ItemID>) {
        heights.forget(reloading)
    }

    /// Items that left forget their heights, so refreshing for hours keeps only what is shown
    /// (a page removes none).
    func didShowChange() {
        if !isShowingPage { heights.forgetItems(notIn: snapshot, exactly: true) }
    }
}
