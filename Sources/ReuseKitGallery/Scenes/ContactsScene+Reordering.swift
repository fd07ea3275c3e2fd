import Foundation
import ReuseKit

/// Reordering: editing mode with its handles, and moves that keep a contact under its own
/// letter.
extension ContactsScene {
    /// `e`: editing mode on or off; the handles stand left of the index strip.
    func toggleEditing() {
        tableView.setEditing(!tableView.isEditing, animated: true)
    }

    /// Every contact can be moved, by its handle in editing mode or with `J` and `K`.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    /// The table moved a contact: the model follows.
    public func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        let name = sections[sourceIndexPath.section].contacts.remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].contacts.insert(name, at: destinationIndexPath.row)
        storeOrder(ofSection: destinationIndexPath.section)
    }

    /// A contact stays under its own letter, so the footers' counts stay right: a place under
    /// an earlier letter becomes the first of its own, one under a later letter the last.
    public func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        let section = sourceIndexPath.section
        if proposedDestinationIndexPath.section < section { return IndexPath(row: 0, section: section) }
        if proposedDestinationIndexPath.section > section {
            return IndexPath(row: sections[section].contacts.count - 1, section: section)
        }
        return proposedDestinationIndexPath
    }
}
