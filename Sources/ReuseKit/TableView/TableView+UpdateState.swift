import Foundation
import ReuseKitCore

extension TableView {
    /// The open update transaction of a table and the storage every update reuses.
    struct UpdateState {
        /// The changes collected by an open ``TableView/performBatchUpdates(_:completion:)`` or
        /// ``TableView/beginUpdates()``.
        var pendingBatch: ListUpdate?
        /// The animations of an open ``TableView/performBatchUpdates(_:completion:)``.
        var pendingAnimations: UpdateAnimations?
        /// What the open update groups saved of the groups around them.
        var groups = UpdateGroups()
        /// The plan and row counts every update rebuilds, kept for their storage.
        var storage = UpdateStorage()
        /// What applying an update gathers, kept empty between updates for its storage.
        var scratch = ApplyScratch()
        /// The row whose cell ``TableView/reconfigureRows(at:)`` hands back from dequeuing, by
        /// data source index path.
        var reconfiguringCell: (indexPath: IndexPath, cell: TableViewCell)?
        /// The updates planned here, on the main actor, rather than given planned.
        var plansMade = 0
    }
}

// Each step of a group is one access to the state: the view's stored property is checked for
// exclusive access at run time, so the group and the batch it saves change in one access.
extension TableView.UpdateState {
    /// Opens an update group, saving the batch of the group around it.
    mutating func openGroup() {
        groups.open(saving: &pendingBatch, &pendingAnimations)
    }

    /// Closes the innermost group, restoring the batch around it; returns the closed group's.
    mutating func closeGroup() -> (ListUpdate, TableView.UpdateAnimations) {
        groups.close(restoring: &pendingBatch, &pendingAnimations)
    }

    /// Drops the innermost group's changes (its updates threw), restoring the batch around it.
    mutating func discardInnermostGroup() {
        groups.discardInnermost(into: &pendingBatch, &pendingAnimations)
    }
}
