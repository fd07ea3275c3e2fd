extension ListUpdatePlan {
    /// How many rows the update brings in (inserted, in inserted sections, or in reloaded
    /// sections beyond their old count; moves aside) after `position`, a position after the
    /// update: what a list away from its end counts as arrived below what it shows.
    ///
    /// - Complexity: O(sections + rows added).
    public func arrivedRowCount(after position: ListPosition) -> Int {
        var count = 0
        for (section, source) in sectionSources.enumerated() where section >= position.section {
            switch source {
            case .inserted:
                if section > position.section { count += newRowCounts[section] }
            case .kept, .moved, .reloaded:
                for row in addedRows[section] ?? []
                where (section > position.section || row > position.row)
                    && (moveSources.isEmpty || moveSources[ListPosition(section: section, row: row)] == nil)
                {
                    count += 1
                }
            }
        }
        return count
    }
}
