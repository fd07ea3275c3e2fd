import Foundation

/// A collection view reports every item to a reader, in every layout (bands included): its
/// elements are all its items in order, section after section (a grid's answer as a data table
/// too: see ``accessibilityGridTable``); an item on screen is its cell, an item off screen an
/// element made on demand.
extension CollectionView: PooledAccessibleList {
    /// `.dataTable` when its layout stands items in lines of several (see
    /// ``accessibilityGridTable``), else `.list`.
    var listContainerType: AccessibilityContainerType { accessibilityGridTable != nil ? .dataTable : .list }

    var outlineSource: AccessibilityOutlineSource? { dataSource as? AccessibilityOutlineSource }

    /// - Complexity: O(sections).
    var accessibilityItemCount: Int {
        prepareLayout()
        return itemCounts.reduce(0, +)
    }

    /// - Complexity: O(sections).
    func accessibilityIndexPath(ofItemAt index: Int) -> IndexPath? {
        prepareLayout()
        return IndexPath.row(at: index, sectionCount: itemCounts.count) { itemCounts[$0] }
    }

    /// - Complexity: O(sections).
    func accessibilityItemIndex(of indexPath: IndexPath) -> Int? {
        prepareLayout()
        guard isItem(indexPath) else { return nil }
        return indexPath.position { itemCounts[$0] }
    }

    func accessibilityCell(at indexPath: IndexPath) -> View? { cellForItem(at: indexPath) }

    func accessibilityIndexPath(ofCell cell: View) -> IndexPath? {
        guard let cell = cell as? CollectionViewCell else { return nil }
        return indexPath(for: cell)
    }

    func accessibilityContentFrame(ofItemAt indexPath: IndexPath) -> CGRect {
        guard isItem(indexPath) else { return .zero }
        return frameOfItem(at: indexPath) ?? .zero
    }

    func setAccessibilityItem(_ indexPath: IndexPath, selected: Bool) {
        guard isItem(indexPath) else { return }
        if selected {
            selectItem(at: indexPath, animated: false, scrollPosition: [])
        } else {
            deselectItem(at: indexPath, animated: false)
        }
    }

    /// Brings the item on screen and taps it (the delegate asked and told as for a tap).
    func activateAccessibilityItem(_ indexPath: IndexPath) -> Bool {
        guard isItem(indexPath) else { return false }
        scrollAccessibilityItemToVisible(indexPath)
        guard let frame = cellForItem(at: indexPath)?.frame else { return false }
        return tapItem(at: CGPoint(x: frame.midX, y: frame.midY)) == indexPath
    }

    func scrollAccessibilityItemToVisible(_ indexPath: IndexPath) {
        guard isItem(indexPath) else { return }
        scrollToItem(at: indexPath, at: [], animated: false)
        layoutIfNeeded()
    }

    func accessibilityCustomActions(forItemAt indexPath: IndexPath) -> [AccessibilityCustomAction] {
        isItem(indexPath)
            ? accessibilitySwipeActions(forRowAt: indexPath)
                + outlineAccessibilityActions(forItemAt: indexPath)
            : []
    }

    var accessibilityFocusedIndexPath: IndexPath? { focusedItem }

    func focusAccessibilityItem(_ indexPath: IndexPath) -> Bool {
        guard isItem(indexPath) else { return false }
        focusItem(at: indexPath)
        return focusedItem == indexPath
    }
}

extension CollectionViewCell: AccessibleListCell, PooledListCell {}

/// A cell's place among all its list's items (see ``AccessibilityContainerDataTable``).
extension CollectionViewCell: AccessibilityContainerDataTableCell {
    public func accessibilityRowRange() -> NSRange { listRowRange }
    public func accessibilityColumnRange() -> NSRange { listColumnRange }
}
