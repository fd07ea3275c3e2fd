import Foundation
import ReuseKitCore

/// A collection view is a data table, as UIKit's `UIAccessibilityContainerDataTable`: when its
/// layout stands items in lines of several (a grid, a flow), a line is a row and an item's
/// place in its line its column (sideways, the other way round), section after section, a
/// ragged last line with fewer cells; any other layout (bands, masonry, a layout of its own) is
/// one column whose rows are the items. Counted from the layout's lines when asked: no item
/// is visited.
extension CollectionView: AccessibilityContainerDataTable {
    /// The grid of lines the layout stands the items in, read as a data table; `nil` when an
    /// item stands alone on each line, or the layout does not stand them in lines.
    ///
    /// - Complexity: O(sections).
    var accessibilityGridTable: GridAccessibilityTable? {
        prepareLayout()
        guard let layout = collectionViewLayout as? GridElementLayout else { return nil }
        return GridAccessibilityTable(sections: layout.grid.sections, isSideways: layout.axis.isHorizontal)
    }

    /// The item's row and column.
    ///
    /// - Complexity: O(sections + log lines).
    func accessibilityTablePlace(of indexPath: IndexPath) -> (row: Int, column: Int)? {
        if let table = accessibilityGridTable { return table.place(of: indexPath) }
        return accessibilityItemIndex(of: indexPath).map { ($0, 0) }
    }

    /// - Complexity: O(sections).
    public func accessibilityDataTableCellElement(forRow row: Int, column: Int)
        -> AccessibilityContainerDataTableCell?
    {
        let table = accessibilityGridTable
        let indexPath =
            table.map { $0.item(atRow: row, column: column) }
            ?? (column == 0 ? accessibilityIndexPath(ofItemAt: row) : nil)
        guard let indexPath else { return nil }
        return accessibilityElement(forItemAt: indexPath) as? AccessibilityContainerDataTableCell
    }

    /// - Complexity: O(sections).
    public func accessibilityRowCount() -> Int { accessibilityGridTable?.rowCount ?? accessibilityItemCount }

    /// - Complexity: O(sections).
    public func accessibilityColumnCount() -> Int { accessibilityGridTable?.columnCount ?? 1 }
}

/// A grid's lines read as a data table (see ``CollectionView/accessibilityGridTable``).
struct GridAccessibilityTable {
    let sections: [GridSection]
    /// Whether lines run down the screen (a grid scrolling sideways): then a line is a column.
    let isSideways: Bool
    /// The most items a line holds.
    let widestLine: Int

    /// The table of `sections`' lines, or `nil` when one is not in lines (a band, masonry) or no
    /// line holds more than one item.
    init?(sections: [GridSection], isSideways: Bool) {
        var widest = 0
        for section in sections {
            guard let width = section.widestLine else { return nil }
            widest = max(widest, width)
        }
        guard widest > 1 else { return nil }
        self.sections = sections
        self.isSideways = isSideways
        widestLine = widest
    }

    var lineCount: Int { sections.reduce(0) { $0 + $1.filledLineCount } }
    var rowCount: Int { isSideways ? widestLine : lineCount }
    var columnCount: Int { isSideways ? lineCount : widestLine }

    /// The item at a row and column; `nil` outside the table or past a ragged line's end.
    func item(atRow row: Int, column: Int) -> IndexPath? {
        var line = isSideways ? column : row
        let place = isSideways ? row : column
        guard line >= 0, place >= 0 else { return nil }
        for (index, section) in sections.enumerated() {
            let count = section.filledLineCount
            if line < count {
                let items = section.items(inLine: line)
                return place < items.count ? IndexPath(item: items.lowerBound + place, section: index) : nil
            }
            line -= count
        }
        return nil
    }

    /// The row and column of an item, or `nil` when there is no such item.
    func place(of indexPath: IndexPath) -> (row: Int, column: Int)? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
        let before = sections[..<indexPath.section].reduce(0) { $0 + $1.filledLineCount }
        let line = section.line(ofItem: indexPath.item)
        let place = indexPath.item - section.items(inLine: line).lowerBound
        return isSideways ? (place, before + line) : (before + line, place)
    }
}

extension GridSection {
    /// The most items one of the section's lines holds; `nil` when its items are not in lines
    /// of their own (a band, masonry).
    fileprivate var widestLine: Int? {
        switch arrangement {
        case .columns(let columns): min(columns.count, itemCount)
        case .flow(let flow): flow.widestLineItemCount
        case .groups(let group): min(group.slots.count, itemCount)
        case .band, .masonry: nil
        }
    }

    /// The lines holding items (none in an empty section).
    fileprivate var filledLineCount: Int { itemCount == 0 ? 0 : lineCount }
}
