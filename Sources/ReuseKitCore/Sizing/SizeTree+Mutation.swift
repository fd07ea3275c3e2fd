extension SizeTree {
    /// Records the measured extent of item `index`.
    ///
    /// - Complexity: O(log n).
    public mutating func setExtent(_ extent: Double, at index: Int) {
        precondition(extent >= 0 && extent.isFinite, "extent \(index) must be finite and not negative")
        let run = self.run(containing: index)
        if run.isMeasured && run.extent == extent { return }
        replace(index..<index + 1, with: .measured(1, extent: extent))
    }

    /// Forgets the measured extent of item `index`: it stands at the estimate again.
    ///
    /// - Complexity: O(log n).
    public mutating func invalidate(at index: Int) {
        if !run(containing: index).isMeasured { return }
        replace(index..<index + 1, with: .unmeasured(1))
    }

    /// Forgets every measured extent, keeping the item count.
    ///
    /// - Complexity: O(1) amortized beyond releasing the previous nodes.
    public mutating func invalidateAll() {
        reset(count: count, estimatedExtent: estimatedExtent)
    }

    /// Inserts `count` unmeasured items, or measured ones of `extent`, before item `index`.
    ///
    /// - Complexity: O(log n).
    public mutating func insert(count: Int, measuredExtent extent: Double? = nil, at index: Int) {
        precondition(
            index >= 0 && index <= self.count, "insertion point \(index) is out of 0...\(self.count)")
        precondition(count >= 0, "cannot insert a negative number of items")
        guard count > 0 else { return }
        if let extent {
            precondition(extent >= 0 && extent.isFinite, "extent must be finite and not negative")
            replace(index..<index, with: .measured(count, extent: extent))
        } else {
            replace(index..<index, with: .unmeasured(count))
        }
    }

    /// Removes the items in `range`.
    ///
    /// - Complexity: O(log n) for a range inside a few leaves; O(log n + leaves released) at most.
    public mutating func remove(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range is out of 0..<\(count)")
        guard !range.isEmpty else { return }
        replace(range, with: nil)
    }

    /// Replaces the items in `range` with `run` (or with nothing), then rebalances.
    mutating func replace(_ range: Range<Int>, with run: SizeRun?) {
        replace(in: root, range, with: run)
        if nodes[root].size > (nodes[root].isLeaf ? Self.leafCapacity : Self.innerCapacity) {
            let left = root
            let right = split(left)
            var summary = nodes[left].summary
            summary.add(nodes[right].summary)
            root = allocate(.inner([left, right], summary: summary))
        }
        if !nodes[root].isLeaf && nodes[root].children.isEmpty {
            nodes[root] = .leaf([])
        }
        while !nodes[root].isLeaf && nodes[root].children.count == 1 {
            let only = nodes[root].children[0]
            release(root)
            root = only
        }
    }

    private mutating func replace(in node: Int, _ range: Range<Int>, with run: SizeRun?) {
        if nodes[node].isLeaf {
            Self.splice(&nodes[node].runs, range, with: run)
            nodes[node].summary = Self.summary(of: nodes[node].runs)
            return
        }
        var first = 0
        var position = 0
        var pending = run
        var touchedLower = Int.max
        var touchedUpper = Int.min
        while position < nodes[node].children.count {
            let child = nodes[node].children[position]
            let childCount = nodes[child].summary.count
            let childEnd = first + childCount
            let isLast = position == nodes[node].children.count - 1
            let holdsStart =
                range.lowerBound >= first
                && (range.lowerBound < childEnd || (isLast && range.lowerBound == childEnd))
            let overlaps = first < range.upperBound && childEnd > range.lowerBound
            if !holdsStart && !overlaps {
                if first > range.lowerBound && first >= range.upperBound { break }
                first = childEnd
                position += 1
                continue
            }
            touchedLower = min(touchedLower, position)
            touchedUpper = max(touchedUpper, position + 1)
            let local = max(range.lowerBound, first) - first..<min(range.upperBound, childEnd) - first
            if pending == nil && local.count == childCount {
                releaseSubtree(child)
                nodes[node].children.remove(at: position)
                first = childEnd
                continue
            }
            replace(in: child, local, with: holdsStart ? pending : nil)
            if holdsStart { pending = nil }
            first = childEnd
            position += 1
        }
        let touched = touchedLower <= touchedUpper ? touchedLower..<touchedUpper : 0..<0
        rebalanceChildren(of: node, around: touched)
        nodes[node].summary = summaryOfChildren(node)
    }

    /// Splits overflowing children and merges underflowing ones near the positions an operation
    /// touched.
    private mutating func rebalanceChildren(of node: Int, around touched: Range<Int>) {
        var position = max(0, touched.lowerBound - 1)
        var end = min(nodes[node].children.count, touched.upperBound + 1)
        while position < end {
            let child = nodes[node].children[position]
            let capacity = nodes[child].isLeaf ? Self.leafCapacity : Self.innerCapacity
            let size = nodes[child].size
            if size == 0 && nodes[node].children.count > 1 {
                release(child)
                nodes[node].children.remove(at: position)
                end -= 1
                continue
            }
            if size > capacity {
                let sibling = split(child)
                nodes[node].children.insert(sibling, at: position + 1)
                end += 1
                position += 2
                continue
            }
            if size < capacity / 4 && nodes[node].children.count > 1 {
                let left = position > 0 ? position - 1 : position
                merge(nodes[node].children[left], nodes[node].children[left + 1])
                release(nodes[node].children[left + 1])
                nodes[node].children.remove(at: left + 1)
                end -= 1
                let merged = nodes[node].children[left]
                if nodes[merged].size > capacity {
                    nodes[node].children.insert(split(merged), at: left + 1)
                    end += 1
                    position = left + 2
                } else {
                    position = left
                }
                continue
            }
            position += 1
        }
    }

    /// Moves the upper half of `node` into a new node and returns it.
    private mutating func split(_ node: Int) -> Int {
        if nodes[node].isLeaf {
            let half = nodes[node].runs.count / 2
            let upper = nodes[node].runs.removeUpper(from: half)
            nodes[node].summary = Self.summary(of: nodes[node].runs)
            return allocate(.leaf(upper))
        }
        let half = nodes[node].children.count / 2
        let upper = Array(nodes[node].children[half...])
        nodes[node].children.removeSubrange(half...)
        nodes[node].summary = summaryOfChildren(node)
        let sibling = allocate(.inner(upper, summary: .zero))
        nodes[sibling].summary = summaryOfChildren(sibling)
        return sibling
    }

    /// Appends the contents of `right` to `left`; the caller releases `right`.
    private mutating func merge(_ left: Int, _ right: Int) {
        if nodes[left].isLeaf {
            let moved = nodes[right].runs
            nodes[right].runs = []
            let seam = nodes[left].runs.count
            nodes[left].runs.append(contentsOf: moved)
            if seam > 0 && seam < nodes[left].runs.count { Self.mergeRuns(&nodes[left].runs, at: seam) }
            nodes[left].summary = Self.summary(of: nodes[left].runs)
        } else {
            let moved = nodes[right].children
            nodes[right].children = []
            nodes[right].isLeaf = true
            nodes[left].children.append(contentsOf: moved)
            nodes[left].summary = summaryOfChildren(left)
        }
    }

    private func summaryOfChildren(_ node: Int) -> SizeSummary {
        var summary = SizeSummary.zero
        for child in nodes[node].children { summary.add(nodes[child].summary) }
        return summary
    }

    static func summary(of runs: SizeLeaf) -> SizeSummary {
        var summary = SizeSummary.zero
        for run in runs { summary.add(run) }
        return summary
    }

    /// Replaces the items `range` of a leaf's runs with `replacement`, merging equal neighbours.
    static func splice(_ runs: inout SizeLeaf, _ range: Range<Int>, with replacement: SizeRun?) {
        let lower = cut(&runs, at: range.lowerBound)
        let upper = cut(&runs, at: range.upperBound)
        runs.removeSubrange(lower..<upper)
        var seam = lower
        if let replacement {
            runs.insert(replacement, at: lower)
            if lower + 1 < runs.count { mergeRuns(&runs, at: lower + 1) }
            seam = lower
        }
        if seam > 0 && seam < runs.count { mergeRuns(&runs, at: seam) }
    }

    /// Makes item `position` start a run and returns that run's index (`runs.count` at the end).
    private static func cut(_ runs: inout SizeLeaf, at position: Int) -> Int {
        var start = 0
        for index in runs.indices {
            let run = runs[index]
            if position == start { return index }
            if position < start + run.count {
                let head = position - start
                runs[index].count = head
                var tail = run
                tail.count = run.count - head
                runs.insert(tail, at: index + 1)
                return index + 1
            }
            start += run.count
        }
        precondition(position == start, "position \(position) is past the leaf's \(start) items")
        return runs.count
    }

    /// Merges run `index` into run `index - 1` when nothing distinguishes them.
    private static func mergeRuns(_ runs: inout SizeLeaf, at index: Int) {
        if runs[index - 1].canMerge(with: runs[index]) {
            runs[index - 1].count += runs[index].count
            runs.remove(at: index)
        }
    }
}
