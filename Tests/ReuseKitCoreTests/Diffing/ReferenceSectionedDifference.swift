import ReuseKitCore

/// The diff as first written (a dictionary of every item's position in both lists, Heckel per
/// section over the identifiers): the tests hold SectionedDifference's numbered version to the
/// same output.
enum ReferenceSectionedDifference {
    /// The update from `old` to `new`, in UIKit's index conventions.
    ///
    /// - Throws: ``DifferenceError`` when a section or item identifier appears twice.
    /// - Complexity: O(sections + items) expected.
    static func update<SectionID: Hashable, ItemID: Hashable>(
        from old: [SnapshotSection<SectionID, ItemID>], to new: [SnapshotSection<SectionID, ItemID>]
    ) throws(DifferenceError) -> ListUpdate {
        let sections = try Heckel.difference(from: old.map(\.id), to: new.map(\.id))
        var update = ListUpdate()
        update.deletedSections = sections.deletes
        update.insertedSections = sections.inserts
        update.movedSections = sections.moves.map { ($0.from, $0.to) }
        var oldSectionOf: [SectionID: Int] = [:]
        for (index, section) in old.enumerated() { oldSectionOf[section.id] = index }
        var newSectionOfOld = [Int?](repeating: nil, count: old.count)
        for (index, section) in new.enumerated() {
            if let oldIndex = oldSectionOf[section.id] { newSectionOfOld[oldIndex] = index }
        }
        let oldPositions = try positions(of: old, inNewList: false)
        let newPositions = try positions(of: new, inNewList: true)
        for (newSection, section) in new.enumerated() {
            guard let oldSection = oldSectionOf[section.id] else { continue }
            let items = try Heckel.difference(from: old[oldSection].items, to: section.items)
            for row in items.deletes {
                let item = old[oldSection].items[row]
                let from = ListPosition(section: oldSection, row: row)
                if let target = newPositions[item], target.section != newSection,
                    let source = oldSectionOf[new[target.section].id], newSectionOfOld[source] != nil
                {
                    update.movedRows.append((from, target))
                } else {
                    update.deletedRows.append(from)
                }
            }
            for row in items.inserts {
                let item = section.items[row]
                if let origin = oldPositions[item], let mapped = newSectionOfOld[origin.section],
                    mapped != newSection
                {
                    continue  // the other half of a move between sections, recorded from its source
                }
                update.insertedRows.append(ListPosition(section: newSection, row: row))
            }
            for move in items.moves {
                update.movedRows.append(
                    (
                        ListPosition(section: oldSection, row: move.from),
                        ListPosition(section: newSection, row: move.to)
                    ))
            }
        }
        return update
    }

    private static func positions<SectionID: Hashable, ItemID: Hashable>(
        of sections: [SnapshotSection<SectionID, ItemID>], inNewList: Bool
    ) throws(DifferenceError) -> [ItemID: ListPosition] {
        var result: [ItemID: ListPosition] = [:]
        var flat = 0
        for (sectionIndex, section) in sections.enumerated() {
            for (row, item) in section.items.enumerated() {
                if result.updateValue(ListPosition(section: sectionIndex, row: row), forKey: item) != nil {
                    throw .duplicateIdentifier(index: flat, inNewList: inNewList)
                }
                flat += 1
            }
        }
        return result
    }
}
