import Foundation

extension TableView {
    /// Enters or leaves editing mode, in which a row is dragged by its handle; a row showing
    /// its swipe actions closes, animated or not.
    public func setEditing(_ editing: Bool, animated: Bool) {
        if editing && indexPathForRowShowingSwipeActions != nil { closeSwipeActions(animated: animated) }
        isEditing = editing
    }

    /// Shows or hides the visible cells' handles. Editing mode is where the row concerns meet:
    /// entering it shuts a row open at rest (rows in editing mode do not swipe), leaving it drops
    /// a dragged row.
    func editingDidChange() {
        if isEditing && swipeController.isOpenAtRest { closeSwipeActions(animated: false) }
        if !isEditing && reorderController.isReordering { endReorder() }
        for indexPath in visibleRowIndexPaths {
            if let cell = cellForRow(at: indexPath) { configureReorderControl(of: cell, at: indexPath) }
        }
    }
}
