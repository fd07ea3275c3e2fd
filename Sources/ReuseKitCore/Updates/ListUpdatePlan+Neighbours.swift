extension ListUpdatePlan {
    /// Where a row from before the update is after it or, when it leaves, the row that takes
    /// its place: the first row after it that stays, else the last row before it that stays
    /// (across sections, past deleted ones). A row of a reloaded section keeps its index,
    /// clamped to the section's new rows. `nil` when no row stays.
    ///
    /// What a list's keyboard focus follows: deleting the focused row moves the focus to the
    /// next one rather than dropping it.
    ///
    /// - Complexity: O((rows leaving beside it + sections passed) · log changes).
    public func newPositionOrNeighbour(of old: ListPosition) -> ListPosition? {
        guard old.section >= 0, old.section < oldRowCounts.count else { return nil }
        if let kept = newPosition(of: old) { return kept }
        if let section = newSectionIndex[old.section], case .reloaded = sectionSources[section],
            newRowCounts[section] > 0
        {
            return ListPosition(section: section, row: Swift.min(old.row, newRowCounts[section] - 1))
        }
        return firstStaying(from: old) ?? lastStaying(before: old)
    }

    /// The first row at or after the one after `old` that stays, where it lands.
    private func firstStaying(from old: ListPosition) -> ListPosition? {
        var row = old.row + 1
        for section in old.section..<oldRowCounts.count {
            defer { row = 0 }
            guard let new = newSectionIndex[section] else { continue }
            if case .reloaded = sectionSources[new] {
                // Its rows are asked again: the first of them takes the place.
                if newRowCounts[new] > 0 { return ListPosition(section: new, row: 0) }
                continue
            }
            while row < oldRowCounts[section] {
                if let new = newPosition(of: ListPosition(section: section, row: row)) { return new }
                row += 1
            }
        }
        return nil
    }

    /// The last row before `old` that stays, where it lands.
    private func lastStaying(before old: ListPosition) -> ListPosition? {
        var row = old.row - 1
        for section in stride(from: old.section, through: 0, by: -1) {
            if section != old.section { row = oldRowCounts[section] - 1 }
            guard let new = newSectionIndex[section] else { continue }
            if case .reloaded = sectionSources[new] {
                if newRowCounts[new] > 0 { return ListPosition(section: new, row: newRowCounts[new] - 1) }
                continue
            }
            while row >= 0 {
                if let new = newPosition(of: ListPosition(section: section, row: row)) { return new }
                row -= 1
            }
        }
        return nil
    }
}
