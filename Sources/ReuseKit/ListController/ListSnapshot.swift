import Foundation

/// The content of a list as identifiers: sections, each with its items, in order, like UIKit's
/// `NSDiffableDataSourceSnapshot`. Identifiers must be unique across the snapshot.
public struct ListSnapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Equatable, Sendable {
    /// The sections, in order.
    public var sections: [SnapshotSection<SectionID, ItemID>] = []

    /// An empty snapshot.
    public init() {}

    /// A snapshot of the given sections.
    public init(sections: [SnapshotSection<SectionID, ItemID>]) {
        self.sections = sections
    }

    /// Appends a section with `items`.
    public mutating func appendSection(_ id: SectionID, items: [ItemID] = []) {
        sections.append(SnapshotSection(id: id, items: items))
    }

    /// Appends items to the section `id` (the last section when `nil`).
    public mutating func appendItems(_ items: [ItemID], toSection id: SectionID? = nil) {
        guard let index = sectionIndex(id, default: sections.indices.last) else {
            preconditionFailure("appendItems: no such section (append one first)")
        }
        sections[index].items += items
    }

    /// Inserts items at the start of the section `id` (the first section when `nil`).
    public mutating func prependItems(_ items: [ItemID], toSection id: SectionID? = nil) {
        guard let index = sectionIndex(id, default: sections.indices.first) else {
            preconditionFailure("prependItems: no such section (append one first)")
        }
        sections[index].items.insert(contentsOf: items, at: 0)
    }

    private func sectionIndex(_ id: SectionID?, default fallback: Int?) -> Int? {
        guard let id else { return fallback }
        return sections.firstIndex { $0.id == id }
    }

    /// Every item, section by section.
    public var allItems: [ItemID] { sections.flatMap(\.items) }

    /// The number of items.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }

    /// The item at an index path.
    public func item(at indexPath: IndexPath) -> ItemID {
        sections[indexPath.section].items[indexPath.row]
    }
}
