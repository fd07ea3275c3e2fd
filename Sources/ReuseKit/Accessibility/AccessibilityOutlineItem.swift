import Foundation

/// Where an element stands in an outline, for a host to tell its reader (AT-SPI's tree items:
/// their level, expanded state, and "3 of 5"): a list's item whose section is a
/// ``ListSectionSnapshot``.
@_spi(Hosting)
public struct AccessibilityOutlineItem: Equatable, Sendable {
    /// The item's depth: 0 at the top level.
    public var level: Int
    /// Whether the item expands and collapses (it has children, or may load some).
    public var isExpandable: Bool
    /// Whether the item's children show.
    public var isExpanded: Bool
    /// The item's place among its parent's children (or the top level's items), from 1.
    public var position: Int
    /// How many children its parent has (or items the top level has).
    public var siblingCount: Int

    /// An item at `level`, `position` of `siblingCount`, expandable and expanded as said.
    public init(level: Int, isExpandable: Bool, isExpanded: Bool, position: Int, siblingCount: Int) {
        self.level = level
        self.isExpandable = isExpandable
        self.isExpanded = isExpanded
        self.position = position
        self.siblingCount = siblingCount
    }

    /// What the item's value says: "expanded" or "collapsed" when it expands, as a reader says
    /// of a disclosure; else nothing.
    var accessibilityValue: String? {
        guard isExpandable else { return nil }
        return isExpanded ? "expanded" : "collapsed"
    }
}

extension AccessibilityNode {
    /// The element's place in its list's outline; `nil` when it is no list's item, or its
    /// section is no outline.
    ///
    /// - Complexity: O(sections + the item's siblings).
    @_spi(Hosting)
    public var accessibilityOutlineItem: AccessibilityOutlineItem? {
        guard let (list, indexPath) = accessibilityListItem else { return nil }
        return list.accessibilityOutlineItem(at: indexPath)
    }

    /// Whether the element is a list showing an outline: a tree, whose items have levels.
    @_spi(Hosting)
    public var accessibilityShowsOutline: Bool {
        (self as? AccessibleList)?.outlineSource?.showsAccessibilityOutline ?? false
    }

    /// The list the element is an item of (its cell, or the element made for it off screen),
    /// and the item.
    var accessibilityListItem: (list: AccessibleList, indexPath: IndexPath)? {
        if let element = self as? ListItemAccessibilityElement, let list = element.list {
            return (list, element.indexPath)
        }
        return (self as? AccessibleListCell)?.accessibleListItem
    }
}
