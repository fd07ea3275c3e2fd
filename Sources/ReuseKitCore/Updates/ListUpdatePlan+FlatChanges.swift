extension ListUpdatePlan {
    /// The rows that leave (deleted, or moved away) and arrive (inserted, or moved in), as
    /// positions among all rows (every row of every section, in order): `removed` before the
    /// update, last first, so that taking them away one by one in that order leaves each next
    /// one where it was; `added` after it, first first, so that putting them in one by one in
    /// that order puts each where it lands. `nil` when a section is inserted, deleted, moved or
    /// reloaded, or when more than `limit` rows change: then every row may be elsewhere.
    ///
    /// - Complexity: O(sections + changes) (nothing when it answers `nil` for `limit`).
    public func flatRowChanges(limit: Int) -> (removed: [Int], added: [Int])? {
        guard removed.count + added.count <= limit, sectionSources.count == oldRowCounts.count,
            sectionSources.indices.allSatisfy({ sectionSources[$0] == .kept(old: $0) })
        else { return nil }
        return (
            Self.flat(removed, counts: oldRowCounts).reversed(),
            Self.flat(added, counts: newRowCounts)
        )
    }

    /// The positions among all rows of the ascending `positions`, in sections of `counts` rows.
    private static func flat(_ positions: [ListPosition], counts: [Int]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(positions.count)
        var section = 0
        var start = 0
        for position in positions {
            while section < position.section && section < counts.count {
                start += counts[section]
                section += 1
            }
            result.append(start + position.row)
        }
        return result
    }
}
