import Foundation
import ReuseKitCore

extension WaterfallView {
    /// Inserts cells (indexes after the update).
    ///
    /// - Throws: ``ListUpdateError`` when the data source's count does not add up; the view is
    ///   left exactly as it was.
    public func insertCells(at indexes: [Int]) throws(ListUpdateError) {
        try performUpdate { $0.insertedRows = indexes.map(Self.position) }
    }

    /// Deletes cells (indexes before the update).
    public func deleteCells(at indexes: [Int]) throws(ListUpdateError) {
        try performUpdate { $0.deletedRows = indexes.map(Self.position) }
    }

    /// Asks the cells and heights of `indexes` again (indexes before the update).
    public func reloadCells(at indexes: [Int]) throws(ListUpdateError) {
        try performUpdate { $0.reloadedRows = indexes.map(Self.position) }
    }

    /// Moves a cell, keeping its cell and its height.
    public func moveCell(at index: Int, to newIndex: Int) throws(ListUpdateError) {
        try performUpdate { $0.movedRows = [(Self.position(index), Self.position(newIndex))] }
    }

    /// Runs `updates`, gathering every insertion, deletion, move and reload it makes into one
    /// batch that is checked against the data source and applied at the end, as a collection
    /// view's. A waterfall does not animate its changes: `completion` hears `true` at once.
    ///
    /// - Throws: ``ListUpdateError`` when the batch does not add up; nothing is changed and
    ///   `completion` hears `false`.
    public func performBatchUpdates(
        _ updates: (() throws(ListUpdateError) -> Void)?, completion: ((Bool) -> Void)? = nil
    ) throws(ListUpdateError) {
        try performBatch(updates, completion: completion)
    }

    static func position(_ index: Int) -> ListPosition { ListPosition(section: 0, row: index) }

    /// Carries what stays to its new index (cells on screen, heights asked, selection, focus),
    /// recycles the rest and places the cells again, keeping the focused cell on screen, else
    /// the first one, where it stands.
    ///
    /// - Complexity: O(cells sized + changes · log changes), and the placement down to the anchor
    ///   (asking only new and reloaded cells' heights).
    func apply(_ plan: ListUpdatePlan, newCount: Int) {
        pendingJump = nil
        let anchor = updateAnchor(through: plan)
        var survivors: [Int: WaterfallViewCell] = [:]
        for column in columnCells.indices {
            for cell in columnCells[column] {
                if let old = cell.displayedIndex.map(Self.position), !plan.isReloaded(old),
                    let new = plan.newPosition(of: old)
                {
                    survivors[new.row] = cell
                } else {
                    recycle(cell)
                }
            }
            columnCells[column].removeAll(keepingCapacity: true)
        }
        for column in virtualizers.indices { virtualizers[column].reset() }
        if let selected = indexForSelectedCell.map(Self.position) {
            indexForSelectedCell = plan.isReloaded(selected) ? nil : plan.newPosition(of: selected)?.row
        }
        focus.remap(through: plan)
        layout.apply(plan, itemCount: newCount)
        for (index, cell) in survivors {
            cell.displayedIndex = index
            cell.isSelected = index == indexForSelectedCell
            cell.isFocused = index == focus.focused?.item
        }
        accessibilityItemsDidChange(through: plan)
        updateContentSize()
        if let anchor {
            place(upTo: anchor.indexPath.item)
            updateContentSize()
            keep(anchor)
        }
        survivingCells = survivors
        layoutCells()
        for cell in survivingCells.values { recycle(cell) }
        survivingCells.removeAll()
    }
}

extension WaterfallView: BatchUpdatingList {
    func applyChecked(_ update: ListUpdate) throws(ListUpdateError) {
        if needsReloadFlag {
            // Nothing was loaded yet: the data source's current state is the truth.
            reloadData()
            return
        }
        let newCount = dataSource.map { $0.numberOfCells(in: self) } ?? 0
        let plan = try ListUpdatePlan(update, oldRowCounts: [layout.itemCount], newRowCounts: [newCount])
        apply(plan, newCount: newCount)
    }

    /// A waterfall's changes show at once.
    func completeAfterAnimations(_ completion: @escaping (Bool) -> Void) { completion(true) }
}

/// The geometry a waterfall supplies so that the list base chooses and keeps the anchor of an
/// update (``UpdateAnchoredList``): its cells on screen, a cell's frame (placing it), and a
/// vertical shift. A waterfall neither follows its end nor keeps its start.
extension WaterfallView: UpdateAnchoredList {
    func forEachItemOnScreen(_ body: (ListPosition, CGRect) -> Bool) {
        for cells in columnCells {
            for cell in cells {
                if let index = cell.displayedIndex, !body(Self.position(index), frameOfCell(index)) { return }
            }
        }
    }

    /// Column by column: not in order down the screen.
    var itemsOnScreenComeInOrder: Bool { false }

    func anchorFrame(of indexPath: IndexPath) -> CGRect? {
        guard indexPath.count == 2, indexPath.section == 0, indexPath.item < layout.itemCount else {
            return nil
        }
        return rectForCell(at: indexPath.item)
    }

    var scrollAxisIsHorizontal: Bool { false }

    var keepsEndThroughUpdates: Bool { false }

    var keepsItemsAtStart: Bool { false }

    func shiftContent(by delta: CGPoint) {
        guard delta.y != 0 else { return }
        contentOffset.y += delta.y
        shiftMotion(by: delta.y)
    }
}
