/// The lengths of a grid section's lines (each with the spacing after it): all at the estimate,
/// as two numbers, until the first is measured, then in a ``SizeTree``. A reload of many
/// sections allocates nothing per section until lines are measured.
struct GridLines: Sendable {
    private enum Storage: Sendable {
        case uniform(count: Int, extent: Double)
        case tree(SizeTree)
    }

    private var storage: Storage

    /// `count` lines, all at `estimatedExtent`.
    init(count: Int, estimatedExtent: Double) {
        precondition(count >= 0, "a section cannot hold a negative number of lines")
        storage = .uniform(count: count, extent: estimatedExtent)
    }

    /// Lines measured (or not) as `tree` has them.
    init(_ tree: SizeTree) { storage = .tree(tree) }

    var count: Int {
        switch storage {
        case .uniform(let count, _): count
        case .tree(let tree): tree.count
        }
    }

    var estimatedExtent: Double {
        switch storage {
        case .uniform(_, let extent): extent
        case .tree(let tree): tree.estimatedExtent
        }
    }

    var totalExtent: Double {
        switch storage {
        case .uniform(let count, let extent): Double(count) * extent
        case .tree(let tree): tree.totalExtent
        }
    }

    var measuredCount: Int {
        guard case .tree(let tree) = storage else { return 0 }
        return tree.measuredCount
    }

    func offset(of line: Int) -> Double {
        switch storage {
        case .uniform(_, let extent): Double(line) * extent
        case .tree(let tree): tree.offset(of: line)
        }
    }

    func extent(at line: Int) -> Double {
        switch storage {
        case .uniform(_, let extent): extent
        case .tree(let tree): tree.extent(at: line)
        }
    }

    func isMeasured(at line: Int) -> Bool {
        guard case .tree(let tree) = storage else { return false }
        return tree.isMeasured(at: line)
    }

    func firstUnmeasured(in range: Range<Int>) -> Int? {
        switch storage {
        case .uniform: range.isEmpty ? nil : range.lowerBound
        case .tree(let tree): tree.firstUnmeasured(in: range)
        }
    }

    func countOfItems(endingAtOrBefore position: Double) -> Int {
        switch storage {
        case .uniform(let count, let extent):
            SizeTree.itemsEnding(atOrBefore: position, from: 0, count, extent)
        case .tree(let tree): tree.countOfItems(endingAtOrBefore: position)
        }
    }

    func countOfItems(startingBefore position: Double) -> Int {
        switch storage {
        case .uniform(let count, let extent): SizeTree.itemsStarting(before: position, from: 0, count, extent)
        case .tree(let tree): tree.countOfItems(startingBefore: position)
        }
    }

    /// Records the measured extent of `line`; the first one measured makes the tree.
    mutating func setExtent(_ extent: Double, at line: Int) {
        switch storage {
        case .uniform(let count, let estimate):
            var tree = SizeTree(count: count, estimatedExtent: estimate)
            tree.setExtent(extent, at: line)
            storage = .tree(tree)
        case .tree(var tree):
            storage = .uniform(count: 0, extent: 0)
            tree.setExtent(extent, at: line)
            storage = .tree(tree)
        }
    }

    /// Forgets every measured extent.
    mutating func invalidateAll() { storage = .uniform(count: count, extent: estimatedExtent) }

    /// `count` lines at the estimate, measured ones forgotten.
    mutating func reset(count: Int) {
        precondition(count >= 0, "a section cannot hold a negative number of lines")
        storage = .uniform(count: count, extent: estimatedExtent)
    }

    /// Replaces the lines in `range` with `count` lines at the estimate.
    ///
    /// - Complexity: O(log lines).
    mutating func replace(_ range: Range<Int>, withUnmeasured count: Int) {
        guard !range.isEmpty || count > 0 else { return }
        switch storage {
        case .uniform(let total, let extent):
            storage = .uniform(count: total - range.count + count, extent: extent)
        case .tree(var tree):
            storage = .uniform(count: 0, extent: 0)
            tree.remove(range)
            tree.insert(count: count, at: range.lowerBound)
            storage = .tree(tree)
        }
    }

    /// Forgets the measured extent of `line`.
    ///
    /// - Complexity: O(log lines).
    mutating func invalidate(at line: Int) {
        guard case .tree(var tree) = storage else { return }
        storage = .uniform(count: 0, extent: 0)
        tree.invalidate(at: line)
        storage = .tree(tree)
    }

    func checkInvariants() -> String? {
        guard case .tree(let tree) = storage else { return nil }
        return tree.checkInvariants()
    }
}
