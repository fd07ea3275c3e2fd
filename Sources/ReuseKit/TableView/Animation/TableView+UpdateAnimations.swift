import Foundation
import ReuseKitCore

extension TableView {
    /// The row animations of one batch, per change, as UIKit takes them (each call of a batch
    /// names its own). Every update animates, `.none` included: as UIKit documents it, a `.none`
    /// row has no effect of its own but the rows around it still slide; only
    /// ``View/performWithoutAnimation(_:)`` shows the end state at once.
    struct UpdateAnimations {
        var insertedSections: [Int: RowAnimation] = [:]
        var deletedSections: [Int: RowAnimation] = [:]
        var reloadedSections: [Int: RowAnimation] = [:]
        /// The row changes recorded while they all name one animation: a page of rows costs no
        /// table per row. The first is kept apart, so that a single update allocates nothing here.
        private var firstRowRecord: (update: ListUpdate, animation: RowAnimation)?
        private var laterRowRecords: [(update: ListUpdate, animation: RowAnimation)] = []
        /// Per row, once the batch's row changes name different animations.
        private var perRow: (inserted: [ListPosition: RowAnimation], removed: [ListPosition: RowAnimation])?

        mutating func record(_ update: ListUpdate, _ animation: RowAnimation) {
            for section in update.insertedSections { insertedSections[section] = animation }
            for section in update.deletedSections { deletedSections[section] = animation }
            for section in update.reloadedSections { reloadedSections[section] = animation }
            guard !update.insertedRows.isEmpty || !update.deletedRows.isEmpty || !update.reloadedRows.isEmpty
            else { return }
            if perRow == nil, firstRowRecord.map({ $0.animation == animation }) ?? true {
                if firstRowRecord == nil {
                    firstRowRecord = (update, animation)
                } else {
                    laterRowRecords.append((update, animation))
                }
                return
            }
            var tables = perRow ?? ([:], [:])
            for entry in rowRecords + [(update, animation)] {
                for position in entry.update.insertedRows { tables.inserted[position] = entry.animation }
                for position in entry.update.deletedRows + entry.update.reloadedRows {
                    tables.removed[position] = entry.animation
                }
            }
            removeRowRecords()
            perRow = tables
        }

        /// The row changes recorded while they all name one animation, in order.
        private var rowRecords: [(update: ListUpdate, animation: RowAnimation)] {
            (firstRowRecord.map { [$0] } ?? []) + laterRowRecords
        }

        private mutating func removeRowRecords() {
            firstRowRecord = nil
            laterRowRecords = []
        }

        mutating func merge(_ other: UpdateAnimations) {
            insertedSections.merge(other.insertedSections) { $1 }
            deletedSections.merge(other.deletedSections) { $1 }
            reloadedSections.merge(other.reloadedSections) { $1 }
            for entry in other.rowRecords { record(entry.update, entry.animation) }
            if let tables = other.perRow {
                var mine = perRow ?? ([:], [:])
                mine.inserted.merge(tables.inserted) { $1 }
                mine.removed.merge(tables.removed) { $1 }
                for entry in rowRecords {
                    for position in entry.update.insertedRows { mine.inserted[position] = entry.animation }
                    for position in entry.update.deletedRows + entry.update.reloadedRows {
                        mine.removed[position] = entry.animation
                    }
                }
                removeRowRecords()
                perRow = mine
            }
        }

        /// The animation of an inserted (or reloaded, by its new place) row.
        private func rowAnimation(inserted position: ListPosition) -> RowAnimation? {
            perRow.map { $0.inserted[position] } ?? firstRowRecord?.animation
        }

        /// The animation of a deleted (or reloaded, by its old place) row.
        private func rowAnimation(removed position: ListPosition) -> RowAnimation? {
            perRow.map { $0.removed[position] } ?? firstRowRecord?.animation
        }

        /// How a row with no old place (inserted, reloaded, or in a new or reloaded section)
        /// comes in.
        func appearing(_ position: ListPosition, in plan: ListUpdatePlan) -> ItemTransitionStyle {
            guard let old = plan.oldSection(of: position.section) else {
                return TableView.style(of: insertedSections[position.section] ?? .automatic)
            }
            if plan.isSectionReloaded(position.section) {
                return TableView.style(of: reloadedSections[old] ?? .automatic)
            }
            if let oldRow = plan.oldPosition(of: position) {
                return TableView.style(of: rowAnimation(removed: oldRow) ?? .automatic)
            }
            return TableView.style(of: rowAnimation(inserted: position) ?? .automatic)
        }

        /// How a row that leaves (deleted, reloaded, or in a deleted or reloaded section) goes.
        func disappearing(_ old: ListPosition, in plan: ListUpdatePlan) -> ItemTransitionStyle {
            if let animation = deletedSections[old.section] ?? reloadedSections[old.section] {
                return TableView.style(of: animation)
            }
            return TableView.style(of: rowAnimation(removed: old) ?? .automatic)
        }
    }
}
