import Foundation
import ReuseKitCore

extension TableView {
    /// The nesting of ``TableView/beginUpdates()`` and ``TableView/endUpdates()`` (and of
    /// ``TableView/performBatchUpdates(_:completion:)``, which opens and closes one): each open
    /// group collects its changes afresh and keeps what the group around it had collected.
    struct UpdateGroups {
        private var saved: [(batch: ListUpdate?, animations: UpdateAnimations?)] = []

        /// Whether a group is open.
        var isOpen: Bool { !saved.isEmpty }

        /// Opens a group: the current collection is saved and a new one starts.
        mutating func open(saving batch: inout ListUpdate?, _ animations: inout UpdateAnimations?) {
            saved.append((batch, animations))
            batch = ListUpdate()
            animations = UpdateAnimations()
        }

        /// Closes the innermost group and returns what it collected, restoring the collection of
        /// the group around it.
        mutating func close(restoring batch: inout ListUpdate?, _ animations: inout UpdateAnimations?)
            -> (ListUpdate, UpdateAnimations)
        {
            precondition(isOpen, "endUpdates() without a matching beginUpdates()")
            let collected = (batch ?? ListUpdate(), animations ?? UpdateAnimations())
            (batch, animations) = saved.removeLast()
            return collected
        }

        /// Closes the innermost group, dropping what it collected.
        mutating func discardInnermost(into batch: inout ListUpdate?, _ animations: inout UpdateAnimations?) {
            _ = close(restoring: &batch, &animations)
        }
    }
}
