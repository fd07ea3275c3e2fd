import ReuseKitCore

/// Where each item of a snapshot is, so that finding an item costs a lookup rather than a walk
/// through the list: built on the first lookup after the snapshot changed, in O(items), the
/// order of the difference applying that snapshot cost already.
struct SnapshotIndex<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    private var positions: [ItemID: ListPosition]?

    /// Forgets the positions; the next lookup builds them from the snapshot it is given.
    mutating func invalidate() {
        positions = nil
    }

    /// The position of `item` in `snapshot`, the snapshot the index was last built from unless
    /// it was invalidated since.
    ///
    /// - Complexity: O(1) on average; O(items) for the first lookup after an invalidation.
    mutating func position(of item: ItemID, in snapshot: ListSnapshot<SectionID, ItemID>) -> ListPosition? {
        if let positions { return positions[item] }
        var built: [ItemID: ListPosition] = [:]
        built.reserveCapacity(snapshot.numberOfItems)
        for (section, content) in snapshot.sections.enumerated() {
            for (row, id) in content.items.enumerated() {
                built[id] = ListPosition(section: section, row: row)
            }
        }
        positions = built
        return built[item]
    }
}
