import Foundation

extension ListController {
    /// The handlers asked and told as items of section snapshots expand and collapse, as
    /// UIKit's diffable data source's. Setting them shows the rows on screen again (which
    /// may have children now, by ``SectionSnapshotHandlers/mayHaveChildren``).
    public var sectionSnapshotHandlers: SectionSnapshotHandlers<ItemID> {
        get { outlines.handlers }
        set {
            outlines.handlers = newValue
            refreshVisibleOutlineCells()
        }
    }

    /// Whether children of an item are being loaded (``SectionSnapshotHandlers/loadChildren``).
    public var isLoadingChildren: Bool { !outlines.loading.isEmpty }

    /// Shows `sectionSnapshot`'s visible items as the section `section` (appended when the list
    /// has none), through their difference from what it shows, as UIKit's; its rows are
    /// indented by level and show outline disclosures.
    ///
    /// - Throws: ``ListControllerError`` when an item is also in another section; nothing
    ///   changes.
    public func apply(
        _ sectionSnapshot: ListSectionSnapshot<ItemID>, to section: SectionID,
        animatingDifferences: Bool = true
    ) throws(ListControllerError) {
        try applyTree(sectionSnapshot, to: section, animatingDifferences: animatingDifferences)
    }

    /// The section snapshot of `section`: the one applied, else its items at the top level.
    public func snapshot(for section: SectionID) -> ListSectionSnapshot<ItemID> { tree(of: section) }

    /// Expands `item` as a tap on its disclosure does: the handlers are asked, and the rows it
    /// shows reach the table as one run inserted under it. Returns whether anything changed.
    @discardableResult
    public func expand(_ item: ItemID, animatingDifferences: Bool = true) throws(ListControllerError) -> Bool
    {
        try setExpanded(item, true, animatingDifferences: animatingDifferences)
    }

    /// Collapses `item` as a tap on its disclosure does: the rows under it leave the table as
    /// one run. Returns whether anything changed.
    @discardableResult
    public func collapse(_ item: ItemID, animatingDifferences: Bool = true) throws(ListControllerError)
        -> Bool
    {
        try setExpanded(item, false, animatingDifferences: animatingDifferences)
    }

    /// → on the focused row, as GTK's and Finder's: expands it, or, expanded, moves the focus to
    /// its first child. Returns whether it did either.
    @discardableResult
    public func expandFocusedItem() -> Bool { stepFocusedOutlineItem(expanding: true) }

    /// ← on the focused row, as GTK's and Finder's: collapses it, or, collapsed, moves the
    /// focus to its parent. Returns whether it did either.
    @discardableResult
    public func collapseFocusedItem() -> Bool { stepFocusedOutlineItem(expanding: false) }

    /// The item at `indexPath`, if any.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemID? { itemOfIndexPath(indexPath) }
}
