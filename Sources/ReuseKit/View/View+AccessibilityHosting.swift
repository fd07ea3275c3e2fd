import Foundation

/// What a host asks of a list's elements beyond UIKit's API: which are selected, selecting one,
/// which has the keyboard focus, and bringing one on screen. Each works on any view and does
/// nothing (or answers empty) on a view that is not a list.
extension View {
    /// The positions, among ``accessibilityElement(at:)``'s, of the selected items.
    @_spi(Hosting)
    public var accessibilitySelectedElementIndices: [Int] {
        guard let list = accessibleList else { return [] }
        return list.accessibilitySelectedIndexPaths.compactMap { list.accessibilityItemIndex(of: $0) }
    }

    /// Selects or deselects the item `element` stands for (its cell, or its element made off
    /// screen), as the list's `selectRow` / `deselectRow` do; returns whether it is an item of
    /// this list.
    @_spi(Hosting)
    @discardableResult
    public func setAccessibilityElement(_ element: Any, selected: Bool) -> Bool {
        guard let list = accessibleList, let indexPath = list.accessibilityIndexPath(ofElement: element)
        else { return false }
        list.setAccessibilityItem(indexPath, selected: selected)
        return true
    }

    /// The element of the item with the keyboard focus (its cell when on screen), `nil` when no
    /// item has it.
    @_spi(Hosting)
    public var accessibilityFocusedElement: Any? {
        guard let list = accessibleList, let indexPath = list.accessibilityFocusedIndexPath else {
            return nil
        }
        return list.accessibilityElement(forItemAt: indexPath)
    }

    /// Puts the list's keyboard focus on the item `element` stands for (a reader's grab of the
    /// focus), as the app's `focusRow(at:)` does; returns whether the item has it.
    @_spi(Hosting)
    @discardableResult
    public func focusAccessibilityElement(_ element: Any) -> Bool {
        guard let list = accessibleList, let indexPath = list.accessibilityIndexPath(ofElement: element)
        else { return false }
        return list.focusAccessibilityItem(indexPath)
    }

    /// Scrolls the item `element` stands for into view, at once; returns whether it is an item
    /// of this list. Its cell is then ``accessibilityElement(at:)``'s answer for it.
    @_spi(Hosting)
    @discardableResult
    public func scrollAccessibilityElementToVisible(_ element: Any) -> Bool {
        guard let list = accessibleList, let indexPath = list.accessibilityIndexPath(ofElement: element)
        else { return false }
        list.scrollAccessibilityItemToVisible(indexPath)
        return true
    }
}
