extension ListSnapshot {
    /// The number of items, in every section.
    ///
    /// - Complexity: O(sections).
    public var numberOfItems: Int { storage.reduce(0) { $0 + $1.items.count } }

    /// The number of sections.
    public var numberOfSections: Int { storage.count }

    /// The sections' identifiers, in order.
    public var sectionIdentifiers: [SectionID] { storage.map(\.id) }

    /// Every item's identifier, section by section.
    public var itemIdentifiers: [ItemID] { allItems }

    /// The number of items in the section `identifier`; 0 when there is no such section.
    ///
    /// - Complexity: O(1) on average once the snapshot knows where its identifiers are.
    public func numberOfItems(inSection identifier: SectionID) -> Int {
        indexOfSection(identifier).map { storage[$0].items.count } ?? 0
    }

    /// The items of the section `identifier`, in order; empty when there is no such section.
    public func itemIdentifiers(inSection identifier: SectionID) -> [ItemID] {
        indexOfSection(identifier).map { storage[$0].items } ?? []
    }

    /// The section that holds the item `identifier`, if the snapshot has it.
    ///
    /// - Complexity: O(1) on average once the snapshot knows where its identifiers are.
    public func sectionIdentifier(containingItem identifier: ItemID) -> SectionID? {
        lookup.sectionOfItem[identifier]
    }

    /// The place of the section `identifier` among the sections, if the snapshot has it.
    ///
    /// - Complexity: O(1) on average once the snapshot knows where its identifiers are.
    public func indexOfSection(_ identifier: SectionID) -> Int? {
        lookupBox.indexOfSection(identifier, of: storage)
    }

    /// The place of the item `identifier` among all the items, section by section, if the
    /// snapshot has it.
    ///
    /// - Complexity: O(sections + items of its section).
    public func indexOfItem(_ identifier: ItemID) -> Int? {
        let lookup = lookup
        guard let section = lookup.sectionOfItem[identifier], let index = lookup.indexOfSection[section],
            let row = storage[index].items.firstIndex(of: identifier)
        else { return nil }
        return storage[..<index].reduce(row) { $0 + $1.items.count }
    }
}
