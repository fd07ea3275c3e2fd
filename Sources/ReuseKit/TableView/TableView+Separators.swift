import Foundation

extension TableView {
    /// Whether rows draw separators, as UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Sendable {
        /// No separators.
        case none
        /// A hairline over each row's bottom edge, drawn as the host draws hairlines.
        case singleLine
    }

    /// The table's separators changed: every cell on screen draws its own again.
    func separatorsDidChange() {
        for cell in visibleCells { cell.setNeedsDisplay() }
    }

    /// Where the separator of `cell` goes in the cell's coordinates, or `nil` when it has none:
    /// over its bottom edge, between the insets (the cell's own, else the table's).
    func separatorLine(of cell: TableViewCell) -> (y: CGFloat, x: CGFloat, width: CGFloat)? {
        guard separatorStyle == .singleLine, cell.showsSeparator, cell.bounds.height > 0 else { return nil }
        let inset = cell.separatorInset ?? separatorInset
        let width = cell.bounds.width - inset.left - inset.right
        guard width > 0 else { return nil }
        return (cell.bounds.maxY, cell.bounds.minX + inset.left, width)
    }
}
