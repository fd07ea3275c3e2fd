import Foundation
import ReuseKit

/// Swipe actions: Delete and Favourite on every contact, by a swipe or by the keyboard.
extension ContactsScene {
    /// The background of the Favourite action, apart from the grey of other normal actions.
    static let favouriteColor = Color(red: 255, green: 149, blue: 0)

    // MARK: Keys

    /// `s` or `a`: closes the actions a row shows, else opens the focused contact's on `edge`,
    /// focusing a contact first as Enter does when none is in view.
    func toggleSwipeActions(on edge: TableView.SwipeEdge) {
        tableView.toggleSwipeActionsOfFocusedRow(edge: edge)
    }

    /// `1`–`9` while a row shows its actions: performs the `number`th from the row's edge.
    /// Returns whether there was one; without actions showing the digit is not the scene's.
    func performSwipeAction(number: Int) -> Bool {
        guard tableView.indexPathForRowShowingSwipeActions != nil else { return false }
        return tableView.performSwipeAction(at: number - 1)
    }

    // MARK: Swipe actions

    /// Delete, which a full swipe performs: the contact goes, and its letter with it when it was
    /// the last.
    public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        // By name, not index path: the row may have moved by the time the action runs.
        let name = name(at: indexPath)
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            completion(self?.deleteContact(named: name) ?? false)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }

    /// Favourite (Unfavourite on a starred contact): stars the contact or takes its star away.
    public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        let name = name(at: indexPath)
        let title = favourites.contains(name) ? "Unfavourite" : "Favourite"
        let favourite = ContextualAction(style: .normal, title: title) { [weak self] _, _, completion in
            completion(self?.toggleFavourite(named: name) ?? false)
        }
        favourite.backgroundColor = Self.favouriteColor
        return SwipeActionsConfiguration(actions: [favourite])
    }

    /// Deletes the contact called `name`, animated; returns whether it was there.
    func deleteContact(named name: String) -> Bool {
        guard let indexPath = indexPath(ofContact: name) else { return false }
        deleteContacts(at: [indexPath])
        return true
    }

    /// Stars the contact called `name`, or takes its star away, and redraws its row at once;
    /// returns whether it was there.
    func toggleFavourite(named name: String) -> Bool {
        guard let indexPath = indexPath(ofContact: name) else { return false }
        if favourites.remove(name) == nil { favourites.insert(name) }
        do {
            try tableView.reloadRows(at: [indexPath], with: .none)
        } catch {
            // The model and the table disagree only through a bug of this scene: start again.
            tableView.reloadData()
        }
        return true
    }

    /// Where the contact called `name` is, searched under its letter.
    ///
    /// - Complexity: O(contacts under the letter).
    func indexPath(ofContact name: String) -> IndexPath? {
        let letter = String(name.prefix(1))
        guard let section = sections.firstIndex(where: { $0.letter == letter }),
            let row = sections[section].contacts.firstIndex(of: name)
        else { return nil }
        return IndexPath(row: row, section: section)
    }
}
