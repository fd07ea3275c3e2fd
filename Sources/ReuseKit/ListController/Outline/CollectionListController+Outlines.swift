import Foundation

extension CollectionListController: OutlineListController {
    /// The handlers asked and told as items of section snapshots expand and collapse, as
    /// UIKit's diffable data source's.
    public var sectionSnapshotHandlers: SectionSnapshotHandlers<ItemID> {
        get { outlines.handlers }
        set { outlines.handlers = newValue }
    }

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
    /// shows reach the view as one run inserted under it. Returns whether anything changed.
    @discardableResult
    public func expand(_ item: ItemID, animatingDifferences: Bool = true) throws(ListControllerError) -> Bool
    {
        try setExpanded(item, true, animatingDifferences: animatingDifferences)
    }

    /// Collapses `item` as a tap on its disclosure does: the rows under it leave the view as
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
    public func expandFocusedItem() -> Bool {
        guard let indexPath = collectionView.focusedIndexPath, let item = itemIdentifier(for: indexPath)
        else {
            return false
        }
        if let target = outlineStep(into: item) {
            guard let path = self.indexPath(for: target) else { return false }
            collectionView.focusItem(at: path)
            return true
        }
        return (try? expand(item)) ?? false
    }

    /// ← on the focused row, as GTK's and Finder's: collapses it, or, collapsed, moves the
    /// focus to its parent. Returns whether it did either.
    @discardableResult
    public func collapseFocusedItem() -> Bool {
        guard let indexPath = collectionView.focusedIndexPath, let item = itemIdentifier(for: indexPath)
        else {
            return false
        }
        if let target = outlineStep(outOf: item) {
            guard let path = self.indexPath(for: target) else { return false }
            collectionView.focusItem(at: path)
            return true
        }
        return (try? collapse(item)) ?? false
    }

    func applyDifference(_ snapshot: ListSnapshot<SectionID, ItemID>, animatingDifferences: Bool)
        throws(ListControllerError)
    {
        try apply(snapshot, animatingDifferences: animatingDifferences)
    }

    func showChange(
        _ snapshot: ListSnapshot<SectionID, ItemID>, _ change: SnapshotChange<ItemID>,
        animatingDifferences: Bool
    ) throws(ListControllerError) {
        try applier.applySynchronously { () throws(ListControllerError) in
            try show(snapshot, change, animatingDifferences: animatingDifferences, checkingOutlines: false)
        }
    }

    func refreshOutlineCell(of item: ItemID, at indexPath: IndexPath) {
        guard let cell = collectionView.cellForItem(at: indexPath) else { return }
        configureOutline(of: cell, item, in: snapshot.sections[indexPath.section].id)
    }

    /// Gives `cell` its item's indentation and disclosure when its section is an outline.
    func configureOutline(of cell: CollectionViewCell, _ item: ItemID, in section: SectionID) {
        if let (level, disclosure) = outlines.appearance(of: item, in: section) {
            cell.indentationLevel = level
            cell.outlineDisclosure = disclosure
            cell.outlineDisclosureHandler = { [weak self] in self?.toggle(item) }
        } else if cell.outlineDisclosure != nil {
            cell.indentationLevel = 0
            cell.outlineDisclosure = nil
            cell.outlineDisclosureHandler = nil
        }
    }
}
