/// A section of a snapshot: its identifier and its items' identifiers, in order.
public struct SnapshotSection<SectionID: Hashable, ItemID: Hashable>: Equatable {
    /// The section's identifier.
    public var id: SectionID
    /// The identifiers of the section's items, in order.
    public var items: [ItemID]

    /// Creates a section.
    public init(id: SectionID, items: [ItemID]) {
        self.id = id
        self.items = items
    }
}

extension SnapshotSection: Sendable where SectionID: Sendable, ItemID: Sendable {}

/// The batch update that turns one sectioned snapshot into another: sections diffed by
/// identifier, then the items of every section that survives, with items that change section
/// reported as moves (so they keep their cells and heights).
///
/// Items are hashed once each: every identifier becomes a number (an old item its place in the
/// old list, flattened; a new one a number after those), and the rest of the work is on arrays
/// of those numbers. A caller that is itself generic (a list controller over any identifier
/// type) hashes through its type's witness table, which costs several times a specialized hash,
/// so this keeps that cost to one dictionary insertion per old item and one lookup per new one.
/// A snapshot and the same one filtered (a search narrowing, or Backspace widening it back)
/// skip the numbering: one walk down both side by side (`FilteredDifference`).
public enum SectionedDifference {
    /// The update from `old` to `new`, in UIKit's index conventions.
    ///
    /// - Throws: ``DifferenceError`` when a section or item identifier appears twice.
    /// - Complexity: O(sections + items) expected.
    public static func update<SectionID: Hashable, ItemID: Hashable>(
        from old: [SnapshotSection<SectionID, ItemID>], to new: [SnapshotSection<SectionID, ItemID>]
    ) throws(DifferenceError) -> ListUpdate {
        let sections = try Heckel.difference(from: old.map(\.id), to: new.map(\.id))
        // A filter narrowing or widening: one walk, no numbering.
        if let filtered = FilteredDifference.update(from: old, to: new, sections: sections) {
            return filtered
        }
        var oldSectionOf: [SectionID: Int] = [:]
        for index in old.indices { oldSectionOf[old[index].id] = index }
        let oldSectionOfNew = new.map { oldSectionOf[$0.id] }
        let items = try ItemNumbers(old: old, new: new)
        var update = ListUpdate()
        update.deletedSections = sections.deletes
        update.insertedSections = sections.inserts
        update.movedSections = sections.moves.map { ($0.from, $0.to) }
        items.addRowChanges(oldSectionOfNew: oldSectionOfNew, to: &update)
        return update
    }
}

/// The items of two snapshots as numbers: an old item is its index in the old list flattened,
/// a new item the old number of the same identifier, or a number past the old ones.
struct ItemNumbers {
    /// Where each old section starts in the flattened old list, and one past the end.
    var oldStarts: [Int]
    /// Where each new section starts in the flattened new list, and one past the end.
    var newStarts: [Int]
    /// The number of each new item, flattened.
    var newNumbers: [Int]
    /// The new flattened index of each old item, -1 when it is gone.
    var newIndexOfOld: [Int]

    /// Numbers the items of `old` and `new`.
    ///
    /// - Throws: ``DifferenceError/duplicateIdentifier(index:inNewList:)`` at the flattened
    ///   index where an identifier appears the second time, in the old list first.
    ///
    /// Integer identifiers (database rows, the most common kind) are numbered by code
    /// specialized for `Int`, which hashes several times faster than a generic caller can.
    init<SectionID, ItemID: Hashable>(
        old: [SnapshotSection<SectionID, ItemID>], new: [SnapshotSection<SectionID, ItemID>]
    ) throws(DifferenceError) {
        if ItemID.self == Int.self {
            // The same type: the arrays are reinterpreted, not converted.
            let oldItems = old.map { unsafeBitCast($0.items, to: [Int].self) }
            let newItems = new.map { unsafeBitCast($0.items, to: [Int].self) }
            if let dense = try Self(denseOld: oldItems, new: newItems) {
                self = dense
            } else {
                try self.init(old: oldItems, new: newItems)
            }
        } else {
            try self.init(old: old.map(\.items), new: new.map(\.items))
        }
    }

    /// Numbers the items of `old` and `new`, given as each section's items.
    init<ItemID: Hashable>(old: [[ItemID]], new: [[ItemID]]) throws(DifferenceError) {
        oldStarts = Self.starts(of: old)
        newStarts = Self.starts(of: new)
        let oldCount = oldStarts[oldStarts.count - 1]
        let newCount = newStarts[newStarts.count - 1]
        var numbers: [ItemID: Int] = [:]
        numbers.reserveCapacity(oldCount)
        var flat = 0
        for section in old.indices {
            let items = old[section]
            for row in items.indices {
                if numbers.updateValue(flat, forKey: items[row]) != nil {
                    throw .duplicateIdentifier(index: flat, inNewList: false)
                }
                flat += 1
            }
        }
        var newIndexOfOld = [Int](repeating: -1, count: oldCount)
        var newNumbers: [Int] = []
        newNumbers.reserveCapacity(newCount)
        var added: [ItemID: Int] = [:]
        flat = 0
        for section in new.indices {
            let items = new[section]
            for row in items.indices {
                let item = items[row]
                if let number = numbers[item] {
                    if newIndexOfOld[number] >= 0 { throw .duplicateIdentifier(index: flat, inNewList: true) }
                    newIndexOfOld[number] = flat
                    newNumbers.append(number)
                } else {
                    let number = oldCount + added.count
                    if added.updateValue(number, forKey: item) != nil {
                        throw .duplicateIdentifier(index: flat, inNewList: true)
                    }
                    newNumbers.append(number)
                }
                flat += 1
            }
        }
        self.newNumbers = newNumbers
        self.newIndexOfOld = newIndexOfOld
    }

    /// Numbers integer items whose values lie close together (row identifiers, indices into an
    /// array) through a table indexed by value instead of a dictionary: no hashing, one
    /// sequential allocation. `nil` when the values spread over more than a few times as many
    /// numbers as there are items.
    ///
    /// - Complexity: O(items + spread of the values).
    init?(denseOld old: [[Int]], new: [[Int]]) throws(DifferenceError) {
        var low = Int.max
        var high = Int.min
        for items in [old, new].joined() {
            for item in items {
                low = min(low, item)
                high = max(high, item)
            }
        }
        oldStarts = Self.starts(of: old)
        newStarts = Self.starts(of: new)
        let oldCount = oldStarts[oldStarts.count - 1]
        let newCount = newStarts[newStarts.count - 1]
        guard low <= high else {
            newNumbers = []
            newIndexOfOld = []
            return
        }
        let (spread, overflow) = high.subtractingReportingOverflow(low)
        guard !overflow, spread < 4 * (oldCount + newCount) + 64 else { return nil }
        // -1: not seen; 0 and above: an old item's number; -2 and below: a new item's, -2 - number.
        var table = [Int](repeating: -1, count: spread + 1)
        var flat = 0
        for items in old {
            for item in items {
                if table[item - low] != -1 { throw .duplicateIdentifier(index: flat, inNewList: false) }
                table[item - low] = flat
                flat += 1
            }
        }
        var newIndexOfOld = [Int](repeating: -1, count: oldCount)
        var newNumbers: [Int] = []
        newNumbers.reserveCapacity(newCount)
        var added = 0
        flat = 0
        for items in new {
            for item in items {
                let number = table[item - low]
                if number >= 0 {
                    if newIndexOfOld[number] >= 0 { throw .duplicateIdentifier(index: flat, inNewList: true) }
                    newIndexOfOld[number] = flat
                    newNumbers.append(number)
                } else if number == -1 {
                    table[item - low] = -2 - (oldCount + added)
                    newNumbers.append(oldCount + added)
                    added += 1
                } else {
                    throw .duplicateIdentifier(index: flat, inNewList: true)
                }
                flat += 1
            }
        }
        self.newNumbers = newNumbers
        self.newIndexOfOld = newIndexOfOld
    }

    private static func starts<ItemID>(of sections: [[ItemID]]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(sections.count + 1)
        for section in sections.indices { starts.append(starts[section] + sections[section].count) }
        return starts
    }

    /// The section of a flattened index, given the sections' starts.
    private static func section(of flat: Int, starts: [Int]) -> Int {
        var low = 0
        var high = starts.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= flat { low = middle } else { high = middle }
        }
        return low
    }

    /// Adds the rows' deletes, inserts and moves of every surviving section: Heckel's difference
    /// between the old and new section, with an item that changes between surviving sections a
    /// move (recorded from its source) rather than a delete and an insert.
    func addRowChanges(oldSectionOfNew: [Int?], to update: inout ListUpdate) {
        let oldCount = oldStarts[oldStarts.count - 1]
        var newSectionOfOld = [Int?](repeating: nil, count: oldStarts.count - 1)
        for (newSection, oldSection) in oldSectionOfNew.enumerated() {
            if let oldSection { newSectionOfOld[oldSection] = newSection }
        }
        for newSection in oldSectionOfNew.indices {
            guard let oldSection = oldSectionOfNew[newSection] else { continue }
            let oldStart = oldStarts[oldSection]
            let oldRows = oldStarts[oldSection + 1] - oldStart
            let newStart = newStarts[newSection]
            let newRows = newStarts[newSection + 1] - newStart
            // Heckel within the section: which old rows stay in it, and where.
            var newRowOfOld = [Int](repeating: -1, count: oldRows)
            var oldRowOfNew = [Int](repeating: -1, count: newRows)
            for row in 0..<newRows {
                let number = newNumbers[newStart + row]
                if number >= oldStart && number < oldStart + oldRows {
                    newRowOfOld[number - oldStart] = row
                    oldRowOfNew[row] = number - oldStart
                }
            }
            var deletesBefore = [Int](repeating: 0, count: oldRows)
            var running = 0
            for row in 0..<oldRows {
                deletesBefore[row] = running
                guard newRowOfOld[row] < 0 else { continue }
                running += 1
                let from = ListPosition(section: oldSection, row: row)
                let target = newIndexOfOld[oldStart + row]
                if target >= 0 {
                    let targetSection = Self.section(of: target, starts: newStarts)
                    if oldSectionOfNew[targetSection] != nil {
                        update.movedRows.append(
                            (
                                from,
                                ListPosition(section: targetSection, row: target - newStarts[targetSection])
                            ))
                        continue
                    }
                }
                update.deletedRows.append(from)
            }
            running = 0
            for row in 0..<newRows {
                let oldRow = oldRowOfNew[row]
                if oldRow < 0 {
                    running += 1
                    let number = newNumbers[newStart + row]
                    if number < oldCount,
                        let mapped = newSectionOfOld[Self.section(of: number, starts: oldStarts)],
                        mapped != newSection
                    {
                        continue  // the other half of a move between sections, recorded from its source
                    }
                    update.insertedRows.append(ListPosition(section: newSection, row: row))
                } else if oldRow - deletesBefore[oldRow] + running != row {
                    update.movedRows.append(
                        (
                            ListPosition(section: oldSection, row: oldRow),
                            ListPosition(section: newSection, row: row)
                        ))
                }
            }
        }
    }
}
