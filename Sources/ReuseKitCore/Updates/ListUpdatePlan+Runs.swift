extension ListUpdatePlan {
    /// A run of neighbouring rows that stay together through the update: `count` rows from
    /// `old` before it, from `new` after it.
    public struct KeptRun: Equatable, Sendable {
        /// The first row's index before the update.
        public var old: Int
        /// The first row's index after the update.
        public var new: Int
        /// How many rows the run holds.
        public var count: Int
    }

    /// The runs of rows of old section `old` that stay, in order, in new section `new` (its
    /// index after the update): rows that neither leave nor arrive, between those that do
    /// (reloaded rows stay: they are asked again in place).
    ///
    /// - Complexity: O(changes in the two sections + log changes).
    public func keptRuns(from old: Int, to new: Int) -> [KeptRun] {
        guard old >= 0, old < oldRowCounts.count, new >= 0, new < newRowCounts.count else { return [] }
        if case .reloaded = sectionSources[new] { return [] }
        let leaving = Self.rows(of: old, in: removed)
        let arriving = Self.rows(of: new, in: added)
        var runs: [KeptRun] = []
        var oldRow = 0
        var newRow = 0
        var leavingIndex = leaving.startIndex
        var arrivingIndex = arriving.startIndex
        let oldCount = oldRowCounts[old]
        let newCount = newRowCounts[new]
        while oldRow < oldCount && newRow < newCount {
            if leavingIndex < leaving.endIndex, leaving[leavingIndex].row == oldRow {
                oldRow += 1
                leavingIndex += 1
                continue
            }
            if arrivingIndex < arriving.endIndex, arriving[arrivingIndex].row == newRow {
                newRow += 1
                arrivingIndex += 1
                continue
            }
            let nextLeaving = leavingIndex < leaving.endIndex ? leaving[leavingIndex].row : oldCount
            let nextArriving = arrivingIndex < arriving.endIndex ? arriving[arrivingIndex].row : newCount
            let count = Swift.min(nextLeaving - oldRow, nextArriving - newRow)
            runs.append(KeptRun(old: oldRow, new: newRow, count: count))
            oldRow += count
            newRow += count
        }
        return runs
    }
}
