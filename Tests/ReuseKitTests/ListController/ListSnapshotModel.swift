import ReuseKit

/// The obviously-correct reference for ``ListSnapshot``'s edits: an array of sections, each an
/// array of items, searched linearly, with UIKit's rules and the typed errors ours throws where
/// UIKit stops the app (the first offending identifier, in the order the edit checks them).
struct ListSnapshotModel: Equatable {
    typealias Failure = ListSnapshotError<Int, Int>
    var sections: [(id: Int, items: [Int])] = []

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sections.map(\.id) == rhs.sections.map(\.id)
            && lhs.sections.map(\.items) == rhs.sections.map(\.items)
    }

    var sectionIDs: [Int] { sections.map(\.id) }
    var items: [Int] { sections.flatMap(\.items) }

    func sectionIndex(_ id: Int) -> Int? { sections.firstIndex { $0.id == id } }
    func place(_ item: Int) -> (section: Int, row: Int)? {
        for (index, section) in sections.enumerated() {
            if let row = section.items.firstIndex(of: item) { return (index, row) }
        }
        return nil
    }

    func firstDuplicateSection(_ ids: [Int]) -> Int? {
        var seen = Set(sectionIDs)
        return ids.first { !seen.insert($0).inserted }
    }

    func firstDuplicateItem(_ ids: [Int]) -> Int? {
        var seen = Set(items)
        return ids.first { !seen.insert($0).inserted }
    }

    mutating func appendSections(_ ids: [Int]) throws(Failure) {
        if let duplicate = firstDuplicateSection(ids) { throw .duplicateSection(duplicate) }
        sections += ids.map { ($0, []) }
    }

    mutating func insertSections(_ ids: [Int], at anchor: Int, after: Bool) throws(Failure) {
        guard let index = sectionIndex(anchor) else { throw .sectionNotFound(anchor) }
        if let duplicate = firstDuplicateSection(ids) { throw .duplicateSection(duplicate) }
        sections.insert(contentsOf: ids.map { ($0, []) }, at: index + (after ? 1 : 0))
    }

    mutating func deleteSections(_ ids: [Int]) {
        sections.removeAll { ids.contains($0.id) }
    }

    mutating func moveSection(_ id: Int, to anchor: Int, after: Bool) throws(Failure) {
        guard let from = sectionIndex(id) else { throw .sectionNotFound(id) }
        guard sectionIndex(anchor) != nil else { throw .sectionNotFound(anchor) }
        guard id != anchor else { throw .sectionMovedRelativeToItself(id) }
        let moving = sections.remove(at: from)
        let to = sectionIndex(anchor) ?? 0
        sections.insert(moving, at: to + (after ? 1 : 0))
    }

    mutating func appendItems(_ ids: [Int], to section: Int?) throws(Failure) {
        let index: Int
        if let section {
            guard let found = sectionIndex(section) else { throw .sectionNotFound(section) }
            index = found
        } else {
            guard !sections.isEmpty else { throw .noSection }
            index = sections.count - 1
        }
        if let duplicate = firstDuplicateItem(ids) { throw .duplicateItem(duplicate) }
        sections[index].items += ids
    }

    mutating func insertItems(_ ids: [Int], at anchor: Int, after: Bool) throws(Failure) {
        guard let (section, row) = place(anchor) else { throw .itemNotFound(anchor) }
        if let duplicate = firstDuplicateItem(ids) { throw .duplicateItem(duplicate) }
        sections[section].items.insert(contentsOf: ids, at: row + (after ? 1 : 0))
    }

    mutating func deleteItems(_ ids: [Int]) {
        for index in sections.indices { sections[index].items.removeAll { ids.contains($0) } }
    }

    mutating func deleteAllItems() {
        for index in sections.indices { sections[index].items.removeAll() }
    }

    mutating func moveItem(_ id: Int, to anchor: Int, after: Bool) throws(Failure) {
        guard let (from, row) = place(id) else { throw .itemNotFound(id) }
        guard place(anchor) != nil else { throw .itemNotFound(anchor) }
        guard id != anchor else { throw .itemMovedRelativeToItself(id) }
        sections[from].items.remove(at: row)
        guard let (to, toRow) = place(anchor) else { return }
        sections[to].items.insert(id, at: toRow + (after ? 1 : 0))
    }

    func checkItemsPresent(_ ids: [Int]) throws(Failure) {
        if let missing = ids.first(where: { place($0) == nil }) { throw .itemNotFound(missing) }
    }

    func checkSectionsPresent(_ ids: [Int]) throws(Failure) {
        if let missing = ids.first(where: { sectionIndex($0) == nil }) { throw .sectionNotFound(missing) }
    }
}
