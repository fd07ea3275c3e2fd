import Foundation

/// What both list controllers tell their view's reader of the outlines they show: an item's
/// level, whether it expands, its place among its siblings, and its expand and collapse.
extension OutlineListControllerCore {
    var showsAccessibilityOutline: Bool { !outlines.trees.isEmpty }

    /// The item's level and disclosure as its cell shows them, and its place among its
    /// parent's children.
    ///
    /// - Complexity: O(the item's siblings).
    func accessibilityOutlineItem(at indexPath: IndexPath) -> AccessibilityOutlineItem? {
        guard let item = itemOfIndexPath(indexPath) else { return nil }
        let section = snapshot.sections[indexPath.section].id
        guard let tree = outlines.trees[section],
            let (level, disclosure) = outlines.appearance(of: item, in: section)
        else { return nil }
        let siblings = tree.parent(of: item).map { tree.children(of: $0) } ?? tree.rootItems
        guard let index = siblings.firstIndex(of: item) else { return nil }
        return AccessibilityOutlineItem(
            level: level, isExpandable: disclosure != .leaf, isExpanded: disclosure == .expanded,
            position: index + 1, siblingCount: siblings.count)
    }

    func setAccessibilityOutlineItem(at indexPath: IndexPath, expanded: Bool) -> Bool {
        guard let item = itemOfIndexPath(indexPath) else { return false }
        return (try? setExpanded(item, expanded)) ?? false
    }
}

extension ListController: AccessibilityOutlineSource {}

extension CollectionListController: AccessibilityOutlineSource {}
