import Foundation

/// Which way a key moves the keyboard focus in a list view, as UIKit's `UIFocusHeading`, with a
/// page up and a page down besides (UIKit leaves those keys to scrolling).
public enum FocusHeading: Hashable, Sendable {
    /// The item above: in a grid or a band the one visually above, in a table the previous row.
    case up
    /// The item below: in a grid or a band the one visually below, in a table the next row.
    case down
    /// The item to the left in a grid or a band; nothing in a table.
    case left
    /// The item to the right in a grid or a band; nothing in a table.
    case right
    /// The next item in item order, across sections.
    case next
    /// The previous item in item order, across sections.
    case previous
    /// The item about one screen above.
    case pageUp
    /// The item about one screen below.
    case pageDown
    /// The first item.
    case first
    /// The last item.
    case last

    /// Whether the heading goes back, towards the first item.
    var isBackward: Bool {
        switch self {
        case .up, .left, .previous, .pageUp, .first: true
        case .down, .right, .next, .pageDown, .last: false
        }
    }
}

/// A change of the keyboard focus in a list view, as UIKit's `UITableViewFocusUpdateContext`
/// and `UICollectionViewFocusUpdateContext`: the delegate is asked whether it may happen, then
/// told it did.
public struct ListFocusUpdateContext: Equatable, Sendable {
    /// The item that had the focus; `nil` when none had.
    public let previouslyFocusedIndexPath: IndexPath?
    /// The item the focus goes to; `nil` when the focus leaves the items.
    public let nextFocusedIndexPath: IndexPath?
    /// The way the focus moves; `nil` when the app put it there.
    public let focusHeading: FocusHeading?
}

extension TableView {
    /// A change of the table's keyboard focus, as UIKit's `UITableViewFocusUpdateContext`.
    public typealias FocusUpdateContext = ListFocusUpdateContext
}

extension CollectionView {
    /// A change of the collection view's keyboard focus, as UIKit's
    /// `UICollectionViewFocusUpdateContext`.
    public typealias FocusUpdateContext = ListFocusUpdateContext
}

extension WaterfallView {
    /// A change of the waterfall's keyboard focus: its index paths are in section 0, their
    /// items the cells' indexes.
    public typealias FocusUpdateContext = ListFocusUpdateContext
}
