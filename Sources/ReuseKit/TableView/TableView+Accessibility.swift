import Foundation
import ReuseKitCore

/// A table reports every row to a reader, as UIKit's: a data table of one column whose rows are
/// all the table's rows, section after section (headers are the rows' header elements, not
/// rows); a row on screen is its cell, a row off screen an element made on demand.
extension TableView: PooledAccessibleList {
    var listContainerType: AccessibilityContainerType { .dataTable }

    var outlineSource: AccessibilityOutlineSource? { dataSource as? AccessibilityOutlineSource }

    /// - Complexity: O(sections).
    var accessibilityItemCount: Int {
        loadIfNeeded()
        var count = 0
        for section in 0..<layout.numberOfSections { count += layout.numberOfRows(inSection: section) }
        return count
    }

    /// - Complexity: O(sections).
    func accessibilityIndexPath(ofItemAt index: Int) -> IndexPath? {
        loadIfNeeded()
        return IndexPath.row(at: index, sectionCount: layout.numberOfSections) {
            layout.numberOfRows(inSection: $0)
        }
    }

    /// - Complexity: O(sections).
    func accessibilityItemIndex(of indexPath: IndexPath) -> Int? {
        loadIfNeeded()
        guard flatIndexIfValid(indexPath) != nil else { return nil }
        return indexPath.position { layout.numberOfRows(inSection: $0) }
    }

    func accessibilityCell(at indexPath: IndexPath) -> View? { cellForRow(at: indexPath) }

    func accessibilityIndexPath(ofCell cell: View) -> IndexPath? {
        guard let cell = cell as? TableViewCell, cell.superview === self else { return nil }
        return indexPath(for: cell)
    }

    func accessibilityContentFrame(ofItemAt indexPath: IndexPath) -> CGRect {
        guard let flat = flatIndexIfValid(indexPath) else { return .zero }
        return frameOfItem(flat)
    }

    func setAccessibilityItem(_ indexPath: IndexPath, selected: Bool) {
        guard flatIndexIfValid(indexPath) != nil else { return }
        if selected { selectRow(at: indexPath) } else { deselectRow(at: indexPath) }
    }

    func activateAccessibilityItem(_ indexPath: IndexPath) -> Bool {
        guard flatIndexIfValid(indexPath) != nil else { return false }
        scrollAccessibilityItemToVisible(indexPath)
        guard selectsOnTap else { return false }
        return selectRowByUser(indexPath) != nil
    }

    func scrollAccessibilityItemToVisible(_ indexPath: IndexPath) {
        guard flatIndexIfValid(indexPath) != nil else { return }
        scrollToRow(at: indexPath, at: .none, animated: false)
        layoutIfNeeded()
    }

    func accessibilityCustomActions(forItemAt indexPath: IndexPath) -> [AccessibilityCustomAction] {
        var actions = isEditing ? [] : accessibilitySwipeActions(forRowAt: indexPath)
        actions += outlineAccessibilityActions(forItemAt: indexPath)
        if let dataSource, flatIndexIfValid(indexPath) != nil,
            dataSource.tableView(self, canMoveRowAt: indexPath)
        {
            actions += accessibilityMoveActions(forRowAt: indexPath)
        }
        return actions
    }

    var accessibilityFocusedIndexPath: IndexPath? { focusedRow }

    func focusAccessibilityItem(_ indexPath: IndexPath) -> Bool {
        guard flatIndexIfValid(indexPath) != nil else { return false }
        focusRow(at: indexPath)
        return focusedRow == indexPath
    }

    /// "Move up" and "Move down": the keyboard's reordering of the row.
    private func accessibilityMoveActions(forRowAt indexPath: IndexPath) -> [AccessibilityCustomAction] {
        [("Move up", -1), ("Move down", 1)].map { name, delta in
            AccessibilityCustomAction(name: name) { [weak self] _ in
                guard let self, self.flatIndexIfValid(indexPath) != nil else { return false }
                self.focusRow(at: indexPath)
                return self.moveFocusedRow(by: delta)
            }
        }
    }
}

extension TableView: AccessibilityContainerDataTable {
    public func accessibilityDataTableCellElement(forRow row: Int, column: Int)
        -> AccessibilityContainerDataTableCell?
    {
        guard column == 0 else { return nil }
        return accessibilityItemElement(at: row) as? AccessibilityContainerDataTableCell
    }

    public func accessibilityRowCount() -> Int { accessibilityItemCount }

    public func accessibilityColumnCount() -> Int { 1 }

    /// The header of the row's section, when it has a title or a header view on screen.
    public func accessibilityHeaderElements(forRow row: Int) -> [AccessibilityContainerDataTableCell]? {
        guard let indexPath = accessibilityIndexPath(ofItemAt: row) else { return nil }
        let section = indexPath.section
        let flat = layout.flatIndex(ofHeader: section)
        let offset = flat - virtualizer.visible.lowerBound
        let shown =
            virtualizer.visible.contains(flat) && offset < visibleViews.count ? visibleViews[offset] : nil
        guard
            let label = shown?.accessibilityLabel
                ?? dataSource?.tableView(self, titleForHeaderInSection: section)
        else { return nil }
        let header = SectionHeaderAccessibilityElement(accessibilityContainer: self)
        header.accessibilityLabel = label
        header.accessibilityFrame = convert(frameOfItem(flat), to: nil)
        let first = accessibilityItemIndex(of: IndexPath(row: 0, section: section)) ?? row
        header.rows = NSRange(location: first, length: layout.numberOfRows(inSection: section))
        return [header]
    }
}

/// A section's header as the header element of its rows.
@MainActor
final class SectionHeaderAccessibilityElement: AccessibilityElement, AccessibilityContainerDataTableCell {
    var rows = NSRange(location: 0, length: 0)

    override init(accessibilityContainer container: Any) {
        super.init(accessibilityContainer: container)
        accessibilityTraits = .header
    }

    func accessibilityRowRange() -> NSRange { rows }
    func accessibilityColumnRange() -> NSRange { NSRange(location: 0, length: 1) }
}

extension TableViewCell: AccessibleListCell, PooledListCell {}

/// A cell's place among all its list's items (see ``AccessibilityContainerDataTable``).
extension TableViewCell: AccessibilityContainerDataTableCell {
    public func accessibilityRowRange() -> NSRange { listRowRange }
    public func accessibilityColumnRange() -> NSRange { NSRange(location: 0, length: 1) }
}

extension TableViewHeaderFooterView: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? { joinedAccessibilityLabels }

    /// A section's header is `.header`; a footer is plain text.
    var defaultAccessibilityTraits: AccessibilityTraits {
        guard let table = superview as? TableView,
            case .header = table.displayedHeaderFooters[ObjectIdentifier(self)]
        else { return .staticText }
        return .header
    }
}
