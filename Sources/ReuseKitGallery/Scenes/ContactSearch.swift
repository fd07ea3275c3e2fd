import Foundation

/// Which contacts match a query, case and accents ignored, and what finding them cost.
///
/// Names and the query are compared folded (case and accents taken off), each name folded once
/// rather than at every keystroke. Containment of folded text only narrows as the folded query
/// grows, so a query that extends the last one filters the last result instead of the whole
/// book, and one that folds to the last one examines nothing (a storm of combining marks).
struct ContactSearch {
    /// Letters, each with its contacts, in order.
    typealias Sections = [(letter: String, contacts: [String])]

    /// What the search did: filters run, those that went through the whole book, and the
    /// contacts they examined.
    struct Statistics: Equatable, CustomStringConvertible {
        /// Filters run (a query folding to the last result's runs none).
        var filters = 0
        /// Filters that went through the whole book.
        var fullFilters = 0
        /// Contacts whose names were compared with a query.
        var examined = 0

        var description: String {
            "\(filters) filters, \(fullFilters) through the whole book, \(examined) contacts examined"
        }
    }

    /// What the search did so far.
    private(set) var statistics = Statistics()
    /// The folded query of the last result; `nil` when there is none to narrow.
    private var lastQuery: String?
    /// The names folded so far.
    private var foldedNames: [String: String] = [:]

    /// `text` with case and accents taken off, as names and queries are compared.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// Forgets the last result (the book changed wholesale): the next filter goes through the
    /// whole book.
    mutating func invalidate() {
        lastQuery = nil
    }

    /// The letters of `book` with only the contacts whose names contain `query` (all of them
    /// when it folds to nothing), a letter without any left out. `shown` is the result of the
    /// last call, kept in step with the book's edits since; when `query` extends that call's
    /// query, only `shown` is examined.
    ///
    /// - Complexity: O(contacts examined × query length); the first sight of a name folds it.
    mutating func filter(_ book: Sections, shown: Sections, by query: String) -> Sections {
        let folded = Self.fold(query)
        if let lastQuery, lastQuery == folded { return shown }
        let narrowing = lastQuery.map { folded.hasPrefix($0) } ?? false
        lastQuery = folded
        statistics.filters += 1
        if !narrowing { statistics.fullFilters += 1 }
        guard !folded.isEmpty else { return book }
        return (narrowing ? shown : book).compactMap { section in
            statistics.examined += section.contacts.count
            let matching = section.contacts.filter { foldedName($0).contains(folded) }
            return matching.isEmpty ? nil : (section.letter, matching)
        }
    }

    private mutating func foldedName(_ name: String) -> String {
        if let known = foldedNames[name] { return known }
        let folded = Self.fold(name)
        foldedNames[name] = folded
        return folded
    }
}
