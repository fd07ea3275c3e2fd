extension ListSectionSnapshot {
    typealias Failure = ListSectionSnapshotError<ItemID>

    /// Appends items as the last children of `parent`, or at the top level when it is `nil`;
    /// they start collapsed.
    ///
    /// - Throws: ``ListSectionSnapshotError`` when the parent is missing, or an item is in the
    ///   snapshot or appears twice; the snapshot is unchanged.
    /// - Complexity: O(items appended + depth).
    public mutating func append(_ items: [ItemID], to parent: ItemID? = nil) throws(ListSectionSnapshotError<
        ItemID
    >) {
        if let parent, nodes[parent] == nil { throw .itemNotFound(parent) }
        try checkNew(items)
        try append(try Self(flat: items), to: parent)
    }

    /// Appends the items of `snapshot`, with their children and expanded states, as the last
    /// children of `parent`, or at the top level when it is `nil`.
    ///
    /// - Throws: ``ListSectionSnapshotError`` when the parent is missing or an item is in this
    ///   snapshot; the snapshot is unchanged.
    /// - Complexity: O(items appended + depth).
    public mutating func append(_ snapshot: Self, to parent: ItemID? = nil) throws(ListSectionSnapshotError<
        ItemID
    >) {
        if let parent, nodes[parent] == nil { throw .itemNotFound(parent) }
        let end = parent.map { nodes[$0]?.children.count ?? 0 } ?? rootItems.count
        try graft(snapshot, under: parent, at: end)
    }

    /// Inserts items, collapsed, before `item`, as its siblings.
    ///
    /// - Throws: ``ListSectionSnapshotError`` when `item` is missing or a new one is not new.
    /// - Complexity: O(items inserted + depth + siblings).
    public mutating func insert(_ items: [ItemID], before item: ItemID) throws(ListSectionSnapshotError<
        ItemID
    >) {
        guard nodes[item] != nil else { throw .itemNotFound(item) }
        try checkNew(items)
        try insert(try Self(flat: items), next: item, offset: 0)
    }

    /// Inserts items, collapsed, after `item`, as its siblings.
    ///
    /// - Throws: ``ListSectionSnapshotError`` when `item` is missing or a new one is not new.
    /// - Complexity: O(items inserted + depth + siblings).
    public mutating func insert(_ items: [ItemID], after item: ItemID) throws(ListSectionSnapshotError<
        ItemID
    >) {
        guard nodes[item] != nil else { throw .itemNotFound(item) }
        try checkNew(items)
        try insert(try Self(flat: items), next: item, offset: 1)
    }

    /// Inserts the items of `snapshot`, with their children and expanded states, before `item`,
    /// as its siblings.
    ///
    /// - Throws: ``ListSectionSnapshotError`` when `item` is missing or a new one is not new.
    public mutating func insert(_ snapshot: Self, before item: ItemID) throws(ListSectionSnapshotError<
        ItemID
    >) {
        try insert(snapshot, next: item, offset: 0)
    }

    /// Inserts the items of `snapshot`, with their children and expanded states, after `item`,
    /// as its siblings.
    ///
    /// - Throws: ``ListSectionSnapshotError`` when `item` is missing or a new one is not new.
    public mutating func insert(_ snapshot: Self, after item: ItemID) throws(ListSectionSnapshotError<ItemID>)
    {
        try insert(snapshot, next: item, offset: 1)
    }

    /// Deletes items with everything under them; identifiers the snapshot does not have are
    /// ignored.
    ///
    /// - Complexity: O(items deleted with their descendants + depth + siblings of the items).
    public mutating func delete(_ items: [ItemID]) {
        let doomed = Set(items.filter { nodes[$0] != nil })
        var byParent: [ItemID?: Set<ItemID>] = [:]
        for item in doomed where !hasAncestor(of: item, in: doomed) {
            guard let node = nodes[item] else { continue }
            byParent[node.parent, default: []].insert(item)
            adjustCounts(from: node.parent, descendants: -(1 + node.descendants), rows: -node.shownRows)
        }
        for (parent, gone) in byParent {
            if let parent {
                nodes[parent]?.children.removeAll { gone.contains($0) }
            } else {
                rootItems.removeAll { gone.contains($0) }
            }
            var removed: [ItemID] = []
            walk(Array(gone), visibleOnly: false) { removed.append($0) }
            for item in removed { nodes[item] = nil }
        }
    }

    /// Whether an ancestor of `item` is in `items`.
    private func hasAncestor(of item: ItemID, in items: Set<ItemID>) -> Bool {
        var current = nodes[item]?.parent
        while let ancestor = current {
            if items.contains(ancestor) { return true }
            current = nodes[ancestor]?.parent
        }
        return false
    }

    /// Deletes every item.
    public mutating func deleteAll() { self = Self() }

    /// Expands items: their children show while they do. Identifiers the snapshot does not have
    /// are ignored.
    ///
    /// - Complexity: O(depth) per item; the rows it shows are ``visibleDescendants(of:)``.
    public mutating func expand(_ items: [ItemID]) { setExpanded(items, true) }

    /// Collapses items: their descendants are hidden (and keep their own expanded states).
    /// Identifiers the snapshot does not have are ignored.
    ///
    /// - Complexity: O(depth) per item.
    public mutating func collapse(_ items: [ItemID]) { setExpanded(items, false) }

    private mutating func setExpanded(_ items: [ItemID], _ expanded: Bool) {
        for item in items {
            guard let node = nodes[item], node.isExpanded != expanded else { continue }
            nodes[item]?.isExpanded = expanded
            adjustCounts(from: node.parent, descendants: 0, rows: expanded ? node.rowsBelow : -node.rowsBelow)
        }
    }

    /// A snapshot of `items` at the top level, collapsed.
    ///
    /// - Throws: ``ListSectionSnapshotError/duplicateItem(_:)`` when an item appears twice.
    init(flat items: [ItemID]) throws(ListSectionSnapshotError<ItemID>) {
        nodes.reserveCapacity(items.count)
        for item in items {
            guard nodes.updateValue(OutlineNode(parent: nil, level: 0), forKey: item) == nil else {
                throw .duplicateItem(item)
            }
        }
        rootItems = items
        visibleCount = items.count
    }

    private mutating func insert(_ snapshot: Self, next item: ItemID, offset: Int) throws(Failure) {
        guard let node = nodes[item] else { throw .itemNotFound(item) }
        let siblings = node.parent.flatMap { nodes[$0]?.children } ?? rootItems
        let index = (siblings.firstIndex(of: item) ?? siblings.count) + offset
        try graft(snapshot, under: node.parent, at: index)
    }

    /// Puts the items of `snapshot` under `parent` (an item of this snapshot, or the top level)
    /// from child `index` on, with their descendants, levels rebased.
    ///
    /// - Complexity: O(items of `snapshot` + depth + children of `parent`).
    mutating func graft(_ snapshot: Self, under parent: ItemID?, at index: Int) throws(Failure) {
        if !nodes.isEmpty {
            // In the order of the items, so the error names the first one at fault.
            var clash: ItemID?
            snapshot.walk(snapshot.rootItems, visibleOnly: false) { item in
                if clash == nil && nodes[item] != nil { clash = item }
            }
            if let clash { throw .duplicateItem(clash) }
        }
        let base = parent.flatMap { nodes[$0].map { $0.level + 1 } } ?? 0
        nodes.reserveCapacity(nodes.count + snapshot.nodes.count)
        for (item, var node) in snapshot.nodes {
            node.level += base
            if node.parent == nil { node.parent = parent }
            nodes[item] = node
        }
        if let parent {
            nodes[parent]?.children.insert(contentsOf: snapshot.rootItems, at: index)
        } else {
            rootItems.insert(contentsOf: snapshot.rootItems, at: index)
        }
        adjustCounts(from: parent, descendants: snapshot.nodes.count, rows: snapshot.visibleCount)
    }

    /// Throws when an item of `items` is in the snapshot or appears twice among them, naming
    /// the first.
    func checkNew(_ items: [ItemID]) throws(Failure) {
        var seen = Set<ItemID>()
        seen.reserveCapacity(items.count)
        for item in items where nodes[item] != nil || !seen.insert(item).inserted {
            throw .duplicateItem(item)
        }
    }

    /// Adds to the counts of `parent` and its ancestors: `descendants` to every one, `rows` up
    /// to the first collapsed one (the rows of a collapsed item do not show above it).
    mutating func adjustCounts(from parent: ItemID?, descendants: Int, rows: Int) {
        var current = parent
        var rows = rows
        while let item = current {
            nodes[item]?.descendants += descendants
            nodes[item]?.rowsBelow += rows
            if nodes[item]?.isExpanded != true { rows = 0 }
            current = nodes[item]?.parent
        }
        visibleCount += rows
    }
}
