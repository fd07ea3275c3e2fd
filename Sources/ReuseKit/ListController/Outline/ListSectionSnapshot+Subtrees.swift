extension ListSectionSnapshot {
    /// The items under `parent` as a snapshot of their own, levels counted from its top: the
    /// parent's children at the top level, or the parent alone there with them under it when
    /// `includingParent`. Expanded states are kept.
    ///
    /// - Throws: ``ListSectionSnapshotError/itemNotFound(_:)`` when the snapshot has no `parent`.
    /// - Complexity: O(items under `parent`).
    public func snapshot(of parent: ItemID, includingParent: Bool = false) throws(ListSectionSnapshotError<
        ItemID
    >)
        -> Self
    {
        guard let top = nodes[parent] else { throw .itemNotFound(parent) }
        var result = Self()
        let base = includingParent ? top.level : top.level + 1
        result.nodes.reserveCapacity(top.descendants + 1)
        walk(top.children, visibleOnly: false) { item in
            guard var node = nodes[item] else { return }
            node.level -= base
            if node.parent == parent && !includingParent { node.parent = nil }
            result.nodes[item] = node
        }
        if includingParent {
            var root = top
            root.parent = nil
            root.level = 0
            result.nodes[parent] = root
            result.rootItems = [parent]
            result.visibleCount = root.shownRows
        } else {
            result.rootItems = top.children
            result.visibleCount = top.rowsBelow
        }
        return result
    }

    /// Replaces the children of `parent`, with everything under them, by the items of
    /// `snapshot` (which may hold some of the items replaced).
    ///
    /// - Throws: ``ListSectionSnapshotError`` when the snapshot has no `parent`, or an item of
    ///   `snapshot` is elsewhere in it; the snapshot is unchanged.
    /// - Complexity: O(items replaced + items of `snapshot` + depth).
    public mutating func replace(childrenOf parent: ItemID, using snapshot: Self)
        throws(ListSectionSnapshotError<
            ItemID
        >)
    {
        guard let node = nodes[parent] else { throw .itemNotFound(parent) }
        var next = self
        next.delete(node.children)
        try next.graft(snapshot, under: parent, at: 0)
        self = next
    }
}
