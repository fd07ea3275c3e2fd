import Foundation

/// Where each identifier of a snapshot is: the section of every item and the place of every
/// section, kept up to date by the snapshot's edits, so that checking an edit costs a lookup
/// per identifier rather than a walk through the list.
struct SnapshotLookup<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The section of each item.
    var sectionOfItem: [ItemID: SectionID] = [:]
    /// The place of each section.
    var indexOfSection: [SectionID: Int] = [:]

    /// The lookup of `sections`.
    ///
    /// - Complexity: O(items).
    init(_ sections: [SnapshotSection<SectionID, ItemID>]) {
        sectionOfItem.reserveCapacity(sections.reduce(0) { $0 + $1.items.count })
        for (index, section) in sections.enumerated() {
            indexOfSection[section.id] = index
            for item in section.items { sectionOfItem[item] = section.id }
        }
    }

    /// Records `items`, new to the snapshot, as in `section`.
    ///
    /// - Complexity: O(`items`) on average: one hash insert each, the table grown once.
    mutating func insertRun(_ items: [ItemID], in section: SectionID) {
        // Through `updateValue`, not the subscript's setter, which wraps each value in an
        // optional: unspecialized (a list controller of another module's types), that wrapping
        // costs more than the insert.
        sectionOfItem.reserveCapacity(sectionOfItem.count + items.count)
        for item in items { sectionOfItem.updateValue(section, forKey: item) }
    }

    /// Forgets `items`.
    ///
    /// - Complexity: O(`items`) on average.
    mutating func removeRun(_ items: [ItemID]) {
        for item in items { sectionOfItem.removeValue(forKey: item) }
    }

    /// Numbers the sections again from `start` on, after sections were inserted, deleted or moved.
    mutating func renumber(_ sections: [SnapshotSection<SectionID, ItemID>], from start: Int = 0) {
        for index in start..<sections.count { indexOfSection[sections[index].id] = index }
    }
}

/// The lookup a snapshot shares with its copies until one of them is edited: built on the first
/// question that needs it, behind a lock, as a snapshot is a value any thread may read.
final class SnapshotLookupBox<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
    @unchecked Sendable
{
    // Unchecked: `lookup` is read and written only under `lock`.
    private let lock = NSLock()
    private var lookup: SnapshotLookup<SectionID, ItemID>?

    init(_ lookup: SnapshotLookup<SectionID, ItemID>? = nil) {
        self.lookup = lookup
    }

    /// The lookup of `sections`, built now if it was not yet.
    func lookup(of sections: [SnapshotSection<SectionID, ItemID>]) -> SnapshotLookup<SectionID, ItemID> {
        lock.lock()
        defer { lock.unlock() }
        if let lookup { return lookup }
        let built = SnapshotLookup(sections)
        lookup = built
        return built
    }

    /// The lookup of `sections`, moved out of the box (only from a box no other snapshot
    /// shares), so that an edit changes it in place rather than copying it.
    func take(of sections: [SnapshotSection<SectionID, ItemID>]) -> SnapshotLookup<SectionID, ItemID> {
        lock.lock()
        defer { lock.unlock() }
        let taken = lookup ?? SnapshotLookup(sections)
        lookup = nil
        return taken
    }

    /// Replaces the lookup (only on a box no other snapshot shares).
    func set(_ newLookup: SnapshotLookup<SectionID, ItemID>) {
        lock.lock()
        lookup = newLookup
        lock.unlock()
    }
}
