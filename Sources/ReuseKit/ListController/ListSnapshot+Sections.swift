extension ListSnapshot {
    typealias Failure = ListSnapshotError<SectionID, ItemID>

    /// Appends sections, without items.
    ///
    /// - Throws: ``ListSnapshotError/duplicateSection(_:)`` when one is in the snapshot or
    ///   appears twice; the snapshot is unchanged.
    public mutating func appendSections(_ identifiers: [SectionID]) throws(ListSnapshotError<
        SectionID, ItemID
    >) {
        try edit { (sections, lookup) throws(Failure) in
            try Self.checkNew(identifiers, in: lookup)
            sections += identifiers.map { SnapshotSection(id: $0, items: []) }
            lookup.renumber(sections, from: sections.count - identifiers.count)
        }
    }

    /// Inserts sections, without items, before the section `beforeIdentifier`.
    ///
    /// - Throws: ``ListSnapshotError`` when that section is missing or a new one is not new.
    public mutating func insertSections(_ identifiers: [SectionID], beforeSection beforeIdentifier: SectionID)
        throws(ListSnapshotError<SectionID, ItemID>)
    {
        try insertSections(identifiers, at: beforeIdentifier, offset: 0)
    }

    /// Inserts sections, without items, after the section `afterIdentifier`.
    ///
    /// - Throws: ``ListSnapshotError`` when that section is missing or a new one is not new.
    public mutating func insertSections(_ identifiers: [SectionID], afterSection afterIdentifier: SectionID)
        throws(ListSnapshotError<SectionID, ItemID>)
    {
        try insertSections(identifiers, at: afterIdentifier, offset: 1)
    }

    /// Deletes sections and their items; identifiers the snapshot does not have are ignored.
    ///
    /// - Complexity: O(sections + items deleted).
    public mutating func deleteSections(_ identifiers: [SectionID]) {
        edit { sections, lookup in
            let doomed = Set(identifiers.filter { lookup.indexOfSection[$0] != nil })
            guard !doomed.isEmpty else { return }
            for section in sections where doomed.contains(section.id) {
                for item in section.items { lookup.sectionOfItem[item] = nil }
                lookup.indexOfSection[section.id] = nil
            }
            sections.removeAll { doomed.contains($0.id) }
            lookup.renumber(sections)
        }
    }

    /// Moves the section `identifier`, with its items, before the section `toIdentifier`.
    ///
    /// - Throws: ``ListSnapshotError`` when either is missing or they are the same.
    public mutating func moveSection(_ identifier: SectionID, beforeSection toIdentifier: SectionID)
        throws(ListSnapshotError<SectionID, ItemID>)
    {
        try moveSection(identifier, to: toIdentifier, offset: 0)
    }

    /// Moves the section `identifier`, with its items, after the section `toIdentifier`.
    ///
    /// - Throws: ``ListSnapshotError`` when either is missing or they are the same.
    public mutating func moveSection(_ identifier: SectionID, afterSection toIdentifier: SectionID)
        throws(ListSnapshotError<SectionID, ItemID>)
    {
        try moveSection(identifier, to: toIdentifier, offset: 1)
    }

    private mutating func insertSections(_ identifiers: [SectionID], at anchor: SectionID, offset: Int)
        throws(ListSnapshotError<SectionID, ItemID>)
    {
        try edit { (sections, lookup) throws(Failure) in
            guard let index = lookup.indexOfSection[anchor] else { throw .sectionNotFound(anchor) }
            try Self.checkNew(identifiers, in: lookup)
            sections.insert(
                contentsOf: identifiers.map { SnapshotSection(id: $0, items: []) }, at: index + offset)
            lookup.renumber(sections, from: index)
        }
    }

    private mutating func moveSection(_ identifier: SectionID, to anchor: SectionID, offset: Int)
        throws(ListSnapshotError<SectionID, ItemID>)
    {
        try edit { (sections, lookup) throws(Failure) in
            guard let from = lookup.indexOfSection[identifier] else { throw .sectionNotFound(identifier) }
            guard lookup.indexOfSection[anchor] != nil else { throw .sectionNotFound(anchor) }
            guard identifier != anchor else { throw .sectionMovedRelativeToItself(identifier) }
            let moving = sections.remove(at: from)
            let target = sections.firstIndex { $0.id == anchor } ?? sections.count
            sections.insert(moving, at: target + offset)
            lookup.renumber(sections, from: min(from, target))
        }
    }

    /// Throws when a section of `identifiers` is in the snapshot or appears twice among them.
    static func checkNew(_ identifiers: [SectionID], in lookup: SnapshotLookup<SectionID, ItemID>)
        throws(ListSnapshotError<SectionID, ItemID>)
    {
        var seen = Set<SectionID>()
        for id in identifiers where lookup.indexOfSection[id] != nil || !seen.insert(id).inserted {
            throw .duplicateSection(id)
        }
    }
}
