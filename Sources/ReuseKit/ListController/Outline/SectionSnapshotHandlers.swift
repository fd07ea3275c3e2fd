/// What a list controller asks and tells as the user expands and collapses items of a section
/// applied as a ``ListSectionSnapshot`` — UIKit's `SectionSnapshotHandlers`, with its names —
/// and how children are loaded late, off the main actor.
public struct SectionSnapshotHandlers<ItemID: Hashable & Sendable> {
    /// Whether the item may expand; `nil` lets every item.
    public var shouldExpandItem: (@MainActor (ItemID) -> Bool)?
    /// Called before the item expands.
    public var willExpandItem: (@MainActor (ItemID) -> Void)?
    /// Whether the item may collapse; `nil` lets every item.
    public var shouldCollapseItem: (@MainActor (ItemID) -> Bool)?
    /// Called before the item collapses.
    public var willCollapseItem: (@MainActor (ItemID) -> Void)?
    /// The children the item shows as it expands, given the ones it has (as a snapshot of
    /// their own); they replace those.
    public var snapshotForExpandingParent:
        (@MainActor (ItemID, ListSectionSnapshot<ItemID>) -> ListSectionSnapshot<ItemID>)?
    /// Loads the children of an item expanded without any, off the main actor (a directory
    /// read); meanwhile its row shows a spinner, a failure shows on the row
    /// (``OutlineDisclosure/failed(_:)``) and expanding it again retries. Not in UIKit.
    public var loadChildren: (@Sendable (ItemID) async throws -> ListSectionSnapshot<ItemID>)?
    /// Whether an item without children shows a disclosure, its children to be loaded by
    /// ``loadChildren`` as it expands; `nil` shows one on items with children only. Not in UIKit.
    public var mayHaveChildren: (@MainActor (ItemID) -> Bool)?

    /// Handlers that ask nothing and let every item expand and collapse.
    public init() {}
}
