import Foundation

/// The content of a list as identifiers: sections, each with its items, in order — UIKit's
/// `NSDiffableDataSourceSnapshot`, with its names. Identifiers must be unique across the
/// snapshot: the edits that UIKit checks (append, insert, move, reload) throw a
/// ``ListSnapshotError`` instead of stopping the app, and change nothing when they do.
///
/// A snapshot knows where each identifier is (built on the first question that needs it, then
/// kept up to date by its edits; the rows a list controller's outline shows or hides at the next
/// question), so an edit or a question costs a lookup per identifier, not a walk through a list
/// that may hold a million items.
public struct ListSnapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Equatable, Sendable {
    /// The sections, in order.
    var storage: [SnapshotSection<SectionID, ItemID>]
    /// Where each identifier is, shared with copies until one is edited.
    var lookupBox = SnapshotLookupBox<SectionID, ItemID>()
    /// The items `reloadItems(_:)` marked.
    public internal(set) var reloadedItemIdentifiers: [ItemID] = []
    /// The items `reconfigureItems(_:)` marked.
    public internal(set) var reconfiguredItemIdentifiers: [ItemID] = []
    /// The sections `reloadSections(_:)` marked.
    public internal(set) var reloadedSectionIdentifiers: [SectionID] = []

    /// An empty snapshot.
    public init() {
        storage = []
        lookupBox = SnapshotLookupBox(SnapshotLookup([]))
    }

    /// A snapshot of the given sections.
    public init(sections: [SnapshotSection<SectionID, ItemID>]) {
        storage = sections
    }

    /// The sections, in order; setting them replaces the snapshot's content unchecked (a
    /// duplicate identifier is refused when the snapshot is applied).
    public var sections: [SnapshotSection<SectionID, ItemID>] {
        get { storage }
        set {
            storage = newValue
            lookupBox = SnapshotLookupBox()
        }
    }

    /// Whether two snapshots hold the same sections and items, and mark the same reloads.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage == rhs.storage && lhs.reloadedItemIdentifiers == rhs.reloadedItemIdentifiers
            && lhs.reconfiguredItemIdentifiers == rhs.reconfiguredItemIdentifiers
            && lhs.reloadedSectionIdentifiers == rhs.reloadedSectionIdentifiers
    }

    /// Appends a section with `items`, unchecked (see ``appendSections(_:)`` for the checked edit).
    public mutating func appendSection(_ id: SectionID, items: [ItemID] = []) {
        edit { sections, lookup in
            lookup.indexOfSection[id] = sections.count
            lookup.insertRun(items, in: id)
            sections.append(SnapshotSection(id: id, items: items))
        }
    }

    /// Inserts items at the start of the section `id` (the first section when `nil`), unchecked.
    public mutating func prependItems(_ items: [ItemID], toSection id: SectionID? = nil) {
        edit { sections, lookup in
            guard let index = id.map({ lookup.indexOfSection[$0] }) ?? sections.indices.first else {
                preconditionFailure("prependItems: no such section (append one first)")
            }
            lookup.insertRun(items, in: sections[index].id)
            sections[index].items.insert(contentsOf: items, at: 0)
        }
    }

    /// Every item, section by section.
    public var allItems: [ItemID] { storage.flatMap(\.items) }

    /// The item at an index path.
    public func item(at indexPath: IndexPath) -> ItemID {
        storage[indexPath.section].items[indexPath.row]
    }

    /// The lookup of the snapshot's identifiers.
    var lookup: SnapshotLookup<SectionID, ItemID> { lookupBox.lookup(of: storage) }

    /// Runs an edit of the sections and the lookup together, the lookup changed in place. An
    /// edit that throws must have changed neither.
    mutating func edit<Result, Failure>(
        _ body: (inout [SnapshotSection<SectionID, ItemID>], inout SnapshotLookup<SectionID, ItemID>)
            throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var lookup: SnapshotLookup<SectionID, ItemID>
        if isKnownUniquelyReferenced(&lookupBox) {
            lookup = lookupBox.take(of: storage)
        } else {
            lookup = lookupBox.lookup(of: storage)
            lookupBox = SnapshotLookupBox()
        }
        defer { lookupBox.set(lookup) }
        return try body(&storage, &lookup)
    }
}
