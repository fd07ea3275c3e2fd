import Foundation

/// What kind of container a view's accessibility elements are in, as UIKit's
/// `UIAccessibilityContainerType`: a reader tells a list from a table from a plain group.
public enum AccessibilityContainerType: Int, Sendable {
    /// Not a container a reader names.
    case none = 0
    /// A table of rows and columns (``AccessibilityContainerDataTable``).
    case dataTable
    /// A list of items.
    case list
    /// A landmark a reader can jump to.
    case landmark
    /// Elements read as one group.
    case semanticGroup
}

/// The direction an accessibility scroll moves the content, as UIKit's
/// `UIAccessibilityScrollDirection`.
public enum AccessibilityScrollDirection: Int, Sendable {
    /// Towards the right of the content.
    case right = 1
    /// Towards the left.
    case left
    /// Up: towards the content's start.
    case up
    /// Down: towards the content's end.
    case down
    /// To the next page or item.
    case next
    /// To the previous page or item.
    case previous
}
