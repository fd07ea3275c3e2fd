import ReuseKitCore

/// Where each item of a snapshot is, so that finding an item costs a lookup rather than a walk
/// through the list: built on the first lookup after the snapshot changed, in O(items), the
/// order of the difference applying that snapshot cost already. A run of rows shown or hidden
/// in place (an outline's expand or collapse) keeps it: the run is recorded, and a lookup moves
/// the position it kept past the runs recorded after it.
struct SnapshotIndex<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// A run of rows inserted or deleted at `start` of `section`.
    private struct Run {
        var section: Int
        var start: Int
        var count: Int
        var inserted: Bool
    }

    /// The runs a lookup walks at most: one more forgets the positions, and the next lookup
    /// builds them again.
    static var maximumRuns: Int { 256 }

    private var positions: [ItemID: ListPosition]?
    /// The runs recorded since ``positions`` were built, oldest first.
    private var runs: [Run] = []
    /// The items the runs inserted: where each was when inserted, and how many runs were
    /// recorded up to its own.
    private var inserted: [ItemID: (position: ListPosition, runs: Int)] = [:]

    /// Forgets the positions; the next lookup builds them from the snapshot it is given.
    mutating func invalidate() {
        positions = nil
        if !runs.isEmpty { runs.removeAll() }
        if !inserted.isEmpty { inserted.removeAll() }
    }

    /// Records `items` inserted at `start` of `section` (`inserting`), or deleted from there:
    /// the snapshot changed so, and nothing else did.
    ///
    /// - Complexity: O(`items`) on average; nothing while the positions are not built.
    mutating func recordRun(_ items: [ItemID], at start: Int, inSection section: Int, inserting: Bool) {
        guard positions != nil else { return }
        guard runs.count < Self.maximumRuns else { return invalidate() }
        if inserting {
            inserted.reserveCapacity(inserted.count + items.count)
            for (offset, item) in items.enumerated() {
                inserted.updateValue(
                    (ListPosition(section: section, row: start + offset), runs.count + 1), forKey: item)
            }
        } else {
            for item in items {
                if inserted.removeValue(forKey: item) == nil { positions?[item] = nil }
            }
        }
        runs.append(Run(section: section, start: start, count: items.count, inserted: inserting))
    }

    /// The position of `item` in `snapshot`, the snapshot the index was last built from (and
    /// changed since only by the runs recorded) unless it was invalidated since.
    ///
    /// - Complexity: O(1 + runs recorded) on average; O(items) for the first lookup after an
    ///   invalidation.
    mutating func position(of item: ItemID, in snapshot: ListSnapshot<SectionID, ItemID>) -> ListPosition? {
        guard let positions else { return build(from: snapshot)[item] }
        var position: ListPosition
        var first: Int
        if let entry = inserted[item] {
            position = entry.position
            first = entry.runs
        } else if let kept = positions[item] {
            position = kept
            first = 0
        } else {
            return nil
        }
        // The runs after the item's: those above it in its section moved it.
        for run in runs[first...] where run.section == position.section && run.start <= position.row {
            position.row += run.inserted ? run.count : -run.count
        }
        return position
    }

    /// Builds the positions of `snapshot`.
    ///
    /// - Complexity: O(items).
    private mutating func build(from snapshot: ListSnapshot<SectionID, ItemID>) -> [ItemID: ListPosition] {
        var built: [ItemID: ListPosition] = [:]
        built.reserveCapacity(snapshot.numberOfItems)
        for (section, content) in snapshot.sections.enumerated() {
            for (row, id) in content.items.enumerated() {
                built[id] = ListPosition(section: section, row: row)
            }
        }
        invalidate()
        positions = built
        return built
    }
}
