extension MasonryLayout {
    /// Takes an update of the items: `plan` (of one section) says where each item before it
    /// stands after it. The sizes asked of items that stay or move (not reloaded) go with them,
    /// so that only the sizes of new and reloaded items are asked, as they come into view. The
    /// items before the first change keep their places; the rest are placed again lazily, since
    /// placement is in order and a change can move every item after it to another column.
    ///
    /// - Complexity: O(sized and placed items from the first change on + changes · log changes)
    ///   and O(columns · log n).
    public mutating func apply(_ plan: ListUpdatePlan, itemCount newCount: Int) {
        precondition(
            newCount >= 0 && newCount <= Self.maximumItemCount,
            "a masonry layout cannot hold \(newCount) items")
        let runs = plan.keptRuns(from: 0, to: 0)
        var unchanged = 0
        if let first = runs.first, first.old == 0, first.new == 0 { unchanged = first.count }
        for old in plan.reloadedRows {
            if let new = plan.newPosition(of: old) { unchanged = Swift.min(unchanged, new.row) }
        }
        unchanged = Swift.min(unchanged, newCount, sizes.count)
        // Forgotten first: the placed items' heights come from the sizes before the update.
        truncatePlacement(to: Swift.min(unchanged, placedCount))
        carrySizes(through: plan, runs: runs, from: unchanged, newCount: newCount)
        itemCount = newCount
    }

    /// Replaces the sizes from `start` on (where the update first changes anything) with those
    /// of the items that land there, holes where items arrived or were reloaded.
    private mutating func carrySizes(
        through plan: ListUpdatePlan, runs: [ListUpdatePlan.KeptRun], from start: Int, newCount: Int
    ) {
        // An item sized before stands at most as many places later as items arrived.
        let end = Swift.min(newCount, sizes.count + plan.added.count)
        var tail = [Double](repeating: .nan, count: Swift.max(0, end - start))
        tail.withUnsafeMutableBufferPointer { tail in
            func carry(_ old: Int, to new: Int) {
                if new >= start && new < end && old < sizes.count { tail[new - start] = sizes[old] }
            }
            for run in runs where run.new + run.count > start && run.old < sizes.count {
                let first = Swift.max(0, start - run.new)
                for offset in first..<Swift.min(run.count, sizes.count - run.old) {
                    carry(run.old + offset, to: run.new + offset)
                }
            }
            for (new, old) in plan.moveSources { carry(old.row, to: new.row) }
            for old in plan.reloadedRows {
                if let new = plan.newPosition(of: old), new.row >= start, new.row < end {
                    tail[new.row - start] = .nan
                }
            }
        }
        while tail.last?.isNaN == true { tail.removeLast() }
        holeCount -= sizes[start...].lazy.filter { $0.isNaN }.count
        holeCount += tail.lazy.filter { $0.isNaN }.count
        sizes.removeSubrange(start...)
        sizes.append(contentsOf: tail)
    }

    /// Forgets the placement of the items from `count` on, as if only the first `count` had
    /// been placed.
    ///
    /// - Complexity: O(items forgotten + columns · log n).
    mutating func truncatePlacement(to count: Int) {
        guard count < placedCount else { return }
        guard count > 0 else {
            relayout(width: width, columnCount: columnCount, margins: margins)
            return
        }
        for index in count..<placedCount { placedExtent -= height(ofItemAt: index) + margins.row }
        origins.removeSubrange(count...)
        columnOfItem.removeSubrange(count...)
        tallestBottom = 0
        for column in 0..<columnCount {
            while let last = columnItems[column].last, Int(last) >= count { columnItems[column].removeLast() }
            let bottom = columnItems[column].last.map { origins[Int($0)] + height(ofItemAt: Int($0)) } ?? 0
            bottoms.setBottom(bottom, of: column)
            tallestBottom = Swift.max(tallestBottom, bottom)
        }
    }
}
