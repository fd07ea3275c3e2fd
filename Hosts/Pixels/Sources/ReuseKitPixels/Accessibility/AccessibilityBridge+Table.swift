import Foundation
@_spi(Hosting) import ReuseKit

/// `org.a11y.atspi.Table` on a list, from UIKit's `UIAccessibilityContainerDataTable` when the
/// list is one (a table: a row an item; a grid: a row a line, its items the columns), else one
/// column of all its items; a list of 1,000,000 rows says 1,000,000. A cell is the list's child
/// at its item's position: rows and columns go through the list's answers, on demand.
extension AccessibilityBridge {
    /// The rows and columns of the list `node`.
    func tableSize(of node: AccessibleNode) -> (rows: Int, columns: Int) {
        guard let element = element(node) else { return (0, 0) }
        if let table = element as? AccessibilityContainerDataTable {
            return (table.accessibilityRowCount(), max(1, table.accessibilityColumnCount()))
        }
        return (element.accessibilityElementCount(), 1)
    }

    /// The position among `node`'s children of the cell at `row` and `column`; `nil` outside
    /// the table or past a ragged row's end.
    func childIndex(row: Int, column: Int, of node: AccessibleNode) -> Int? {
        guard let list = element(node) as? View, row >= 0, column >= 0 else { return nil }
        guard let table = list as? AccessibilityContainerDataTable else {
            return column == 0 && row < list.accessibilityElementCount() ? row : nil
        }
        guard let cell = table.accessibilityDataTableCellElement(forRow: row, column: column) else {
            return nil
        }
        let index = list.index(ofAccessibilityElement: cell)
        return index == NSNotFound ? nil : index
    }

    /// The row and column of `node`'s child at `index`; `nil` when it is no cell.
    func tablePlace(ofChild index: Int, of node: AccessibleNode) -> (row: Int, column: Int)? {
        guard let list = element(node) as? View, index >= 0, index < list.accessibilityElementCount(),
            let child = list.accessibilityElement(at: index)
        else { return nil }
        guard list is AccessibilityContainerDataTable else { return (index, 0) }
        guard let cell = child as? AccessibilityContainerDataTableCell else { return nil }
        let row = cell.accessibilityRowRange().location
        let column = cell.accessibilityColumnRange().location
        return row == NSNotFound || column == NSNotFound ? nil : (row, column)
    }

    /// The children of `row`'s cells.
    private func rowChildren(_ row: Int, of node: AccessibleNode, columns: Int) -> [Int] {
        (0..<columns).compactMap { childIndex(row: row, column: $0, of: node) }
    }

    /// The rows all of whose cells are selected.
    private func selectedRows(of node: AccessibleNode, columns: Int, selected: [Int]) -> [Int] {
        let chosen = Set(selected)
        let rows = Set(selected.compactMap { tablePlace(ofChild: $0, of: node)?.row })
        return rows.sorted().filter { row in
            rowChildren(row, of: node, columns: columns).allSatisfy { chosen.contains($0) }
        }
    }

    func table(
        _ member: String, _ node: AccessibleNode, _ arguments: inout MessageReader,
        _ reply: inout MessageWriter
    ) -> Outcome {
        let size = tableSize(of: node)
        let selected = selectedChildren(of: node)
        switch member {
        case "GetSelectedRows":
            let rows = selectedRows(of: node, columns: size.columns, selected: selected)
            reply.array(of: "i") { array in for row in rows { array.append(Int32(clamping: row)) } }
            return .answered
        case "GetSelectedColumns":
            reply.array(of: "i") { _ in }
            return .answered
        default: break
        }
        guard let first = arguments.int32().map(Int.init) else { return .invalidArguments }
        let second = arguments.int32().map(Int.init)
        let cell = second.flatMap { childIndex(row: first, column: $0, of: node) }
        switch member {
        case "GetAccessibleAt": reply.append(cell.flatMap { child(at: $0, of: node) }.map(reference) ?? .null)
        case "GetRowHeader", "GetColumnHeader": reply.append(ObjectReference.null)
        case "GetIndexAt": reply.append(Int32(clamping: cell ?? -1))
        case "GetRowAtIndex": reply.append(Int32(clamping: tablePlace(ofChild: first, of: node)?.row ?? -1))
        case "GetColumnAtIndex":
            reply.append(Int32(clamping: tablePlace(ofChild: first, of: node)?.column ?? -1))
        case "GetRowDescription", "GetColumnDescription": reply.append("")
        case "GetRowExtentAt", "GetColumnExtentAt": reply.append(Int32(1))
        case "IsRowSelected":
            let row = rowChildren(first, of: node, columns: size.columns)
            reply.append(!row.isEmpty && row.allSatisfy { selected.contains($0) })
        case "IsColumnSelected": reply.append(false)
        case "IsSelected": reply.append(cell.map { selected.contains($0) } ?? false)
        case "AddRowSelection", "RemoveRowSelection":
            let row = rowChildren(first, of: node, columns: size.columns)
            let select = member == "AddRowSelection"
            reply.append(!row.isEmpty && row.allSatisfy { setChild($0, of: node, selected: select) })
        case "AddColumnSelection", "RemoveColumnSelection": reply.append(false)
        case "GetRowColumnExtentsAtIndex":
            let place = tablePlace(ofChild: first, of: node)
            reply.append(place != nil)
            reply.append(Int32(clamping: place?.row ?? -1))
            reply.append(Int32(clamping: place?.column ?? -1))
            reply.append(Int32(1))
            reply.append(Int32(1))
            reply.append(selected.contains(first))
        default: return .unknownMethod
        }
        return .answered
    }

    /// The `Table` properties.
    func tableProperty(_ name: String, of node: AccessibleNode) -> PropertyValue? {
        let size = tableSize(of: node)
        return switch name {
        case "NRows": .int32(Int32(clamping: size.rows))
        case "NColumns": .int32(Int32(clamping: size.columns))
        case "NSelectedRows":
            .int32(
                Int32(
                    clamping: selectedRows(
                        of: node, columns: size.columns, selected: selectedChildren(of: node)
                    )
                    .count))
        case "NSelectedColumns": .int32(0)
        case "Caption", "Summary": .reference(.null)
        default: nil
        }
    }
}
