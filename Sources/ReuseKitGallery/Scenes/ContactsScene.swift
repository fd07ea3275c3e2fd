import Foundation
import ReuseKit

/// An address book in a `.plain` table with a section per letter. The header of the letter at
/// the top stays pinned until the next letter pushes it up, the footer counting the letter's
/// contacts stays at the bottom, and an index strip of A–Z along the trailing edge jumps to a
/// letter (letters without contacts go to the next one). `n` and `p` (and the arrows, on a host
/// that leaves them to the scene) move the keyboard focus without selecting; Enter selects the
/// focused contact; `m` turns multiple selection on and
/// off; `x` deletes the selected contacts, and a letter left empty goes with them.
///
/// A swipe to the left reveals Delete (a full swipe performs it), one to the right Favourite,
/// which stars the contact; `s` and `a` open the focused contact's trailing and leading actions
/// from the keyboard, `1`–`9` perform the one at that place from the row's edge, and `s` or `a`
/// again closes them. `e` turns editing mode on and off (its handles drag a contact); `J` and
/// `K` move the focused contact down and up. A contact moves only under its own letter. `/`
/// searches: a field above the table filters the contacts as you type.
@MainActor
public final class ContactsScene: GalleryScene, TableViewDataSource, TableViewDelegate {
    /// The scene's name, article number and summary.
    public static let info = SceneInfo(
        name: "contacts", seed: "000",
        summary: "sections A–Z: pinned headers and footers, an index strip, focus apart from selection")
    /// The tour moves the focus, selects, turns on multiple selection, selects two more and
    /// deletes them; then it opens a contact's actions with `s` and deletes it with `1`, turns
    /// editing on, moves a contact down with `J` and turns editing off.
    public static var tourSteps: [TourStep] {
        [
            .keys("nn"), .key(.enter), .keys("m"), .keys("n"), .key(.enter), .keys("n"), .key(.enter),
            .keys("x"), .key(.end), .keys("p"), .key(.enter), .keys("ps"), .settle, .keys("1"), .settle,
            .keys("e"), .keys("pp"), .keys("J"), .settle, .keys("e"),
        ]
    }

    /// The contacts shown by default.
    public static let defaultContactCount = 2_000

    /// The table.
    public let tableView = TableView(frame: .zero, style: .plain)
    /// The search field over the table, hidden until `/` shows it.
    public let searchField = TextField()
    /// The field above the table.
    let stack: StackView
    /// Every contact by letter, in order, whatever the filter.
    public internal(set) var book: [(letter: String, contacts: [String])]
    /// The contacts shown by letter, in order: those of the book that match ``query``; a letter
    /// without contacts has no section.
    public internal(set) var sections: [(letter: String, contacts: [String])]
    /// What the contacts are filtered by; empty shows them all.
    public internal(set) var query = ""
    /// The search that filters the book by ``query``.
    var search = ContactSearch()
    /// The field's text not yet filtered by: keys that arrive together filter once.
    var pendingQuery: String?
    /// The starred contacts, by name (names are unique).
    public internal(set) var favourites: Set<String> = []
    /// Contacts deleted so far, with `x` or a swipe.
    public internal(set) var deletedCount = 0
    private static let identifier = "contact"
    private static let letters = (65...90).map { String(UnicodeScalar(UInt8($0))) }

    /// Makes the scene with the default number of contacts.
    public convenience init(clock: FrameClock) {
        self.init(clock: clock, contactCount: Self.defaultContactCount)
    }

    /// Makes the scene with `contactCount` made-up contacts, the same ones every run.
    public init(clock: FrameClock, contactCount: Int) {
        book = Self.makeSections(count: contactCount)
        sections = book
        stack = StackView(arrangedSubviews: [searchField, tableView])
        stack.axis = .vertical
        searchField.placeholder = "Search contacts"
        searchField.backgroundColor = Self.searchFieldColor
        searchField.isHidden = true
        tableView.clock = clock
        tableView.rowHeight = TableView.automaticDimension
        // UIKit's row: two lines of 22 points.
        tableView.estimatedRowHeight = 44
        tableView.register(Cell.self, forCellReuseIdentifier: Self.identifier)
        tableView.dataSource = self
        tableView.delegate = self
        searchField.delegate = self
        searchField.addAction(for: .editingChanged) { [unowned self] field in pendingQuery = field.text ?? ""
        }
    }

    /// The search field's background.
    static let searchFieldColor = Color(red: 44, green: 44, blue: 52)

    /// The table fills the scene, under the search field while it shows.
    public var rootView: View { stack }
    /// Scrolling input drives the table.
    public var initialFocus: View? { tableView }
    /// The scene's own keys.
    public var keyHints: String {
        "/ search · n/p focus · ⏎ select · m multiple · x delete · s/a actions · 1–9 act · e edit · J/K move"
    }

    /// Contacts, editing mode, the actions showing, the pinned letter, the focus and the
    /// selection: the modes first, so the one line shows them.
    public var statusText: String {
        let count = sections.reduce(0) { $0 + $1.contacts.count }
        let letters = sections.count == 1 ? "1 letter" : "\(sections.count) letters"
        var text = "seed 000 · \(count.groupedDigits) contacts in \(letters)"
        if !query.isEmpty { text += " matching “\(query)”" }
        if tableView.isEditing { text += " · editing" }
        let actions = tableView.visibleSwipeActions.compactMap(\.title)
        if !actions.isEmpty { text += " · actions: " + actions.joined(separator: ", ") }
        if let header = tableView.floatingHeaderView as? TableViewHeaderFooterView,
            let title = header.textLabel?.text
        {
            text += " · pinned \(title)"
        }
        if let focused = tableView.focusedIndexPath { text += " · focus \(name(at: focused))" }
        let selected = tableView.indexPathsForSelectedRows ?? []
        if tableView.allowsMultipleSelection {
            text += " · multiple: \(selected.count) selected"
        } else if let first = selected.first {
            text += " · selected \(name(at: first))"
        }
        if !favourites.isEmpty { text += " · \(favourites.count) ★" }
        if deletedCount > 0 { text += " · \(deletedCount) deleted" }
        return text
    }

    /// Focus with `n` and `p`, select with Enter, and the other keys as the key hints say. None
    /// is one of the gallery's own (j k g G space q r h Tab); the arrows scroll, as in every
    /// scene.
    public func handleKey(_ key: Key) -> Bool {
        // A key typed after a query in the same read acts on the list that query shows.
        applyPendingQuery()
        switch key {
        case .character("/"): beginSearch()
        case .character("p"): tableView.moveFocus(by: -1)
        case .character("n"): tableView.moveFocus(by: 1)
        case .enter: tableView.selectFocusedRow()
        case .character("m"): tableView.allowsMultipleSelection.toggle()
        case .character("x"): deleteSelected()
        case .character("e"): toggleEditing()
        case .character("s"): toggleSwipeActions(on: .trailing)
        case .character("a"): toggleSwipeActions(on: .leading)
        case .character("J"): tableView.moveFocusedRow(by: 1)
        case .character("K"): tableView.moveFocusedRow(by: -1)
        case .character(let digit):
            guard let number = digit.wholeNumberValue, (1...9).contains(number) else { return false }
            return performSwipeAction(number: number)
        default: return false
        }
        return true
    }

    /// Starts again from every contact, none starred, filtered by the query.
    public func refresh() {
        book = Self.makeSections(count: Self.defaultContactCount)
        search.invalidate()
        sections = search.filter(book, shown: [], by: query)
        favourites = []
        deletedCount = 0
        tableView.reloadData()
    }

    /// Deletes the selected contacts in one batch.
    func deleteSelected() {
        guard let selected = tableView.indexPathsForSelectedRows else { return }
        deleteContacts(at: selected)
    }

    /// Deletes contacts from the model and the table in one animated batch; a letter left
    /// without contacts is deleted in the same batch, so no empty section stays behind.
    func deleteContacts(at indexPaths: [IndexPath]) {
        var rows: [IndexPath] = []
        var emptied = IndexSet()
        for section in Set(indexPaths.map(\.section)) {
            let picked = Set(indexPaths.filter { $0.section == section })
            if picked.count == sections[section].contacts.count {
                emptied.insert(section)
            } else {
                rows += picked
            }
        }
        for path in indexPaths { favourites.remove(name(at: path)) }
        let gone = Set(indexPaths.map { name(at: $0) })
        for index in book.indices { book[index].contacts.removeAll { gone.contains($0) } }
        book.removeAll { $0.contacts.isEmpty }
        for path in rows.sorted(by: >) { sections[path.section].contacts.remove(at: path.row) }
        for section in emptied.sorted(by: >) { sections.remove(at: section) }
        deletedCount += Set(indexPaths).count
        do {
            try tableView.performBatchUpdates { () throws(ListUpdateError) in
                try tableView.deleteRows(at: rows)
                try tableView.deleteSections(emptied)
            }
        } catch {
            // The model and the table disagree only through a bug of this scene: start again.
            tableView.reloadData()
        }
    }

    /// The contact's name, or "?" for a row the model does not have.
    func name(at indexPath: IndexPath) -> String {
        guard indexPath.section < sections.count, indexPath.row < sections[indexPath.section].contacts.count
        else { return "?" }
        return sections[indexPath.section].contacts[indexPath.row]
    }

    // MARK: Data source and delegate

    /// One section per letter with contacts.
    public func numberOfSections(in tableView: TableView) -> Int { sections.count }

    /// The letter's contacts.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].contacts.count
    }

    /// A contact's name over its phone number.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
        let name = name(at: indexPath)
        // Drawn as text, so every host shows the star without an image.
        cell.textLabel?.text = favourites.contains(name) ? "★ " + name : name
        cell.detailTextLabel?.text = Self.phone(for: name)
        return cell
    }

    /// The letter.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].letter
    }

    /// How many contacts the letter has.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        let count = sections[section].contacts.count
        return count == 1 ? "1 contact" : "\(count) contacts"
    }

    /// A line of the host's text for every header and footer.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.traitCollection.line
    }

    /// A line of the host's text for every footer.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.traitCollection.line
    }

    /// Contacts are sized by their cells: name and number.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        TableView.automaticDimension
    }

    /// A–Z, whether or not a letter has contacts.
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { Self.letters }

    /// The letter's section, or the next letter's when it has no contacts (the last one past Z).
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int)
        -> Int
    {
        sections.firstIndex { $0.letter >= title } ?? max(0, sections.count - 1)
    }

    /// A contact's cell: the name over the number.
    final class Cell: TableViewCell {
        required init(style: Style, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        }
    }

    // MARK: Made-up contacts

    private static let givenNames = [
        "Ada", "Ben", "Chloé", "Dmitri", "Elif", "Farah", "Grace", "Hiro", "Inés", "Jonas", "Kemal", "Lena",
        "Mei", "Nia", "Oskar", "Priya", "Rafael", "Sofia", "Tomás", "Uma", "Viktor", "Wen", "Yusuf", "Zoë",
    ]
    private static let familyNames = [
        "Abara", "Almeida", "Bauer", "Brennan", "Castillo", "Chen", "Dahl", "Dubois", "Eriksen", "Fischer",
        "Fontaine", "García", "Gupta", "Haddad", "Hoffmann", "Ibarra", "Ivanova", "Jensen", "Kaur",
        "Kowalski",
        "Laurent", "Lindqvist", "Moreau", "Müller", "Nakamura", "Novak", "Okafor", "Olsen", "Petrov",
        "Pereira",
        "Rossi", "Ruiz", "Sato", "Schmidt", "Tanaka", "Torres", "Urquhart", "Vargas", "Weber", "Wójcik",
        "Zhang", "Zimmermann",
    ]

    /// `count` contacts from a fixed linear congruential sequence, sorted by family name and
    /// grouped by its first letter: the same book on every host and every run.
    static func makeSections(count: Int) -> [(letter: String, contacts: [String])] {
        var state: UInt64 = 0x000C_0117_AC75
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        // A middle initial makes room for 21,168 distinct names; a name drawn twice is skipped.
        let initials = Array("ABCDEFGHIJKLMNOPRSTVW")
        var contacts: [(family: String, given: String)] = []
        var seen = Set<String>()
        let limit = min(count, familyNames.count * givenNames.count * initials.count)
        while contacts.count < limit {
            let family = familyNames[next(familyNames.count)]
            let given = "\(givenNames[next(givenNames.count)]) \(initials[next(initials.count)])."
            if seen.insert(family + given).inserted { contacts.append((family, given)) }
        }
        contacts.sort { ($0.family, $0.given) < ($1.family, $1.given) }
        var sections: [(letter: String, contacts: [String])] = []
        for contact in contacts {
            let letter = String(contact.family.prefix(1))
            let name = "\(contact.family), \(contact.given)"
            if sections.last?.letter == letter {
                sections[sections.count - 1].contacts.append(name)
            } else {
                sections.append((letter, [name]))
            }
        }
        return sections
    }

    /// A made-up phone number that stays with the name.
    static func phone(for name: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let digits = String(hash % 10_000_000)
        return "+1 555 " + String(repeating: "0", count: 7 - digits.count) + digits
    }
}
