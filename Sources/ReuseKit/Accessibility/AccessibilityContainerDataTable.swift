import Foundation

/// A container whose elements are laid out in rows and columns, as UIKit's
/// `UIAccessibilityContainerDataTable`: a reader says where it is ("row 500,001 of 1,000,000")
/// and moves by row and column. Every list view is one (see <doc:AccessibilityOverview>).
@MainActor
public protocol AccessibilityContainerDataTable: AnyObject {
    /// The element at a row and column, or `nil` outside the table.
    func accessibilityDataTableCellElement(forRow row: Int, column: Int)
        -> AccessibilityContainerDataTableCell?
    /// How many rows the table has, whether on screen or not.
    func accessibilityRowCount() -> Int
    /// How many columns the table has.
    func accessibilityColumnCount() -> Int
    /// The elements that head `row` (its section's header); `nil` when none does.
    func accessibilityHeaderElements(forRow row: Int) -> [AccessibilityContainerDataTableCell]?
    /// The elements that head `column`; `nil` when none does.
    func accessibilityHeaderElements(forColumn column: Int) -> [AccessibilityContainerDataTableCell]?
}

extension AccessibilityContainerDataTable {
    public func accessibilityHeaderElements(forRow row: Int) -> [AccessibilityContainerDataTableCell]? { nil }
    public func accessibilityHeaderElements(forColumn column: Int) -> [AccessibilityContainerDataTableCell]? {
        nil
    }
}

/// An element of an ``AccessibilityContainerDataTable``, as UIKit's
/// `UIAccessibilityContainerDataTableCell`: where it is in the table.
@MainActor
public protocol AccessibilityContainerDataTableCell: AnyObject {
    /// The rows the element spans (a list's row: its position among all the list's rows).
    func accessibilityRowRange() -> NSRange
    /// The columns the element spans.
    func accessibilityColumnRange() -> NSRange
}
