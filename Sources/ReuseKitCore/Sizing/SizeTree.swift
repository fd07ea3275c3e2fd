/// The extents of a sequence of items (rows, columns, pages) in a balanced B+ summary tree.
///
/// Every node caches a ``SizeSummary`` (count, measured count, measured extent), so offset→item,
/// item→offset, measuring, inserting and removing are all O(log n). Runs of unmeasured items
/// are one leaf entry each and stand at ``estimatedExtent``, so a reset with an estimate is O(1)
/// and memory grows with the number of *measured* runs, not with the number of items. Runs of
/// equal measured extents merge too, so a million rows of one height are a single entry.
///
/// The tree is a value: nodes live in an array arena, so copying is cheap until one copy is
/// written to.
public struct SizeTree: Sendable {
    static let leafCapacity = 48
    static let innerCapacity = 32

    /// The extent at which every unmeasured item is counted.
    ///
    /// - Complexity: O(1) to read and to change; no item is touched.
    public var estimatedExtent: Double {
        didSet {
            precondition(estimatedExtent >= 0, "an estimated extent cannot be negative")
        }
    }

    var nodes: [SizeNode]
    var freeSlots: [Int]
    var root: Int

    /// Creates a tree of `count` unmeasured items standing at `estimatedExtent`.
    ///
    /// - Complexity: O(1).
    public init(count: Int = 0, estimatedExtent: Double = 0) {
        precondition(count >= 0, "a size tree cannot hold a negative number of items")
        precondition(estimatedExtent >= 0, "an estimated extent cannot be negative")
        self.estimatedExtent = estimatedExtent
        nodes = [SizeNode.leaf(count > 0 ? [.unmeasured(count)] : [])]
        freeSlots = []
        root = 0
    }

    /// Replaces every item with `count` unmeasured items, keeping the storage for reuse.
    ///
    /// - Complexity: O(1) amortized beyond releasing the previous nodes; allocates nothing when
    ///   the tree already held storage.
    public mutating func reset(count: Int, estimatedExtent: Double) {
        precondition(count >= 0, "a size tree cannot hold a negative number of items")
        self.estimatedExtent = estimatedExtent
        nodes.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
        nodes.append(.leaf(count > 0 ? [.unmeasured(count)] : []))
        root = 0
    }

    /// The number of items.
    ///
    /// - Complexity: O(1).
    public var count: Int { nodes[root].summary.count }

    /// How many items were measured.
    ///
    /// - Complexity: O(1).
    public var measuredCount: Int { nodes[root].summary.measuredCount }

    /// The sum of all extents, unmeasured items counted at the estimate.
    ///
    /// - Complexity: O(1).
    public var totalExtent: Double { nodes[root].summary.extent(estimate: estimatedExtent) }

    /// The number of leaf entries (runs) the tree keeps: what its memory grows with.
    ///
    /// - Complexity: O(number of nodes).
    public var runCount: Int {
        var total = 0
        forEachLeaf(root) { total += $0.runs.count }
        return total
    }

    func forEachLeaf(_ node: Int, _ body: (SizeNode) -> Void) {
        let current = nodes[node]
        if current.isLeaf {
            body(current)
        } else {
            for child in current.children { forEachLeaf(child, body) }
        }
    }

    mutating func allocate(_ node: SizeNode) -> Int {
        if let slot = freeSlots.popLast() {
            nodes[slot] = node
            return slot
        }
        nodes.append(node)
        return nodes.count - 1
    }

    mutating func release(_ node: Int) {
        nodes[node] = .leaf([])
        freeSlots.append(node)
    }

    mutating func releaseSubtree(_ node: Int) {
        if !nodes[node].isLeaf {
            for child in nodes[node].children { releaseSubtree(child) }
        }
        release(node)
    }
}

/// A node of ``SizeTree``: a leaf holding runs, or an inner node holding children.
struct SizeNode: Sendable {
    var summary: SizeSummary
    var isLeaf: Bool
    var runs: SizeLeaf
    var children: [Int]

    static func leaf(_ runs: SizeLeaf) -> SizeNode {
        var node = SizeNode(summary: .zero, isLeaf: true, runs: runs, children: [])
        for run in runs { node.summary.add(run) }
        return node
    }

    static func inner(_ children: [Int], summary: SizeSummary) -> SizeNode {
        SizeNode(summary: summary, isLeaf: false, runs: [], children: children)
    }

    var size: Int { isLeaf ? runs.count : children.count }
}
