extension SizeTree {
    /// Verifies the structure: cached summaries equal recomputed ones, every leaf is at the same
    /// depth, nodes stay within capacity, no run is empty and no two neighbours could merge.
    ///
    /// Returns a description of the first violation, or `nil` when the tree is sound.
    /// - Complexity: O(number of nodes + runs).
    @_spi(Testing)
    public func checkInvariants() -> String? {
        var leafDepth = -1
        return check(root, depth: 0, isRoot: true, leafDepth: &leafDepth)
    }

    private func check(_ node: Int, depth: Int, isRoot: Bool, leafDepth: inout Int) -> String? {
        let current = nodes[node]
        if current.isLeaf {
            if leafDepth < 0 { leafDepth = depth }
            if leafDepth != depth { return "leaves at depths \(leafDepth) and \(depth)" }
            if current.runs.count > Self.leafCapacity + 3 { return "leaf \(node) overflows" }
            if !isRoot && current.runs.isEmpty { return "leaf \(node) is empty" }
            for (index, run) in current.runs.enumerated() {
                if run.count <= 0 { return "leaf \(node) holds an empty run" }
                if index > 0 && current.runs[index - 1].canMerge(with: run) {
                    return "leaf \(node) holds two runs that should have merged"
                }
            }
            if Self.summary(of: current.runs) != current.summary { return "leaf \(node) summary is stale" }
            return nil
        }
        if current.children.isEmpty { return "inner node \(node) has no children" }
        if isRoot && current.children.count < 2 { return "the root has a single child" }
        if current.children.count > Self.innerCapacity { return "inner node \(node) overflows" }
        var summary = SizeSummary.zero
        for child in current.children {
            if let problem = check(child, depth: depth + 1, isRoot: false, leafDepth: &leafDepth) {
                return problem
            }
            summary.add(nodes[child].summary)
        }
        if summary.count != current.summary.count || summary.measuredCount != current.summary.measuredCount {
            return "inner node \(node) summary is stale"
        }
        return nil
    }
}
