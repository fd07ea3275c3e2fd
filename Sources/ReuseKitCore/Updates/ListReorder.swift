/// A row being dragged to a new place in a sectioned list, as index arithmetic: where it may
/// drop, where the rows it passes stand meanwhile, and the move the data hears of on the drop.
///
/// While the row is lifted the list shows it at ``target`` and the data still has it at
/// ``source``, so the two differ by this one move: a row the list shows at a position is found
/// in the data by ``sourcePosition(ofShown:)``, and the rows between the two places stand one
/// place up or down from where the data has them (``shownPosition(ofSource:)``). A *place* is a
/// position the row can drop at: in each section, 0 through the number of the section's other
/// rows, so an empty section is one place. The value knows nothing of frames; a view finds the
/// item under the pointer and asks ``place(beside:before:)``.
public struct ListReorder: Hashable, Sendable {
    /// Where the data has the lifted row, which the drag does not change.
    public let source: ListPosition
    /// Where the list shows the lifted row now: where it would drop.
    public private(set) var target: ListPosition
    /// The data's row count of each section, which the drag does not change.
    public let rowCounts: [Int]

    /// Lifts the row at `source` of a list with `rowCounts`; `nil` when there is no such row.
    ///
    /// - Complexity: O(1).
    public init?(lifting source: ListPosition, rowCounts: [Int]) {
        guard source.section >= 0, source.section < rowCounts.count, source.row >= 0,
            source.row < rowCounts[source.section]
        else { return nil }
        self.source = source
        self.target = source
        self.rowCounts = rowCounts
    }

    /// The data's move, from ``source`` to ``target``, or `nil` while the row is at its source.
    public var move: (from: ListPosition, to: ListPosition)? {
        target == source ? nil : (source, target)
    }

    /// The list's row count of each section while the row is at ``target``.
    ///
    /// - Complexity: O(sections).
    public var shownRowCounts: [Int] {
        var counts = rowCounts
        counts[source.section] -= 1
        counts[target.section] += 1
        return counts
    }

    // MARK: Places

    /// The last place in `section`: its rows other than the lifted one.
    ///
    /// - Complexity: O(1).
    public func lastPlace(inSection section: Int) -> Int {
        rowCounts[section] - (section == source.section ? 1 : 0)
    }

    /// Whether the row can drop at `place`.
    ///
    /// - Complexity: O(1).
    public func isPlace(_ place: ListPosition) -> Bool {
        place.section >= 0 && place.section < rowCounts.count && place.row >= 0
            && place.row <= lastPlace(inSection: place.section)
    }

    /// The first place of the list: the top of its first section.
    public var firstPlace: ListPosition { ListPosition(section: 0, row: 0) }

    /// The last place of the list: the end of its last section.
    public var lastPlace: ListPosition {
        let section = rowCounts.count - 1
        return ListPosition(section: section, row: lastPlace(inSection: section))
    }

    /// The place below `place` (the top of the next section after a section's end), or `nil`
    /// at the end of the list.
    ///
    /// - Complexity: O(1).
    public func place(after place: ListPosition) -> ListPosition? {
        if place.row < lastPlace(inSection: place.section) {
            return ListPosition(section: place.section, row: place.row + 1)
        }
        guard place.section + 1 < rowCounts.count else { return nil }
        return ListPosition(section: place.section + 1, row: 0)
    }

    /// The place above `place` (the end of the section before a section's top), or `nil` at
    /// the top of the list.
    ///
    /// - Complexity: O(1).
    public func place(before place: ListPosition) -> ListPosition? {
        if place.row > 0 { return ListPosition(section: place.section, row: place.row - 1) }
        guard place.section > 0 else { return nil }
        return ListPosition(section: place.section - 1, row: lastPlace(inSection: place.section - 1))
    }

    /// The place `steps` places below `place` (above it when negative), stopping at the ends
    /// of the list, as arrow keys move a row.
    ///
    /// - Complexity: O(|steps|).
    public func place(_ steps: Int, from place: ListPosition) -> ListPosition {
        var place = place
        for _ in 0..<steps.magnitude {
            guard let next = steps > 0 ? self.place(after: place) : self.place(before: place) else { break }
            place = next
        }
        return place
    }

    /// The place just before (or after) `item` of the list as shown, which must not be the
    /// lifted row: a header's section begins after it and the section above ends before it; a
    /// footer's section ends before it and the next section begins after it.
    ///
    /// - Complexity: O(1).
    public func place(beside item: ListItem, before: Bool) -> ListPosition {
        switch item {
        case .row(let section, let row):
            let place = section == target.section && row > target.row ? row - 1 : row
            return ListPosition(section: section, row: before ? place : place + 1)
        case .header(let section):
            if before && section > 0 {
                return ListPosition(section: section - 1, row: lastPlace(inSection: section - 1))
            }
            return ListPosition(section: section, row: 0)
        case .footer(let section):
            if !before && section + 1 < rowCounts.count { return ListPosition(section: section + 1, row: 0) }
            return ListPosition(section: section, row: lastPlace(inSection: section))
        }
    }

    // MARK: Positions during the drag

    /// Where the data has the row the list shows at `shown`.
    ///
    /// - Complexity: O(1).
    public func sourcePosition(ofShown shown: ListPosition) -> ListPosition {
        Self.position(of: shown, afterMoving: target, to: source)
    }

    /// Where the list shows the row the data has at `position`: the rows the drag passed stand
    /// one place up (below the source) or down (at or below the target).
    ///
    /// - Complexity: O(1).
    public func shownPosition(ofSource position: ListPosition) -> ListPosition {
        Self.position(of: position, afterMoving: source, to: target)
    }

    /// Where `position` is once the row at `from` is taken out and put in at `to`: the rows
    /// below `from` move one place up, those at or below `to` one place down. Mapping shown
    /// positions to the data's is the same move the other way.
    ///
    /// - Complexity: O(1).
    private static func position(of position: ListPosition, afterMoving from: ListPosition, to: ListPosition)
        -> ListPosition
    {
        guard from != to else { return position }
        if position == from { return to }
        var row = position.row
        if position.section == from.section && row > from.row { row -= 1 }
        if position.section == to.section && row >= to.row { row += 1 }
        return ListPosition(section: position.section, row: row)
    }

    /// Moves the row to `destination` in the list as shown and returns that change, checked
    /// against the list's counts before and after it, for the list to apply and animate; `nil`
    /// (and nothing changes) when `destination` is ``target`` or not a place.
    ///
    /// - Complexity: O(sections).
    public mutating func move(to destination: ListPosition) -> ListUpdatePlan? {
        guard destination != target, isPlace(destination) else { return nil }
        let oldCounts = shownRowCounts
        var newCounts = oldCounts
        newCounts[target.section] -= 1
        newCounts[destination.section] += 1
        var update = ListUpdate()
        update.movedRows = [(target, destination)]
        guard let plan = try? ListUpdatePlan(update, oldRowCounts: oldCounts, newRowCounts: newCounts) else {
            return nil
        }
        target = destination
        return plan
    }
}
