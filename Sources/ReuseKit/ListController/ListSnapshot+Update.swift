import Foundation
import ReuseKitCore

/// A snapshot's difference to another as the checked batch a list view performs.
struct SnapshotChange<ItemID: Hashable & Sendable>: Sendable {
    /// The batch: deletions, insertions, moves, and reloads of items asked again that keep
    /// their place.
    var update: ListUpdate
    /// Items asked again that also move: reloaded after the batch, where they landed.
    var reloadAfterwards: [ItemID]
    /// The batch's plan, made with the difference off the main actor; `nil` leaves it to the view.
    var planned: PlannedUpdate?
}

/// An update's plan made for given section counts, before and after: a view whose counts they
/// are uses it rather than planning the update again.
struct PlannedUpdate: Sendable {
    var plan: ListUpdatePlan
    var oldCounts: [Int]
    var newCounts: [Int]

    /// The plan of `update` from `old` to `new`, or `nil` when it does not add up (the view then
    /// plans it again and says why).
    init?<SectionID, ItemID>(
        _ update: ListUpdate, from old: ListSnapshot<SectionID, ItemID>,
        to new: ListSnapshot<SectionID, ItemID>
    ) {
        oldCounts = old.sections.map(\.items.count)
        newCounts = new.sections.map(\.items.count)
        guard let plan = try? ListUpdatePlan(update, oldRowCounts: oldCounts, newRowCounts: newCounts) else {
            return nil
        }
        self.plan = plan
    }
}

extension ListSnapshot {
    /// The snapshot with a page of items added at `edge`: after the last item of the last
    /// section, or before the first item of the first.
    ///
    /// - Throws: ``ListControllerError/noSection`` when there is no section to add it to.
    func addingPage(_ items: [ItemID], at edge: ScrollEdge) throws(ListControllerError) -> Self {
        guard !sections.isEmpty else { throw .noSection }
        var next = self
        if edge == .bottom {
            // Unchecked, as a page a loader brings: a duplicate is refused when it is applied.
            next.edit { sections, lookup in
                for item in items { lookup.sectionOfItem[item] = sections[sections.count - 1].id }
                sections[sections.count - 1].items += items
            }
        } else {
            next.prependItems(items)
        }
        return next
    }

    /// The batch that turns this snapshot into `newSnapshot`, with the items of `reloading` asked
    /// again (Heckel's difference, linear).
    ///
    /// - Throws: ``ListControllerError/duplicateIdentifier(_:)`` when an identifier appears twice.
    func change(to newSnapshot: Self, reloading: Set<ItemID>) throws(ListControllerError) -> SnapshotChange<
        ItemID
    > {
        var update: ListUpdate
        do {
            update = try SectionedDifference.update(from: sections, to: newSnapshot.sections)
        } catch {
            throw .duplicateIdentifier(error)
        }
        update.movesChosenByDifference = true
        var reloadAfterwards: [ItemID] = []
        if !reloading.isEmpty {
            let moved = Set(update.movedRows.map { $0.from })
            for (sectionIndex, section) in sections.enumerated() {
                for (row, item) in section.items.enumerated() where reloading.contains(item) {
                    let position = ListPosition(section: sectionIndex, row: row)
                    if moved.contains(position) {
                        reloadAfterwards.append(item)
                    } else if !update.deletedRows.contains(position) {
                        update.reloadedRows.append(position)
                    }
                }
            }
        }
        return SnapshotChange(update: update, reloadAfterwards: reloadAfterwards, planned: nil)
    }
}
