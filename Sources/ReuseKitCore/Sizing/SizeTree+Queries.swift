extension SizeTree {
    /// The distance from the start of the first item to the start of item `index`.
    ///
    /// `index == count` gives the total extent.
    /// - Complexity: O(log n).
    public func offset(of index: Int) -> Double {
        precondition(index >= 0 && index <= count, "item \(index) is out of 0...\(count)")
        return locate(index).offset
    }

    /// The start offset and the extent of item `index`, found in one descent.
    ///
    /// - Complexity: O(log n).
    public func placement(of index: Int) -> (offset: Double, extent: Double) {
        precondition(index >= 0 && index < count, "item \(index) is out of 0..<\(count)")
        let found = locate(index)
        guard let extent = found.extent else {
            preconditionFailure("size tree summaries disagree with their runs")
        }
        return (found.offset, extent)
    }

    /// The offset of item `index` and its extent; no extent for `index == count`.
    private func locate(_ index: Int) -> (offset: Double, extent: Double?) {
        let estimate = estimatedExtent
        let leaf = leaf(holding: index)
        var remaining = index - leaf.first
        var offset = leaf.offset
        for run in nodes[leaf.node].runs {
            let itemExtent = run.itemExtent(estimate: estimate)
            if remaining < run.count {
                return (offset + Double(remaining) * itemExtent, itemExtent)
            }
            remaining -= run.count
            offset += Double(run.count) * itemExtent
        }
        return (offset, nil)
    }

    /// The extent of item `index`, at the estimate when it was never measured.
    ///
    /// - Complexity: O(log n).
    public func extent(at index: Int) -> Double {
        let run = self.run(containing: index)
        return run.itemExtent(estimate: estimatedExtent)
    }

    /// Whether item `index` was measured.
    ///
    /// - Complexity: O(log n).
    public func isMeasured(at index: Int) -> Bool {
        run(containing: index).isMeasured
    }

    /// The first item in `range` that stands at the estimate, if any.
    ///
    /// - Complexity: O(log n): measured subtrees are skipped by their summaries.
    public func firstUnmeasured(in range: Range<Int>) -> Int? {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range is out of the items")
        guard !range.isEmpty else { return nil }
        return firstUnmeasured(in: root, first: 0, range)
    }

    private func firstUnmeasured(in node: Int, first: Int, _ range: Range<Int>) -> Int? {
        var index = first
        if nodes[node].isLeaf {
            for run in nodes[node].runs {
                let end = index + run.count
                if end > range.lowerBound, !run.isMeasured { return max(index, range.lowerBound) }
                if end >= range.upperBound { return nil }
                index = end
            }
            return nil
        }
        for child in nodes[node].children {
            let summary = nodes[child].summary
            let end = index + summary.count
            if end > range.lowerBound, summary.measuredCount < summary.count,
                let found = firstUnmeasured(in: child, first: index, range)
            {
                return found
            }
            if end >= range.upperBound { return nil }
            index = end
        }
        return nil
    }

    func run(containing index: Int) -> SizeRun {
        precondition(index >= 0 && index < count, "item \(index) is out of 0..<\(count)")
        var node = root
        var remaining = index
        while !nodes[node].isLeaf {
            for child in nodes[node].children {
                let childCount = nodes[child].summary.count
                if remaining < childCount {
                    node = child
                    break
                }
                remaining -= childCount
            }
        }
        for run in nodes[node].runs {
            if remaining < run.count { return run }
            remaining -= run.count
        }
        preconditionFailure("size tree summaries disagree with their runs")
    }

    /// The number of items that end at or before `position`: the index of the first item that
    /// reaches past it (`count` when none does).
    ///
    /// The first visible row of a viewport starting at `y` is `countOfItems(endingAtOrBefore: y)`.
    /// - Complexity: O(log n).
    public func countOfItems(endingAtOrBefore position: Double) -> Int {
        let estimate = estimatedExtent
        var node = root
        var offset = 0.0
        var index = 0
        descend: while !nodes[node].isLeaf {
            for child in nodes[node].children {
                let summary = nodes[child].summary
                let end = offset + summary.extent(estimate: estimate)
                if end > position {
                    node = child
                    continue descend
                }
                offset = end
                index += summary.count
            }
            return index
        }
        for run in nodes[node].runs {
            let itemExtent = run.itemExtent(estimate: estimate)
            let end = offset + Double(run.count) * itemExtent
            if end > position {
                return index + Self.itemsEnding(atOrBefore: position, from: offset, run.count, itemExtent)
            }
            offset = end
            index += run.count
        }
        return index
    }

    /// The number of items that start before `position`.
    ///
    /// The last visible row of a viewport ending at `y` is `countOfItems(startingBefore: y) - 1`.
    /// - Complexity: O(log n).
    public func countOfItems(startingBefore position: Double) -> Int {
        countStarting(before: position, in: root, offset: 0).count
    }

    private func countStarting(before position: Double, in node: Int, offset start: Double) -> (
        count: Int, end: Double
    ) {
        let estimate = estimatedExtent
        var offset = start
        var index = 0
        if nodes[node].isLeaf {
            for run in nodes[node].runs {
                if offset >= position { break }
                let itemExtent = run.itemExtent(estimate: estimate)
                let end = offset + Double(run.count) * itemExtent
                if end < position || itemExtent == 0 {
                    index += run.count
                } else {
                    index += Self.itemsStarting(before: position, from: offset, run.count, itemExtent)
                }
                offset = end
            }
            return (index, offset)
        }
        for child in nodes[node].children {
            if offset >= position { break }
            let summary = nodes[child].summary
            let end = offset + summary.extent(estimate: estimate)
            if end < position {
                index += summary.count
            } else {
                index += countStarting(before: position, in: child, offset: offset).count
            }
            offset = end
        }
        return (index, offset)
    }

    /// How many of `count` items of `extent`, the first starting at `start`, end at or before
    /// `position`; robust to rounding at exact boundaries.
    static func itemsEnding(atOrBefore position: Double, from start: Double, _ count: Int, _ extent: Double)
        -> Int
    {
        guard extent > 0 else { return start <= position ? count : 0 }
        var items = Int(((position - start) / extent).rounded(.down))
        items = max(0, min(count, items))
        while items > 0 && start + Double(items) * extent > position { items -= 1 }
        while items < count && start + Double(items + 1) * extent <= position { items += 1 }
        return items
    }

    /// How many of `count` items of `extent`, the first starting at `start`, start before
    /// `position`.
    static func itemsStarting(before position: Double, from start: Double, _ count: Int, _ extent: Double)
        -> Int
    {
        guard extent > 0 else { return start < position ? count : 0 }
        var items = Int(((position - start) / extent).rounded(.up))
        items = max(0, min(count, items))
        while items > 0 && start + Double(items - 1) * extent >= position { items -= 1 }
        while items < count && start + Double(items) * extent < position { items += 1 }
        return items
    }

    /// Calls `body` with the index, start offset and extent of each item in `range`, in order,
    /// until it returns `false`.
    ///
    /// - Complexity: O(log n + k) for k items visited.
    public func forEachItem(
        in range: Range<Int>, _ body: (_ index: Int, _ start: Double, _ extent: Double) -> Bool
    ) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range is out of the items")
        guard !range.isEmpty else { return }
        // Most walks end in the leaf of their first item (the rows on screen, an anchor): it is
        // found in one loop, as `offset(of:)` finds it; only the items of later leaves are
        // walked to from the root.
        let leaf = leaf(holding: range.lowerBound)
        guard visitRuns(of: leaf.node, first: leaf.first, offset: leaf.offset, range: range, body) else {
            return
        }
        let next = leaf.first + nodes[leaf.node].summary.count
        _ = visit(root, first: 0, offset: 0, range: next..<range.upperBound, body)
    }

    /// The leaf holding item `index` (the last leaf for `index == count`), the index of its
    /// first item and that item's offset.
    ///
    /// - Complexity: O(log n).
    private func leaf(holding index: Int) -> (node: Int, first: Int, offset: Double) {
        let estimate = estimatedExtent
        var node = root
        var remaining = index
        var offset = 0.0
        while !nodes[node].isLeaf {
            for child in nodes[node].children {
                let summary = nodes[child].summary
                if remaining < summary.count || child == nodes[node].children.last {
                    node = child
                    break
                }
                remaining -= summary.count
                offset += summary.extent(estimate: estimate)
            }
        }
        return (node, index - remaining, offset)
    }

    /// Visits the items of `range` in a subtree, in order; `false` once the walk is over (the
    /// range ended or `body` stopped it).
    private func visit(
        _ node: Int, first: Int, offset start: Double, range: Range<Int>,
        _ body: (Int, Double, Double) -> Bool
    ) -> Bool {
        if nodes[node].isLeaf { return visitRuns(of: node, first: first, offset: start, range: range, body) }
        let estimate = estimatedExtent
        var index = first
        var offset = start
        for child in nodes[node].children {
            let summary = nodes[child].summary
            let childEnd = index + summary.count
            if childEnd > range.lowerBound {
                if !visit(child, first: index, offset: offset, range: range, body) { return false }
            }
            if childEnd >= range.upperBound { return false }
            index = childEnd
            offset += summary.extent(estimate: estimate)
        }
        return true
    }

    /// Visits the items of `range` in a leaf whose first item is `first`, at `start`; `false`
    /// once the walk is over (the range ended or `body` stopped it).
    private func visitRuns(
        of leaf: Int, first: Int, offset start: Double, range: Range<Int>,
        _ body: (Int, Double, Double) -> Bool
    ) -> Bool {
        let estimate = estimatedExtent
        var index = first
        var offset = start
        for run in nodes[leaf].runs {
            let itemExtent = run.itemExtent(estimate: estimate)
            let runEnd = index + run.count
            if runEnd > range.lowerBound {
                let from = max(index, range.lowerBound)
                let to = min(runEnd, range.upperBound)
                for item in from..<to
                where !body(item, offset + Double(item - index) * itemExtent, itemExtent) {
                    return false
                }
                if runEnd >= range.upperBound { return false }
            }
            index = runEnd
            offset += Double(run.count) * itemExtent
        }
        return true
    }
}
