extension ListSnapshot {
    /// Appends items to the section `sectionIdentifier`, the last section when it is `nil`.
    ///
    /// - Throws: ``ListSnapshotError`` when the section is missing (or there is none), or an
    ///   item is in the snapshot or appears twice; the snapshot is unchanged.
    /// - Complexity: O(items appended) on average.
    public mutating func appendItems(_ identifiers: [ItemID], toSection sectionIdentifier: SectionID? = nil)
        throws(ListSnapshotError<SectionID, ItemID>)
    {
        try edit { (sections, lookup) throws(Failure) in
            let index: Int
            if let sectionIdentifier {
                guard let found = lookup.indexOfSection[sectionIdentifier] else {
                    throw .sectionNotFound(sectionIdentifier)
                }
                index = found
            } else {
                guard !sections.isEmpty else { throw .noSection }
                index = sections.count - 1
            }
            try Self.checkNew(identifiers, in: lookup)
            for item in identifiers { lookup.sectionOfItem[item] = sections[index].id }
            sections[index].items += identifiers
        }
    }

    /// Inserts items before the item `beforeIdentifier`, in its section.
    ///
    /// - Throws: ``ListSnapshotError`` when that item is missing or a new one is not new.
    /// - Complexity: O(items of that section + items inserted).
    public mutating func insertItems(_ identifiers: [ItemID], beforeItem beforeIdentifier: ItemID)
        throws(ListSnapshotError<SectionID, ItemID>)
    {
        try insertItems(identifiers, at: beforeIdentifier, offset: 0)
    }

    /// Inserts items after the item `afterIdentifier`, in its section.
    ///
    /// - Throws: ``ListSnapshotError`` when that item is missing or a new one is not new.
    /// - Complexity: O(items of that section + items inserted).
    public mutating func insertItems(_ identifiers: [ItemID], afterItem afterIdentifier: ItemID)
        throws(ListSnapshotError<SectionID, ItemID>)
    {
        try insertItems(identifiers, at: afterIdentifier, offset: 1)
    }

    /// Deletes items; identifiers the snapshot does not have are ignored.
    ///
    /// - Complexity: O(items deleted + items of the sections they were in).
    public mutating func deleteItems(_ identifiers: [ItemID]) {
        edit { sections, lookup in
            var doomedBySection: [Int: Set<ItemID>] = [:]
            for item in identifiers {
                guard let section = lookup.sectionOfItem.removeValue(forKey: item),
                    let index = lookup.indexOfSection[section]
                else { continue }
                doomedBySection[index, default: []].insert(item)
            }
            for (index, doomed) in doomedBySection { sections[index].items.removeAll { doomed.contains($0) } }
        }
    }

    /// Deletes every item; the sections stay.
    public mutating func deleteAllItems() {
        edit { sections, lookup in
            for index in sections.indices { sections[index].items.removeAll() }
            lookup.sectionOfItem.removeAll()
        }
    }

    /// Moves the item `identifier` before the item `toIdentifier` (into its section).
    ///
    /// - Throws: ``ListSnapshotError`` when either is missing or they are the same.
    /// - Complexity: O(items of the two sections).
    public mutating func moveItem(_ identifier: ItemID, beforeItem toIdentifier: ItemID)
        throws(ListSnapshotError<SectionID, ItemID>)
    {
        try moveItem(identifier, to: toIdentifier, offset: 0)
    }

    /// Moves the item `identifier` after the item `toIdentifier` (into its section).
    ///
    /// - Throws: ``ListSnapshotError`` when either is missing or they are the same.
    /// - Complexity: O(items of the two sections).
    public mutating func moveItem(_ identifier: ItemID, afterItem toIdentifier: ItemID)
        throws(ListSnapshotError<SectionID, ItemID>)
    {
        try moveItem(identifier, to: toIdentifier, offset: 1)
    }

    private mutating func insertItems(_ identifiers: [ItemID], at anchor: ItemID, offset: Int)
        throws(ListSnapshotError<SectionID, ItemID>)
    {
        try edit { (sections, lookup) throws(Failure) in
            guard let (index, row) = Self.place(of: anchor, in: sections, lookup) else {
                throw .itemNotFound(anchor)
            }
            try Self.checkNew(identifiers, in: lookup)
            for item in identifiers { lookup.sectionOfItem[item] = sections[index].id }
            sections[index].items.insert(contentsOf: identifiers, at: row + offset)
        }
    }

    private mutating func moveItem(_ identifier: ItemID, to anchor: ItemID, offset: Int)
        throws(ListSnapshotError<SectionID, ItemID>)
    {
        try edit { (sections, lookup) throws(Failure) in
            guard let (from, fromRow) = Self.place(of: identifier, in: sections, lookup) else {
                throw .itemNotFound(identifier)
            }
            guard Self.place(of: anchor, in: sections, lookup) != nil else { throw .itemNotFound(anchor) }
            guard identifier != anchor else { throw .itemMovedRelativeToItself(identifier) }
            sections[from].items.remove(at: fromRow)
            guard let (to, toRow) = Self.place(of: anchor, in: sections, lookup) else { return }
            sections[to].items.insert(identifier, at: toRow + offset)
            lookup.sectionOfItem[identifier] = sections[to].id
        }
    }

    /// Inserts `items` at `row` of the section at `index` (`inserting`), or deletes as many rows
    /// from there, unchecked: the rows of an outline's run shown or hidden. A snapshot no copy
    /// shares changes in place, and its lookup takes the run in at the next question about an
    /// item (``SnapshotLookupBox/recordRun(_:in:at:row:inserting:)``).
    ///
    /// - Complexity: one move of the section's rows after `row`; O(`items`) on average for the
    ///   lookup, now when a copy shares it, else at the next question (none when the run is
    ///   hidden again first).
    mutating func editRun(_ items: [ItemID], at row: Int, inSectionAt index: Int, inserting: Bool) {
        guard isKnownUniquelyReferenced(&lookupBox) else {
            edit { sections, lookup in
                let section = sections[index].id
                if inserting {
                    sections[index].items.insert(contentsOf: items, at: row)
                    lookup.insertRun(items, in: section)
                } else {
                    sections[index].items.removeSubrange(row..<(row + items.count))
                    lookup.removeRun(items)
                }
            }
            return
        }
        if inserting {
            storage[index].items.insert(contentsOf: items, at: row)
        } else {
            storage[index].items.removeSubrange(row..<(row + items.count))
        }
        lookupBox.recordRun(items, in: storage[index].id, at: index, row: row, inserting: inserting)
    }

    /// The section index and row of `item`.
    ///
    /// - Complexity: O(items of its section).
    static func place(
        of item: ItemID, in sections: [SnapshotSection<SectionID, ItemID>],
        _ lookup: SnapshotLookup<SectionID, ItemID>
    ) -> (section: Int, row: Int)? {
        guard let section = lookup.sectionOfItem[item], let index = lookup.indexOfSection[section],
            let row = sections[index].items.firstIndex(of: item)
        else { return nil }
        return (index, row)
    }

    /// Throws when an item of `identifiers` is in the snapshot or appears twice among them.
    static func checkNew(_ identifiers: [ItemID], in lookup: SnapshotLookup<SectionID, ItemID>)
        throws(ListSnapshotError<SectionID, ItemID>)
    {
        var seen = Set<ItemID>()
        seen.reserveCapacity(identifiers.count)
        for id in identifiers where lookup.sectionOfItem[id] != nil || !seen.insert(id).inserted {
            throw .duplicateItem(id)
        }
    }
}
