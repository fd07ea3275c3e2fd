@_spi(Hosting) import ReuseKit

/// `org.a11y.atspi.Table` on a list: every item is a row of one column, so a list of 1,000,000
/// rows says 1,000,000 (UIKit's `UIAccessibilityContainerDataTable` when the list is one).
extension AccessibilityBridge {
    /// The rows and columns of the list `node`.
    func tableSize(of node: AccessibleNode) -> (rows: Int, columns: Int) {
        guard let element = element(node) else { return (0, 0) }
        if let table = element as? AccessibilityContainerDataTable {
            return (table.accessibilityRowCount(), max(1, table.accessibilityColumnCount()))
        }
        return (element.accessibilityElementCount(), 1)
    }

    func table(
        _ member: String, _ node: AccessibleNode, _ arguments: inout MessageReader,
        _ reply: inout MessageWriter
    ) -> Outcome {
        let size = tableSize(of: node)
        let selected = selectedChildren(of: node)
        switch member {
        case "GetSelectedRows":
            reply.array(of: "i") { array in for row in selected { array.append(Int32(clamping: row)) } }
            return .answered
        case "GetSelectedColumns":
            reply.array(of: "i") { _ in }
            return .answered
        default: break
        }
        guard let first = arguments.int32().map(Int.init) else { return .invalidArguments }
        let second = arguments.int32().map(Int.init)
        let index = first * size.columns + (second ?? 0)
        switch member {
        case "GetAccessibleAt", "GetRowHeader", "GetColumnHeader":
            let cell = member == "GetAccessibleAt" && second != nil ? child(at: index, of: node) : nil
            reply.append(cell.map(reference) ?? .null)
        case "GetIndexAt": reply.append(Int32(clamping: index < size.rows * size.columns ? index : -1))
        case "GetRowAtIndex": reply.append(Int32(clamping: first / size.columns))
        case "GetColumnAtIndex": reply.append(Int32(clamping: first % size.columns))
        case "GetRowDescription", "GetColumnDescription": reply.append("")
        case "GetRowExtentAt", "GetColumnExtentAt": reply.append(Int32(1))
        case "IsRowSelected": reply.append(selected.contains(first))
        case "IsColumnSelected": reply.append(false)
        case "IsSelected": reply.append(selected.contains(index))
        case "AddRowSelection": reply.append(setChild(first, of: node, selected: true))
        case "RemoveRowSelection": reply.append(setChild(first, of: node, selected: false))
        case "AddColumnSelection", "RemoveColumnSelection": reply.append(false)
        case "GetRowColumnExtentsAtIndex":
            reply.append(first < size.rows * size.columns)
            reply.append(Int32(clamping: first / size.columns))
            reply.append(Int32(clamping: first % size.columns))
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
        case "NSelectedRows": .int32(Int32(clamping: selectedChildren(of: node).count))
        case "NSelectedColumns": .int32(0)
        case "Caption", "Summary": .reference(.null)
        default: nil
        }
    }
}
