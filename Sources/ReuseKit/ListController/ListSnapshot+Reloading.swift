extension ListSnapshot {
    /// Marks items to be asked again (cell and height) when the snapshot is applied.
    ///
    /// - Throws: ``ListSnapshotError/itemNotFound(_:)`` when the snapshot lacks one; nothing
    ///   is marked.
    public mutating func reloadItems(_ identifiers: [ItemID]) throws(ListSnapshotError<SectionID, ItemID>) {
        try checkPresent(identifiers)
        reloadedItemIdentifiers += identifiers
    }

    /// Marks items whose cells are configured again in place when the snapshot is applied.
    ///
    /// - Throws: ``ListSnapshotError/itemNotFound(_:)`` when the snapshot lacks one; nothing
    ///   is marked.
    public mutating func reconfigureItems(_ identifiers: [ItemID]) throws(ListSnapshotError<
        SectionID, ItemID
    >) {
        try checkPresent(identifiers)
        reconfiguredItemIdentifiers += identifiers
    }

    /// Marks sections whose items are all asked again when the snapshot is applied.
    ///
    /// - Throws: ``ListSnapshotError/sectionNotFound(_:)`` when the snapshot lacks one; nothing
    ///   is marked.
    public mutating func reloadSections(_ identifiers: [SectionID]) throws(ListSnapshotError<
        SectionID, ItemID
    >) {
        let lookup = lookup
        if let missing = identifiers.first(where: { lookup.indexOfSection[$0] == nil }) {
            throw .sectionNotFound(missing)
        }
        reloadedSectionIdentifiers += identifiers
    }

    /// The items `apply` asks again: those marked by ``reloadItems(_:)``,
    /// ``reconfigureItems(_:)`` and ``reloadSections(_:)`` that the snapshot still has.
    var itemsToReload: Set<ItemID> {
        if reloadedItemIdentifiers.isEmpty && reconfiguredItemIdentifiers.isEmpty
            && reloadedSectionIdentifiers.isEmpty
        {
            return []
        }
        let lookup = lookup
        var items = Set(reloadedItemIdentifiers + reconfiguredItemIdentifiers)
        for section in reloadedSectionIdentifiers { items.formUnion(itemIdentifiers(inSection: section)) }
        return items.filter { lookup.sectionOfItem[$0] != nil }
    }

    /// The snapshot without its marks, as a list shows it once it was applied.
    var withoutMarks: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }

    private func checkPresent(_ identifiers: [ItemID]) throws(ListSnapshotError<SectionID, ItemID>) {
        let lookup = lookup
        if let missing = identifiers.first(where: { lookup.sectionOfItem[$0] == nil }) {
            throw .itemNotFound(missing)
        }
    }
}
