/// A ``ListUpdate`` checked against the row counts before and after it: every index is in range,
/// nothing is named twice, and every count adds up. Only a plan can be applied, so a refused
/// update never touches the list.
///
/// A plan kept and rebuilt for each update (``rebuild(_:oldRowCounts:newRowCounts:)``) reuses
/// its storage: once it has seen an update of a given size, checking another allocates nothing.
public struct ListUpdatePlan: Sendable {
    /// Where a section after the update comes from.
    enum SectionSource: Equatable, Sendable {
        case inserted
        case kept(old: Int)
        case moved(old: Int)
        case reloaded(old: Int)
    }

    var oldRowCounts: [Int] = []
    var newRowCounts: [Int] = []
    /// For each section before the update: its index after it, or `nil` when deleted.
    var newSectionIndex: [Int?] = []
    var sectionSources: [SectionSource] = []
    /// Rows leaving old sections (deleted or moved out), ascending by section, then row.
    var removed: [ListPosition] = []
    /// Rows arriving in new sections (inserted or moved in), ascending by section, then row.
    var added: [ListPosition] = []
    /// The old position of each row moved to a new position.
    var moveSources: [ListPosition: ListPosition] = [:]
    var moveDestinations: [ListPosition: ListPosition] = [:]
    var reloadedRows: Set<ListPosition> = []
    /// The update's ``ListUpdate/movesChosenByDifference``.
    var movesChosenByDifference = false
    /// What checking needs only while it runs, kept for the next rebuild.
    var scratch = Scratch()

    /// An empty plan: no sections, no changes. Rebuild it for each update to reuse its storage.
    public init() {}

    /// Checks `update` against the counts; throws, changing nothing, when it does not add up.
    ///
    /// - Complexity: O(sections + changes · log changes).
    public init(_ update: ListUpdate, oldRowCounts: [Int], newRowCounts: [Int]) throws(ListUpdateError) {
        try rebuild(update, oldRowCounts: oldRowCounts, newRowCounts: newRowCounts)
    }

    /// Makes this the plan of `update`, keeping the storage of the plan it was; throws when the
    /// update does not add up, leaving the plan empty.
    ///
    /// - Complexity: O(sections + changes · log changes); no allocation once the plan's storage
    ///   has held an update as large.
    public mutating func rebuild(_ update: ListUpdate, oldRowCounts: [Int], newRowCounts: [Int])
        throws(ListUpdateError)
    {
        removeAll()
        do {
            self.oldRowCounts.append(contentsOf: oldRowCounts)
            self.newRowCounts.append(contentsOf: newRowCounts)
            try planSections(update)
            try planRows(update)
            try checkRowCounts(update)
            movesChosenByDifference = update.movesChosenByDifference
        } catch {
            removeAll()
            throw error
        }
    }

    /// Empties the plan, keeping its storage.
    private mutating func removeAll() {
        oldRowCounts.removeAll(keepingCapacity: true)
        newRowCounts.removeAll(keepingCapacity: true)
        newSectionIndex.removeAll(keepingCapacity: true)
        sectionSources.removeAll(keepingCapacity: true)
        removed.removeAll(keepingCapacity: true)
        added.removeAll(keepingCapacity: true)
        if !moveSources.isEmpty { moveSources.removeAll(keepingCapacity: true) }
        if !moveDestinations.isEmpty { moveDestinations.removeAll(keepingCapacity: true) }
        if !reloadedRows.isEmpty { reloadedRows.removeAll(keepingCapacity: true) }
        scratch.removeAll()
        movesChosenByDifference = false
    }

    /// Where a row from before the update is after it, or `nil` when it is gone (deleted, or in
    /// a deleted or reloaded section).
    ///
    /// - Complexity: O(log changes).
    public func newPosition(of old: ListPosition) -> ListPosition? {
        guard old.section >= 0, old.section < newSectionIndex.count,
            let section = newSectionIndex[old.section]
        else {
            return nil
        }
        if case .reloaded = sectionSources[section] { return nil }
        if !moveDestinations.isEmpty, let moved = moveDestinations[old] { return moved }
        let leaving = Self.rows(of: old.section, in: removed)
        if Self.contains(leaving, old.row) { return nil }
        let row = Self.shifted(
            old.row - Self.countBelow(leaving, old.row), past: Self.rows(of: section, in: added))
        return ListPosition(section: section, row: row)
    }

    /// Whether the row at an old position is moved by the update (a move of its own, not a
    /// shift by the rows around it).
    ///
    /// - Complexity: O(1).
    public func isMoved(_ old: ListPosition) -> Bool {
        !moveDestinations.isEmpty && moveDestinations[old] != nil
    }

    /// Whether the row at an old position was moved on purpose: by a move asked for one by one
    /// (an app's `moveRow`, a key that moves the focused row), not one a difference chose among
    /// rows that changed order. A view holds the focused row still on screen unless it was.
    ///
    /// - Complexity: O(1).
    public func isMovedOnPurpose(_ old: ListPosition) -> Bool {
        !movesChosenByDifference && isMoved(old)
    }

    /// Whether the row at an old position is reloaded (asked again) by the update.
    public func isReloaded(_ old: ListPosition) -> Bool {
        if !reloadedRows.isEmpty && reloadedRows.contains(old) { return true }
        guard old.section >= 0, old.section < newSectionIndex.count,
            let section = newSectionIndex[old.section]
        else { return false }
        if case .reloaded = sectionSources[section] { return true }
        return false
    }

    /// The positions of `section` in `sorted` (ascending by section, then row).
    ///
    /// - Complexity: O(log positions).
    static func rows(of section: Int, in sorted: [ListPosition]) -> ArraySlice<ListPosition> {
        if sorted.isEmpty { return sorted[...] }
        let start = partition(sorted.startIndex, sorted.endIndex) { sorted[$0].section < section }
        let end = partition(start, sorted.endIndex) { sorted[$0].section <= section }
        return sorted[start..<end]
    }

    /// Where a row that was at `row` among the rows that stay lands once the ascending `added`
    /// rows are in: `row` plus the number of added rows at or above its new place. As
    /// `added[i] - i` never decreases, the count is found by binary search.
    ///
    /// - Complexity: O(log added).
    static func shifted(_ row: Int, past added: ArraySlice<ListPosition>) -> Int {
        let start = added.startIndex
        return row + partition(start, added.endIndex) { added[$0].row - ($0 - start) <= row } - start
    }

    /// How many of the ascending rows lie below `value`.
    static func countBelow(_ sorted: ArraySlice<ListPosition>, _ value: Int) -> Int {
        partition(sorted.startIndex, sorted.endIndex) { sorted[$0].row < value } - sorted.startIndex
    }

    static func contains(_ sorted: ArraySlice<ListPosition>, _ value: Int) -> Bool {
        let index = sorted.startIndex + countBelow(sorted, value)
        return index < sorted.endIndex && sorted[index].row == value
    }

    /// The first index in `low..<high` where `isBelow` is false, `isBelow` holding for a prefix.
    ///
    /// - Complexity: O(log (high - low)).
    static func partition(_ low: Int, _ high: Int, isBelow: (Int) -> Bool) -> Int {
        var low = low
        var high = high
        while low < high {
            let middle = (low + high) / 2
            if isBelow(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
