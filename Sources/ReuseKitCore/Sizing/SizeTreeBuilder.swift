/// Builds a ``SizeTree`` from extents given in order, in one pass.
///
/// Reloading with exact heights asks every height once; appending each to a tree would cost
/// O(log n) apiece, while the builder fills leaves as extents arrive (equal neighbours merged
/// into runs) and stacks the inner levels on top at the end: O(n) time, O(runs) memory, and no
/// intermediate copy of the runs.
public struct SizeTreeBuilder: Sendable {
    /// The leaves filled so far, with their summaries.
    private var leaves: [SizeNode] = []
    /// The leaf being filled.
    private var current = SizeLeaf()

    /// How many runs a built leaf holds: room is left for later inserts before one splits.
    static let leafFill = SizeTree.leafCapacity * 3 / 4
    static let innerFill = SizeTree.innerCapacity * 3 / 4

    /// Creates an empty builder.
    public init() {}

    /// Appends `count` items measured at `extent`, or unmeasured ones when `extent` is `nil`.
    ///
    /// - Complexity: O(1) amortized.
    public mutating func append(count: Int = 1, extent: Double?) {
        precondition(count >= 0, "cannot append a negative number of items")
        guard count > 0 else { return }
        if let extent {
            precondition(extent >= 0 && extent.isFinite, "extent must be finite and not negative")
            appendRun(count: count, encoded: extent)
        } else {
            appendRun(count: count, encoded: SizeLeaf.unmeasuredMark)
        }
    }

    /// Appends one item per element of `extents`, each measured at the element plus `spacing`,
    /// or unmeasured where the element is negative (as `TableView.automaticDimension` is).
    ///
    /// The bulk path of an exact reload: heights are asked into a contiguous buffer, then
    /// appended here in one tight loop.
    /// - Complexity: O(extents.count).
    public mutating func append(extents: UnsafeBufferPointer<Double>, adding spacing: Double = 0) {
        precondition(spacing >= 0 && spacing.isFinite, "spacing must be finite and not negative")
        for extent in extents {
            precondition(extent.isFinite, "extent \(extent) is not finite")
            appendRun(count: 1, encoded: extent < 0 ? SizeLeaf.unmeasuredMark : extent + spacing)
        }
    }

    /// Appends one item per element of `extents`, as the buffer variant does.
    ///
    /// - Complexity: O(extents.count).
    public mutating func append(extents: [Double], adding spacing: Double = 0) {
        extents.withUnsafeBufferPointer { append(extents: $0, adding: spacing) }
    }

    @inline(__always)
    private mutating func appendRun(count: Int, encoded extent: Double) {
        let last = current.endIndex - 1
        // Unmeasured runs are all marked alike, so one comparison merges both kinds.
        if last >= 0 && current.encodedExtent(at: last) == extent {
            current.setCount(current.count(at: last) + count, at: last)
            return
        }
        if current.endIndex == Self.leafFill { closeLeaf() }
        current.appendEncoded(extent, count: count)
    }

    /// Moves the leaf being filled to the finished ones.
    private mutating func closeLeaf() {
        leaves.append(.leaf(current))
        current = SizeLeaf(reservingCapacity: Self.leafFill)
    }

    /// The tree holding every appended item; the builder is left empty.
    ///
    /// - Complexity: O(runs).
    public mutating func build(estimatedExtent: Double) -> SizeTree {
        var tree = SizeTree(count: 0, estimatedExtent: estimatedExtent)
        defer {
            leaves = []
            current = SizeLeaf()
        }
        if leaves.isEmpty {
            tree.nodes[0] = .leaf(current)
            return tree
        }
        // The last leaf takes part of its neighbour's runs rather than stay tiny. They never merge
        // at the seam: a run starts a new leaf only when it differs from the one before.
        if current.count < Self.leafFill / 2 {
            var combined = leaves.removeLast().runs
            combined.append(contentsOf: current)
            if combined.count > SizeTree.leafCapacity {
                let upper = combined.removeUpper(from: combined.count / 2)
                leaves.append(.leaf(combined))
                leaves.append(.leaf(upper))
            } else {
                leaves.append(.leaf(combined))
            }
        } else if !current.isEmpty {
            leaves.append(.leaf(current))
        }
        tree.nodes.removeAll(keepingCapacity: true)
        var level: [Int] = []
        level.reserveCapacity(leaves.count)
        for leaf in leaves { level.append(tree.allocate(leaf)) }
        leaves = []
        var start = 0
        while level.count > 1 {
            var parents: [Int] = []
            start = 0
            while start < level.count {
                let end = Self.chunkEnd(start, total: level.count, fill: Self.innerFill)
                var summary = SizeSummary.zero
                for child in level[start..<end] { summary.add(tree.nodes[child].summary) }
                parents.append(tree.allocate(.inner(Array(level[start..<end]), summary: summary)))
                start = end
            }
            level = parents
        }
        tree.root = level[0]
        return tree
    }

    /// Where a chunk that starts at `start` ends, so that the last chunk is never tiny.
    private static func chunkEnd(_ start: Int, total: Int, fill: Int) -> Int {
        let remaining = total - start
        if remaining <= fill { return total }
        if remaining < fill * 2 { return start + remaining / 2 }
        return start + fill
    }
}
