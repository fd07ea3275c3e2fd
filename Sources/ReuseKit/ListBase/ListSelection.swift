import Foundation
import ReuseKitCore

/// The selection of a list view (``TableView``, ``CollectionView``): what may be selected and what
/// is, carried through updates by the engine's plan in one place for every view.
struct ListSelection {
    /// Whether a tap selects outside editing mode.
    var allowsSelection = true
    /// Whether taps add to the selection instead of replacing it.
    var allowsMultipleSelection = false
    /// ``allowsSelection`` in editing mode (tables).
    var allowsSelectionDuringEditing = false
    /// ``allowsMultipleSelection`` in editing mode (tables).
    var allowsMultipleSelectionDuringEditing = false
    /// The selected rows or items.
    var selected = Set<IndexPath>()

    /// Carries the selection through an update: rows and items that stay or move stay
    /// selected; those deleted, reloaded or in deleted or reloaded sections are deselected, as
    /// UIKit's reloads deselect.
    ///
    /// - Complexity: O(selected · log changes).
    mutating func remap(through plan: ListUpdatePlan) {
        guard !selected.isEmpty else { return }
        var remapped = Set<IndexPath>(minimumCapacity: selected.count)
        for indexPath in selected where indexPath.count == 2 {
            let old = ListPosition(section: indexPath[0], row: indexPath[1])
            guard !plan.isReloaded(old), let new = plan.newPosition(of: old) else { continue }
            remapped.insert(IndexPath(indexes: [new.section, new.row]))
        }
        selected = remapped
    }
}
