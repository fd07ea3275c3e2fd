import Foundation
import ReuseKit
import ReuseKitCore

/// Searching, as a UIKit app's `UISearchController` over its list: `/` shows the search field
/// above the table and makes it first responder, the keys typed filter the contacts by name
/// (case and accents ignored) once a frame, however many arrive together, and apply the difference to the table as one animated batch —
/// rows that stay keep their cells, the selection and the focus follow their contacts, and the
/// first row on screen stays put. Return or Escape leaves the field with its filter; a field
/// left empty hides again.
extension ContactsScene: TextFieldDelegate {
    /// `/`: shows the field and starts editing it.
    func beginSearch() {
        searchField.isHidden = false
        stack.setNeedsLayout()
        searchField.becomeFirstResponder()
    }

    /// Filters the contacts by `query` and shows the result, animating the difference.
    public func filter(by query: String) {
        pendingQuery = nil
        self.query = query
        show(search.filter(book, shown: sections, by: query))
    }

    /// Filters by the field's text if it changed since the last filter: once a frame, however
    /// many keys the terminal delivered in one read.
    func applyPendingQuery() {
        guard let pendingQuery else { return }
        filter(by: pendingQuery)
    }

    /// The keys of a read have all reached the field: the list follows them once.
    public func willRenderFrame() {
        applyPendingQuery()
    }

    /// The letters of `book` with only the contacts whose names contain `query` (all when it is
    /// empty), a letter without any left out.
    static func filtered(_ book: [(letter: String, contacts: [String])], by query: String)
        -> [(letter: String, contacts: [String])]
    {
        var search = ContactSearch()
        return search.filter(book, shown: [], by: query)
    }

    /// Shows `newSections`: the difference from what the table shows (letters by letter, contacts
    /// by name, the same diff `ListController` applies) as one animated batch.
    func show(_ newSections: [(letter: String, contacts: [String])]) {
        let old = sections.map { SnapshotSection(id: $0.letter, items: $0.contacts) }
        let new = newSections.map { SnapshotSection(id: $0.letter, items: $0.contacts) }
        sections = newSections
        do {
            let update = try SectionedDifference.update(from: old, to: new)
            guard update.movedSections.isEmpty else { return tableView.reloadData() }
            func path(_ position: ListPosition) -> IndexPath {
                IndexPath(row: position.row, section: position.section)
            }
            try tableView.performBatchUpdates { () throws(ListUpdateError) in
                try tableView.deleteSections(IndexSet(update.deletedSections))
                try tableView.insertSections(IndexSet(update.insertedSections))
                try tableView.deleteRows(at: update.deletedRows.map(path))
                try tableView.insertRows(at: update.insertedRows.map(path))
                for move in update.movedRows { try tableView.moveRow(at: path(move.from), to: path(move.to)) }
            }
        } catch {
            // Names are unique and the batch is the diff's: only a bug of this scene gets here.
            tableView.reloadData()
        }
    }

    /// Puts the order the table shows under a letter back into the book: the shown contacts
    /// take the book's places of the shown contacts, in the table's order; hidden ones stay.
    func storeOrder(ofSection section: Int) {
        let shown = sections[section]
        guard let index = book.firstIndex(where: { $0.letter == shown.letter }) else { return }
        let names = Set(shown.contacts)
        var next = shown.contacts.makeIterator()
        book[index].contacts = book[index].contacts.map { names.contains($0) ? next.next() ?? $0 : $0 }
    }

    // MARK: Text field delegate

    /// Return leaves the field, keeping the filter.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        textField.resignFirstResponder()
        return false
    }

    /// A field left empty hides again.
    public func textFieldDidEndEditing(_ textField: TextField) {
        applyPendingQuery()
        guard !textField.hasText else { return }
        textField.isHidden = true
        stack.setNeedsLayout()
    }
}
