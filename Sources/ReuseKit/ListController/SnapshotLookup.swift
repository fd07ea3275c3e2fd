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
/// question that needs it, behind a lock, as a snapshot is a value any thread may read. The runs
/// an outline shows or hides wait for that question too: a run hidden right after it was shown,
/// in the same place, undoes it, and the lookup takes neither.
final class SnapshotLookupBox<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
    @unchecked Sendable
{
    /// A run of items shown at `row` of the section at `sectionIndex`, or hidden from there,
    /// not yet in the lookup.
    private struct PendingRun {
        var items: [ItemID]
        var section: SectionID
        var sectionIndex: Int
        var row: Int
        var inserted: Bool
    }

    /// The runs kept waiting at most: one more takes them all in.
    static var maximumPendingRuns: Int { 64 }

    // Unchecked: `lookup` and `pending` are read and written only under `lock`.
    private let lock = NSLock()
    private var lookup: SnapshotLookup<SectionID, ItemID>?
    /// The runs recorded since the lookup was last brought up to date, oldest first.
    private var pending: [PendingRun] = []

    init(_ lookup: SnapshotLookup<SectionID, ItemID>? = nil) {
        self.lookup = lookup
    }

    /// The lookup of `sections`, built now if it was not yet, the runs waiting taken in.
    ///
    /// - Complexity: O(items) to build it; else O(items of the runs waiting) on average.
    func lookup(of sections: [SnapshotSection<SectionID, ItemID>]) -> SnapshotLookup<SectionID, ItemID> {
        lock.lock()
        defer { lock.unlock() }
        let current = upToDate(sections)
        lookup = current
        return current
    }

    /// The place of the section `id` among `sections`: the runs waiting change no section, so
    /// they keep waiting.
    func indexOfSection(_ id: SectionID, of sections: [SnapshotSection<SectionID, ItemID>]) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        if let lookup { return lookup.indexOfSection[id] }
        let built = upToDate(sections)
        lookup = built
        return built.indexOfSection[id]
    }

    /// The lookup of `sections`, moved out of the box (only from a box no other snapshot
    /// shares), so that an edit changes it in place rather than copying it.
    func take(of sections: [SnapshotSection<SectionID, ItemID>]) -> SnapshotLookup<SectionID, ItemID> {
        lock.lock()
        defer { lock.unlock() }
        let taken = upToDate(sections)
        lookup = nil
        return taken
    }

    /// Replaces the lookup (only on a box no other snapshot shares).
    func set(_ newLookup: SnapshotLookup<SectionID, ItemID>) {
        lock.lock()
        lookup = newLookup
        pending.removeAll()
        lock.unlock()
    }

    /// Records `items` shown at `row` of the section at `sectionIndex` (`section`), or hidden
    /// from there (only on a box no other snapshot shares): the sections changed so, and
    /// nothing else did. The lookup takes the run in at the next question; a run hidden where
    /// the last one waiting was shown, as long, undoes it.
    ///
    /// - Complexity: O(1) amortized; taking the runs in is the next question's.
    func recordRun(
        _ items: [ItemID], in section: SectionID, at sectionIndex: Int, row: Int, inserting: Bool
    ) {
        lock.lock()
        defer { lock.unlock() }
        // Without a lookup there is nothing to keep: the next question builds it.
        guard var current = lookup else { return }
        if !inserting, let last = pending.last, last.inserted, last.sectionIndex == sectionIndex,
            last.row == row, last.items.count == items.count
        {
            pending.removeLast()
            return
        }
        pending.append(
            PendingRun(
                items: items, section: section, sectionIndex: sectionIndex, row: row, inserted: inserting))
        if pending.count > Self.maximumPendingRuns {
            lookup = nil
            takeInPending(&current)
            lookup = current
        }
    }

    /// The lookup brought up to date: built from `sections`, or with the runs waiting taken in.
    private func upToDate(_ sections: [SnapshotSection<SectionID, ItemID>]) -> SnapshotLookup<
        SectionID, ItemID
    > {
        guard var current = lookup else {
            pending.removeAll()
            return SnapshotLookup(sections)
        }
        if !pending.isEmpty {
            // Moved out first, so the runs change it in place rather than a copy.
            lookup = nil
            takeInPending(&current)
        }
        return current
    }

    /// Takes the runs waiting into `current`, oldest first.
    private func takeInPending(_ current: inout SnapshotLookup<SectionID, ItemID>) {
        for run in pending {
            if run.inserted {
                current.insertRun(run.items, in: run.section)
            } else {
                current.removeRun(run.items)
            }
        }
        pending.removeAll()
    }
}
