extension ListUpdatePlan {
    /// How many rows the update brings in (inserted, in inserted sections, or in reloaded
    /// sections beyond their old count; moves aside) after `position`, a position after the
    /// update: what a list away from its end counts as arrived below what it shows.
    ///
    /// - Complexity: O(sections + rows added).
    public func arrivedRowCount(after position: ListPosition) -> Int {
        var count = 0
        for (section, source) in sectionSources.enumerated() where section > position.section {
            if case .inserted = source { count += newRowCounts[section] }
        }
        for row in added[Self.partition(0, added.count) { added[$0] <= position }...]
        where moveSources.isEmpty || moveSources[row] == nil {
            count += 1
        }
        return count
    }
}
