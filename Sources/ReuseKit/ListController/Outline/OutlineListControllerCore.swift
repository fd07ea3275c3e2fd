import Foundation
import ReuseKitCore

/// The part of the list controller core that the table's and the collection view's controllers
/// add: the outlines of section snapshots (`ListOutlines.swift`), the focus an outline step
/// moves, and the cells an outline sets. Each controller supplies its view's calls.
@MainActor
protocol OutlineListControllerCore: ListControllerCore {
    /// The sections applied as section snapshots.
    var outlines: ListOutlines<SectionID, ItemID> { get set }
    /// The view's focused item.
    var focusedItemPath: IndexPath? { get }
    /// Puts the view's focus on an item.
    func focusItem(at indexPath: IndexPath)
    /// The cell showing the item at `indexPath`, if one does.
    func outlineCell(at indexPath: IndexPath) -> (any OutlineCell)?
    /// The view, as a reader reads it.
    var outlineList: AccessibleList { get }
    /// The items the view shows cells for now.
    var visibleItemPaths: [IndexPath] { get }
}

extension OutlineListControllerCore {
    /// Shows `items` inserted at `row` of the section at `section` (`inserting`), or deleted
    /// from there, through `change`, which says so (an outline's run shown or hidden): the
    /// snapshot is changed in place, moved out of ``snapshot`` so that no copy shares it, and
    /// ``snapshotIndex`` records the run rather than being built again. If the view refuses
    /// the change, the inverse edit puts the snapshot back. The trees stay, as the run is
    /// theirs.
    ///
    /// - Complexity: O(`items`) on average, one move of the section's rows after `row`, and
    ///   what the view's update costs.
    func showRun(
        _ items: [ItemID], at row: Int, inSectionAt section: Int, inserting: Bool,
        _ change: SnapshotChange<ItemID>, animatingDifferences: Bool
    ) throws(ListControllerError) {
        func edit(inserting: Bool) {
            var index = snapshotIndex
            snapshotIndex = SnapshotIndex()
            var edited = snapshot
            snapshot = ListSnapshot()
            edited.editRun(items, at: row, inSectionAt: section, inserting: inserting)
            index.recordRun(items, at: row, inSection: section, inserting: inserting)
            snapshot = edited
            snapshotIndex = index
        }
        outlines.isShowingRun = true
        defer { outlines.isShowingRun = false }
        try applier.applySynchronously { () throws(ListControllerError) in
            try show(
                change, reloading: [], animatingDifferences: animatingDifferences,
                installing: { edit(inserting: inserting) },
                restoring: { edit(inserting: !inserting) })
        }
    }

    /// After a change showed: forgets the trees of sections whose items a whole snapshot
    /// replaced (an outline's own run keeps them).
    ///
    /// - Complexity: O(items of the outline sections).
    func forgetOutlinesUnlikeSnapshot() {
        guard !outlines.isShowingRun, !outlines.trees.isEmpty else { return }
        outlines.forgetTrees(unlike: snapshot)
    }

    /// → (`expanding`) or ← on the focused item, as GTK's and Finder's: expands (collapses) it,
    /// or, already so, moves the focus to its first child (its parent). Returns whether it did
    /// either.
    func stepFocusedOutlineItem(expanding: Bool) -> Bool {
        guard let indexPath = focusedItemPath, let item = itemOfIndexPath(indexPath) else { return false }
        if let target = expanding ? outlineStep(into: item) : outlineStep(outOf: item) {
            guard let path = indexPathOfItem(target) else { return false }
            focusItem(at: path)
            return true
        }
        return (try? setExpanded(item, expanding)) ?? false
    }
}
