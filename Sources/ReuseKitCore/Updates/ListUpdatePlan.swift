/// A ``ListUpdate`` checked against the row counts before and after it: every index is in range,
/// nothing is named twice, and every count adds up. Only a plan can be applied, so a refused
/// update never touches the list.
public struct ListUpdatePlan: Sendable {
    /// Where a section after the update comes from.
    enum SectionSource: Equatable, Sendable {
        case inserted
        case kept(old: Int)
        case moved(old: Int)
        case reloaded(old: Int)
    }

    let oldRowCounts: [Int]
    let newRowCounts: [Int]
    /// For each section before the update: its index after it, or `nil` when deleted.
    let newSectionIndex: [Int?]
    let sectionSources: [SectionSource]
    /// Rows leaving each old section (deleted or moved out), ascending.
    let removedRows: [Int: [Int]]
    /// Rows arriving in each new section (inserted or moved in), ascending.
    let addedRows: [Int: [Int]]
    /// The old position of each row moved to a new position.
    let moveSources: [ListPosition: ListPosition]
    let moveDestinations: [ListPosition: ListPosition]
    let reloadedRows: Set<ListPosition>

    /// Checks `update` against the counts; throws, changing nothing, when it does not add up.
    ///
    /// - Complexity: O(sections + changes · log changes).
    public init(_ update: ListUpdate, oldRowCounts: [Int], newRowCounts: [Int]) throws(ListUpdateError) {
        self.oldRowCounts = oldRowCounts
        self.newRowCounts = newRowCounts
        let sections = try SectionPlan(update, before: oldRowCounts.count, after: newRowCounts.count)
        newSectionIndex = sections.newIndex
        sectionSources = sections.sources
        let rows = try RowPlan(
            update, sections: sections, oldRowCounts: oldRowCounts, newRowCounts: newRowCounts)
        removedRows = rows.removed
        addedRows = rows.added
        moveSources = rows.moveSources
        moveDestinations = rows.moveDestinations
        reloadedRows = rows.reloaded
    }

    /// Where a row from before the update is after it, or `nil` when it is gone (deleted, or in
    /// a deleted or reloaded section).
    ///
    /// - Complexity: O(log changes).
    public func newPosition(of old: ListPosition) -> ListPosition? {
        guard old.section < newSectionIndex.count, let section = newSectionIndex[old.section] else {
            return nil
        }
        if case .reloaded = sectionSources[section] { return nil }
        if let moved = moveDestinations[old] { return moved }
        let removed = removedRows[old.section] ?? []
        if Self.contains(removed, old.row) { return nil }
        let row = Self.shifted(old.row - Self.countBelow(removed, old.row), past: addedRows[section] ?? [])
        return ListPosition(section: section, row: row)
    }

    /// Whether the row at an old position is reloaded (asked again) by the update.
    public func isReloaded(_ old: ListPosition) -> Bool {
        if reloadedRows.contains(old) { return true }
        guard old.section >= 0, old.section < newSectionIndex.count,
            let section = newSectionIndex[old.section]
        else { return false }
        if case .reloaded = sectionSources[section] { return true }
        return false
    }

    /// Where a row that was at `row` among the rows that stay lands once the ascending `added`
    /// rows are in: `row` plus the number of added rows at or above its new place. As `added[i] - i`
    /// never decreases, the count is found by binary search.
    ///
    /// - Complexity: O(log added).
    static func shifted(_ row: Int, past added: [Int]) -> Int {
        var low = 0
        var high = added.count
        while low < high {
            let middle = (low + high) / 2
            if added[middle] - middle <= row { low = middle + 1 } else { high = middle }
        }
        return row + low
    }

    static func countBelow(_ sorted: [Int], _ value: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    static func contains(_ sorted: [Int], _ value: Int) -> Bool {
        let index = countBelow(sorted, value)
        return index < sorted.count && sorted[index] == value
    }
}
