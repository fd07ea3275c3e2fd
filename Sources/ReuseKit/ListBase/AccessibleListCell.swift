import Foundation

/// What every list's cell is to a reader when the app sets nothing: one element whose label
/// joins the labels inside it, `.selected` while its item is, its item's swipe actions as
/// custom actions, activated as a tap, and its place among all the list's items.
@MainActor
protocol AccessibleListCell: AccessibilityDefaults {}

extension AccessibleListCell {
    /// The list the cell shows an item of, and that item; `nil` when it shows none.
    var accessibleListItem: (list: AccessibleList, indexPath: IndexPath)? {
        var view = superview
        while let current = view {
            if let list = current as? AccessibleList {
                return list.accessibilityIndexPath(ofCell: self).map { (list, $0) }
            }
            view = current.superview
        }
        return nil
    }

    var defaultAccessibilityLabel: String? { joinedAccessibilityLabels }

    /// "expanded" or "collapsed" for an outline's item that expands, as UIKit's.
    var defaultAccessibilityValue: String? {
        accessibleListItem.flatMap { $0.list.accessibilityOutlineItem(at: $0.indexPath) }?.accessibilityValue
    }

    var defaultAccessibilityTraits: AccessibilityTraits {
        guard let item = accessibleListItem else { return .none }
        return item.list.isAccessibilityItemSelected(item.indexPath) ? .selected : .none
    }

    var defaultAccessibilityCustomActions: [AccessibilityCustomAction]? {
        accessibleListItem.map { $0.list.accessibilityCustomActions(forItemAt: $0.indexPath) }
    }

    func performDefaultAccessibilityActivate() -> Bool {
        guard let item = accessibleListItem else { return false }
        return item.list.activateAccessibilityItem(item.indexPath)
    }

    /// The cell's item's row in its list's data table (a list of one column: its position
    /// among all the list's items).
    var listRowRange: NSRange {
        guard let place = accessibleListItem.flatMap({ $0.list.accessibilityTablePlace(of: $0.indexPath) })
        else { return NSRange(location: NSNotFound, length: 0) }
        return NSRange(location: place.row, length: 1)
    }

    /// The cell's item's column in its list's data table.
    var listColumnRange: NSRange {
        guard let place = accessibleListItem.flatMap({ $0.list.accessibilityTablePlace(of: $0.indexPath) })
        else { return NSRange(location: NSNotFound, length: 0) }
        return NSRange(location: place.column, length: 1)
    }
}

extension View {
    /// The labels of the elements inside the view (depth first, visible ones), joined by
    /// commas: what a cell reads by default, as UIKit's.
    var joinedAccessibilityLabels: String? {
        var parts: [String] = []
        collectAccessibilityLabels(into: &parts)
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private func collectAccessibilityLabels(into parts: inout [String]) {
        for subview in subviews where !subview.isHidden && subview.alpha > 0 {
            if subview.isAccessibilityElement {
                let said = [subview.accessibilityLabel, subview.accessibilityValue].compactMap { $0 }
                    .filter { !$0.isEmpty }
                if !said.isEmpty { parts.append(said.joined(separator: " ")) }
            } else {
                subview.collectAccessibilityLabels(into: &parts)
            }
        }
    }
}
