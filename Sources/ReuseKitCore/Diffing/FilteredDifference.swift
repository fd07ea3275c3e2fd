/// The difference of a snapshot and the same snapshot filtered, as a search field makes them: a
/// query that narrows keeps some items of every section, in order (only deletes), and Backspace
/// brings them back (only inserts). One walk down both snapshots side by side finds it, comparing
/// identifiers for equality; only the larger snapshot's items are hashed, once each, to check they
/// are unique (integers close together not even that: a bit each in a table indexed by value).
enum FilteredDifference {
    /// The update from `old` to `new` when one is the other with items or whole sections left
    /// out, in order; `sections` is the difference of their section identifiers. `nil` when
    /// they are not (or an identifier of the larger one appears twice): the general difference
    /// then finds the update, or the error.
    ///
    /// - Complexity: O(sections + items); no hashing of the smaller snapshot's items.
    static func update<SectionID, ItemID: Hashable>(
        from old: [SnapshotSection<SectionID, ItemID>], to new: [SnapshotSection<SectionID, ItemID>],
        sections: ListDifference
    ) -> ListUpdate? {
        guard sections.moves.isEmpty else { return nil }
        if ItemID.self == Int.self {
            // The same type: the arrays are reinterpreted, not converted, and walked by code
            // specialized for `Int` rather than compared through a generic witness.
            return update(
                from: old.map { unsafeBitCast($0.items, to: [Int].self) },
                to: new.map { unsafeBitCast($0.items, to: [Int].self) }, sections: sections)
        }
        return update(from: old.map(\.items), to: new.map(\.items), sections: sections)
    }

    /// The update from `old` to `new`, given as each section's items, as
    /// ``update(from:to:sections:)`` finds it.
    static func update<ItemID: Hashable>(from old: [[ItemID]], to new: [[ItemID]], sections: ListDifference)
        -> ListUpdate?
    {
        let growing: Bool
        if !sections.deletes.isEmpty {
            guard sections.inserts.isEmpty else { return nil }
            growing = false
        } else if !sections.inserts.isEmpty {
            growing = true
        } else {
            growing = Self.count(of: new) >= Self.count(of: old)
        }
        let larger = growing ? new : old
        let smaller = growing ? old : new
        // Sections the larger snapshot alone has: their items come or go with them.
        var alone = [Bool](repeating: false, count: larger.count)
        for index in growing ? sections.inserts : sections.deletes { alone[index] = true }
        var rows: [ListPosition] = []
        rows.reserveCapacity(max(0, Self.count(of: larger) - Self.count(of: smaller)))
        var pairedSection = 0
        for section in larger.indices where !alone[section] {
            guard pairedSection < smaller.count,
                Self.addUnmatchedRows(
                    of: larger[section], keeping: smaller[pairedSection], section: section, to: &rows)
            else { return nil }
            pairedSection += 1
        }
        guard pairedSection == smaller.count, Self.areUnique(larger) else { return nil }
        var update = ListUpdate()
        if growing {
            update.insertedSections = sections.inserts
            update.insertedRows = rows
        } else {
            update.deletedSections = sections.deletes
            update.deletedRows = rows
        }
        return update
    }

    /// Adds the rows of `items` that `kept` leaves out, walking both in step; returns `false`
    /// when `kept` is not `items` with some left out, in order.
    private static func addUnmatchedRows<ItemID: Equatable>(
        of items: [ItemID], keeping kept: [ItemID], section: Int, to rows: inout [ListPosition]
    ) -> Bool {
        // Through buffers: the walk is the whole cost of a filter's difference.
        items.withUnsafeBufferPointer { items in
            kept.withUnsafeBufferPointer { kept in
                var next = 0
                for row in 0..<items.count {
                    if next < kept.count && items[row] == kept[next] {
                        next &+= 1
                    } else {
                        // What is left of `items` is too short to hold what is left of `kept`.
                        guard items.count &- row &- 1 >= kept.count &- next else { return false }
                        rows.append(ListPosition(section: section, row: row))
                    }
                }
                return next == kept.count
            }
        }
    }

    private static func count<ItemID>(of sections: [[ItemID]]) -> Int {
        sections.reduce(0) { $0 + $1.count }
    }

    /// Whether no item identifier appears twice in `sections`.
    ///
    /// - Complexity: O(items), one hash each; integers close together are checked through a
    ///   table of bits indexed by value, with no hashing.
    static func areUnique<ItemID: Hashable>(_ sections: [[ItemID]]) -> Bool {
        if ItemID.self == Int.self, let unique = areUnique(dense: unsafeBitCast(sections, to: [[Int]].self)) {
            return unique
        }
        var seen = Set<ItemID>()
        seen.reserveCapacity(count(of: sections))
        for items in sections {
            for item in items where !seen.insert(item).inserted { return false }
        }
        return true
    }

    /// Whether no integer appears twice in `sections`, through a bit per value between the
    /// least and the greatest; `nil` when they spread over far more values than there are.
    private static func areUnique(dense sections: [[Int]]) -> Bool? {
        var low = Int.max
        var high = Int.min
        var count = 0
        for items in sections {
            count += items.count
            for item in items {
                low = min(low, item)
                high = max(high, item)
            }
        }
        guard low <= high else { return true }
        let (spread, overflow) = high.subtractingReportingOverflow(low)
        guard !overflow, spread < 64 * count + 4096 else { return nil }
        var bits = [UInt64](repeating: 0, count: spread / 64 + 1)
        for items in sections {
            for item in items {
                let offset = item &- low
                let mask: UInt64 = 1 << UInt64(offset & 63)
                if bits[offset >> 6] & mask != 0 { return false }
                bits[offset >> 6] |= mask
            }
        }
        return true
    }
}
