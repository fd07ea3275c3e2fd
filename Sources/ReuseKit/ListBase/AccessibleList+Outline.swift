import Foundation

/// What a list's data source answers of the outlines it shows (a list controller applying
/// ``ListSectionSnapshot``s), so the list tells a reader where an item stands and expands it.
@MainActor
protocol AccessibilityOutlineSource: AnyObject {
    /// Whether a section shows an outline.
    var showsAccessibilityOutline: Bool { get }
    /// The item's place in its section's outline; `nil` when its section is no outline.
    func accessibilityOutlineItem(at indexPath: IndexPath) -> AccessibilityOutlineItem?
    /// Expands or collapses the item as a tap on its disclosure does; whether anything changed.
    func setAccessibilityOutlineItem(at indexPath: IndexPath, expanded: Bool) -> Bool
}

extension AccessibleList {
    /// The item's place in its outline, from the list's data source.
    func accessibilityOutlineItem(at indexPath: IndexPath) -> AccessibilityOutlineItem? {
        outlineSource?.accessibilityOutlineItem(at: indexPath)
    }

    /// "Expand" or "Collapse" for an item that expands: what a tap on its disclosure does, for a
    /// reader (the disclosure is drawn, not an element of its own); none for any other item.
    func outlineAccessibilityActions(forItemAt indexPath: IndexPath) -> [AccessibilityCustomAction] {
        guard let outline = accessibilityOutlineItem(at: indexPath), outline.isExpandable else { return [] }
        let expand = !outline.isExpanded
        return [
            AccessibilityCustomAction(name: expand ? "Expand" : "Collapse") { [weak self] _ in
                self?.outlineSource?.setAccessibilityOutlineItem(at: indexPath, expanded: expand) ?? false
            }
        ]
    }

    /// The item expanded or collapsed: a host tells its reader (after the rows it shows or
    /// hides, told as the list's elements changing).
    func accessibilityOutlineItemDidChange(at indexPath: IndexPath, expanded: Bool) {
        guard Accessibility.hasObservers else { return }
        let element = accessibilityElement(forItemAt: indexPath)
        Accessibility.send(.expandedChanged(container: self, element: element, isExpanded: expanded))
    }
}
