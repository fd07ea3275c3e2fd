extension MasonryLayout {
    /// Takes an update of the items: `plan` (of one section) says where each item before it
    /// stands after it. The sizes asked of items that stay or move (not reloaded) go with them,
    /// and every item is placed again lazily, so that only the sizes of new and reloaded items
    /// are asked, as they come into view. Placement is in order, so a change anywhere can move
    /// every item after it to another column.
    ///
    /// - Complexity: O(sized items + changes · log changes) and O(columns); nothing is placed.
    public mutating func apply(_ plan: ListUpdatePlan, itemCount newCount: Int) {
        precondition(
            newCount >= 0 && newCount <= Self.maximumItemCount,
            "a masonry layout cannot hold \(newCount) items")
        // An item sized before stands at most as many places later as items arrived.
        let bound = Swift.min(newCount, sizes.count + plan.added.count)
        var carried = [Double](repeating: .nan, count: bound)
        carried.withUnsafeMutableBufferPointer { carried in
            for run in plan.keptRuns(from: 0, to: 0) where run.old < sizes.count && run.new < bound {
                let count = Swift.min(run.count, sizes.count - run.old, bound - run.new)
                for offset in 0..<count { carried[run.new + offset] = sizes[run.old + offset] }
            }
            for (new, old) in plan.moveSources where old.row < sizes.count && new.row < bound {
                carried[new.row] = sizes[old.row]
            }
            for old in plan.reloadedRows {
                if let new = plan.newPosition(of: old), new.row < bound { carried[new.row] = .nan }
            }
        }
        while carried.last?.isNaN == true { carried.removeLast() }
        holes = carried.indices.reversed().filter { carried[$0].isNaN }
        sizes = carried
        itemCount = newCount
        relayout(width: width, columnCount: columnCount, margins: margins)
    }
}
