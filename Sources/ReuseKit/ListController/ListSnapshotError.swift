/// Why a snapshot edit was refused; the snapshot is left as it was. UIKit's
/// `NSDiffableDataSourceSnapshot` stops the app in these cases; here the edit throws, carrying
/// the identifier at fault.
public enum ListSnapshotError<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Error, Equatable,
    CustomStringConvertible
{
    /// The section is already in the snapshot (or appears twice in the edit).
    case duplicateSection(SectionID)
    /// The snapshot has no such section.
    case sectionNotFound(SectionID)
    /// The item is already in the snapshot (or appears twice in the edit).
    case duplicateItem(ItemID)
    /// The snapshot has no such item.
    case itemNotFound(ItemID)
    /// Items were appended without a section to append them to: the snapshot has none.
    case noSection
    /// An item was to move next to itself.
    case itemMovedRelativeToItself(ItemID)
    /// A section was to move next to itself.
    case sectionMovedRelativeToItself(SectionID)

    public var description: String {
        switch self {
        case .duplicateSection(let id): "The snapshot already has section \(id)."
        case .sectionNotFound(let id): "The snapshot has no section \(id)."
        case .duplicateItem(let id): "The snapshot already has item \(id)."
        case .itemNotFound(let id): "The snapshot has no item \(id)."
        case .noSection: "The snapshot has no section to append items to (append one first)."
        case .itemMovedRelativeToItself(let id): "Item \(id) cannot move before or after itself."
        case .sectionMovedRelativeToItself(let id): "Section \(id) cannot move before or after itself."
        }
    }
}
