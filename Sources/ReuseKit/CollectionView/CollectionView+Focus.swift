import Foundation

extension CollectionView {
    /// The item keyboard focus is on: where Enter acts. Distinct from the selection, as on a
    /// desktop grid: moving the focus selects nothing.
    public var focusedIndexPath: IndexPath? { focusedItem }

    /// Puts the focus on an item (or removes it with `nil`) and scrolls it into view.
    public func focusItem(at indexPath: IndexPath?) {
        prepareLayout()
        if let indexPath {
            precondition(
                isItem(indexPath), "focusItem(at:): no item \(indexPath.item) in section \(indexPath.section)"
            )
        }
        if let old = focusedItem { cellForItem(at: old)?.isFocused = false }
        focusedItem = indexPath
        defer { accessibilityFocusDidChange() }
        guard let indexPath else { return }
        cellForItem(at: indexPath)?.isFocused = true
        scrollToItem(at: indexPath, at: [], animated: false)
        layoutIfNeeded()
    }

    /// Moves the focus `items` items on (negative: back), in item order across sections and
    /// past empty ones, stopping at the first and last items, and scrolls it into view. With no
    /// focus, or a focus scrolled out of view, the focus lands on the first (moving on) or last
    /// (moving back) whole visible item instead.
    ///
    /// - Complexity: O(sections crossed).
    public func moveFocus(by items: Int) {
        layoutIfNeeded()
        guard let current = focusedItem, isWhollyVisible(current) else {
            if let landing = items < 0 ? wholeVisibleItems().last : wholeVisibleItems().first {
                focusItem(at: landing)
            }
            return
        }
        let sections = itemCounts
        focusItem(at: current.stepped(by: items, sectionCount: sections.count) { sections[$0] })
    }

    /// Selects the focused item as a tap would (delegate calls included); with no focus, the
    /// first whole visible item gets the focus and the selection. Returns the item acted on.
    @discardableResult
    public func selectFocusedItem() -> IndexPath? {
        layoutIfNeeded()
        if focusedItem.map(isWhollyVisible) != true {
            guard let first = wholeVisibleItems().first else { return nil }
            focusItem(at: first)
        }
        guard let focusedItem, let frame = cellForItem(at: focusedItem)?.frame else { return nil }
        return tapItem(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// The visible items whose frames lie wholly in the bounds, in order.
    func wholeVisibleItems() -> [IndexPath] {
        indexPathsForVisibleItems.filter(isWhollyVisible)
    }

    private func isWhollyVisible(_ indexPath: IndexPath) -> Bool {
        guard let frame = frameOfItem(at: indexPath), frame.height > 0 else { return false }
        // Across, a band's fractional offsets may miss an edge by a rounding error.
        let slack: CGFloat = 1e-6
        return frame.minY >= contentOffset.y && frame.maxY <= contentOffset.y + bounds.height
            && frame.minX >= bounds.minX - slack && frame.maxX <= bounds.maxX + slack
    }

    /// Whether an index path names an item.
    func isItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < itemCounts.count
            && indexPath.item >= 0 && indexPath.item < itemCounts[indexPath.section]
    }
}
