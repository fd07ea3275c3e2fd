/// Builds a ``SizeTree`` from extents given in order, in one pass.
///
/// Reloading with exact heights asks every height once; appending each to a tree would cost
/// O(log n) apiece, while the builder packs leaves and inner levels bottom-up in O(n) (and
/// O(runs) memory, since equal neighbours merge as they arrive).
public struct SizeTreeBuilder: Sendable {
    private var runs: [SizeRun] = []

    /// Creates an empty builder.
    public init() {}

    /// Appends `count` items measured at `extent`, or unmeasured ones when `extent` is `nil`.
    ///
    /// - Complexity: O(1) amortized.
    public mutating func append(count: Int = 1, extent: Double?) {
        precondition(count >= 0, "cannot append a negative number of items")
        guard count > 0 else { return }
        let run: SizeRun
        if let extent {
            precondition(extent >= 0 && extent.isFinite, "extent must be finite and not negative")
            run = .measured(count, extent: extent)
        } else {
            run = .unmeasured(count)
        }
        if let last = runs.indices.last, runs[last].canMerge(with: run) {
            runs[last].count += count
        } else {
            runs.append(run)
        }
    }

    /// The tree holding every appended item; the builder is left empty.
    ///
    /// - Complexity: O(runs).
    public mutating func build(estimatedExtent: Double) -> SizeTree {
        var tree = SizeTree(count: 0, estimatedExtent: estimatedExtent)
        defer { runs = [] }
        guard runs.count > SizeTree.leafCapacity else {
            tree.nodes[0] = .leaf(runs)
            return tree
        }
        tree.nodes.removeAll(keepingCapacity: true)
        var level: [Int] = []
        let leafFill = SizeTree.leafCapacity * 3 / 4
        var start = 0
        while start < runs.count {
            let end = Self.chunkEnd(start, total: runs.count, fill: leafFill)
            level.append(tree.allocate(.leaf(Array(runs[start..<end]))))
            start = end
        }
        let innerFill = SizeTree.innerCapacity * 3 / 4
        while level.count > 1 {
            var parents: [Int] = []
            start = 0
            while start < level.count {
                let end = Self.chunkEnd(start, total: level.count, fill: innerFill)
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
