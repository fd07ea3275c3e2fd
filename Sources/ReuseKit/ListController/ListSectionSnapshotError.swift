/// Why a section snapshot edit was refused; the snapshot is left as it was. UIKit's
/// `NSDiffableDataSourceSectionSnapshot` stops the app in these cases; here the edit throws,
/// carrying the identifier at fault.
public enum ListSectionSnapshotError<ItemID: Hashable & Sendable>: Error, Equatable, Sendable,
    CustomStringConvertible
{
    /// The item is already in the snapshot (or appears twice in the edit).
    case duplicateItem(ItemID)
    /// The snapshot has no such item.
    case itemNotFound(ItemID)

    public var description: String {
        switch self {
        case .duplicateItem(let id): "The section snapshot already has item \(id)."
        case .itemNotFound(let id): "The section snapshot has no item \(id)."
        }
    }
}
