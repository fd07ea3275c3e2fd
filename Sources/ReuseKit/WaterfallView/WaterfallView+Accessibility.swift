import Foundation

/// A waterfall reports every cell to a reader: a list whose elements are all its cells in
/// index order (item `i` of section 0); a cell on screen is itself, a cell off screen an element
/// made on demand.
extension WaterfallView: AccessibleList {
    var listContainerType: AccessibilityContainerType { .list }

    var accessibilityItemCount: Int { numberOfCells }

    func accessibilityIndexPath(ofItemAt index: Int) -> IndexPath? {
        index >= 0 && index < numberOfCells ? IndexPath(item: index, section: 0) : nil
    }

    func accessibilityItemIndex(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, indexPath.section == 0, indexPath.item >= 0,
            indexPath.item < numberOfCells
        else { return nil }
        return indexPath.item
    }

    func accessibilityCell(at indexPath: IndexPath) -> View? {
        accessibilityItemIndex(of: indexPath).flatMap { cell(at: $0) }
    }

    func accessibilityIndexPath(ofCell cell: View) -> IndexPath? {
        guard let cell = cell as? WaterfallViewCell else { return nil }
        return index(for: cell).map { IndexPath(item: $0, section: 0) }
    }

    func makeAccessibilityCell(at indexPath: IndexPath) -> View {
        guard let dataSource else { preconditionFailure("a waterfall view with cells needs a data source") }
        let cell = dataSource.waterfallView(self, cellAt: indexPath.item)
        cell.isSelected = indexPath.item == indexForSelectedCell
        return cell
    }

    func returnAccessibilityCell(_ cell: View) {
        guard let cell = cell as? WaterfallViewCell, cell.superview == nil else { return }
        cell.isSelected = false
        cells.enqueue(cell, identifier: cell.reuseIdentifier)
    }

    /// A placed cell's frame; a cell not yet placed (the waterfall places lazily, and placing
    /// asks every height on the way) stands just below what is placed, at the estimated height.
    func accessibilityContentFrame(ofItemAt indexPath: IndexPath) -> CGRect {
        guard let index = accessibilityItemIndex(of: indexPath) else { return .zero }
        if index < layout.placedCount { return frameOfCell(index) }
        let width = bounds.width / CGFloat(max(1, numberOfColumns))
        return CGRect(x: 0, y: contentSize.height, width: width, height: estimatedCellHeight)
    }

    func isAccessibilityItemSelected(_ indexPath: IndexPath) -> Bool {
        indexPath.section == 0 && indexPath.item == indexForSelectedCell
    }

    func setAccessibilityItem(_ indexPath: IndexPath, selected: Bool) {
        guard let index = accessibilityItemIndex(of: indexPath) else { return }
        if selected {
            selectCell(at: index)
        } else if indexForSelectedCell == index {
            selectCell(at: nil)
        }
    }

    /// Brings the cell on screen and selects it as a tap does (the delegate told).
    func activateAccessibilityItem(_ indexPath: IndexPath) -> Bool {
        guard allowsSelection, let index = accessibilityItemIndex(of: indexPath) else { return false }
        scrollAccessibilityItemToVisible(indexPath)
        selectCell(at: index)
        waterfallDelegate?.waterfallView(self, didSelectAt: index)
        return true
    }

    func scrollAccessibilityItemToVisible(_ indexPath: IndexPath) {
        guard let index = accessibilityItemIndex(of: indexPath) else { return }
        scrollToCell(at: index, animated: false)
        layoutIfNeeded()
    }

    func accessibilityCustomActions(forItemAt indexPath: IndexPath) -> [AccessibilityCustomAction] { [] }

    var accessibilityFocusedIndexPath: IndexPath? { focus.focused }

    var accessibilitySelectedIndexPaths: [IndexPath] {
        indexForSelectedCell.map { [IndexPath(item: $0, section: 0)] } ?? []
    }
}

extension WaterfallViewCell: AccessibleListCell {}

/// A cell's place among all its list's items (see ``AccessibilityContainerDataTable``).
extension WaterfallViewCell: AccessibilityContainerDataTableCell {
    public func accessibilityRowRange() -> NSRange { listRowRange }
    public func accessibilityColumnRange() -> NSRange { NSRange(location: 0, length: 1) }
}
