import Foundation

extension CollectionView {
    /// Whether items take the keyboard focus, as UIKit's; on by default. The delegate's
    /// `collectionView(_:canFocusItemAt:)` answer, when it gives one, takes precedence. Turning
    /// it off removes the focus.
    public var allowsFocus: Bool {
        get { focus.allowsFocus }
        set { setAllowsFocus(newValue) }
    }

    /// Whether each move of the focus selects the item it lands on (through the delegate, as a
    /// tap would), as UIKit's; off by default.
    public var selectionFollowsFocus: Bool {
        get { focus.selectionFollowsFocus }
        set { focus.selectionFollowsFocus = newValue }
    }

    /// Whether the focus, coming back after it was removed, lands on the item it was on
    /// (followed through updates) rather than on the delegate's preferred item, as UIKit's; off
    /// by default.
    public var remembersLastFocusedIndexPath: Bool {
        get { focus.remembersLastFocusedIndexPath }
        set { focus.remembersLastFocusedIndexPath = newValue }
    }

    /// The item keyboard focus is on: where Enter acts. Distinct from the selection, as on a
    /// desktop grid: moving the focus selects nothing unless ``selectionFollowsFocus``.
    public var focusedIndexPath: IndexPath? { focus.focused }

    /// Type-ahead, as AppKit's type select: the text each item is found by when letters are
    /// typed while the collection view has the window's focus and no binding takes them. The focus goes to
    /// the first item, from the focused one on, whose text starts with the letters typed within a
    /// second of one another (case aside); a letter typed again alone goes on to the next. `nil`
    /// (the default) leaves letters to the app's bindings and `unhandledKeyHandler`.
    public var typeSelectString: (@MainActor (IndexPath) -> String?)? {
        get { focus.typeSelect.text }
        set { focus.typeSelect.text = newValue }
    }

    /// The focused item.
    var focusedItem: IndexPath? { focus.focused }

    /// Puts the focus on an item (or removes it with `nil`) and scrolls it wholly into view:
    /// clear of pinned headers and footers and the content insets. The app's own call: the
    /// delegate is not asked.
    public func focusItem(at indexPath: IndexPath?) { setFocus(indexPath, caller: "focusItem(at:)") }

    /// Moves the focus the way `heading` says: up, down, left and right to the item that stands
    /// nearest that way (in a grid the one visually below, in a band the one beside), next and
    /// previous in item order across sections, a page the item about one screen on, first and
    /// last the ends; items the delegate says cannot take the focus are passed over. The item
    /// landed on shows wholly. A focus scrolled out of view stays: the move goes on from it.
    /// With no focus, it lands on the remembered item (``remembersLastFocusedIndexPath``), the
    /// delegate's preferred one, else the first (going back, the last) whole visible item. The
    /// delegate may refuse the move (`collectionView(_:shouldUpdateFocusIn:)`). Returns whether
    /// the focus moved.
    @discardableResult
    public func moveFocus(_ heading: FocusHeading) -> Bool { moveFocus(heading: heading) }

    /// Moves the focus `items` items on (negative: back), in item order across sections and
    /// past empty ones and items that cannot take the focus, stopping at the first and last
    /// items, as ``moveFocus(_:)`` does with ``FocusHeading/next`` and ``FocusHeading/previous``.
    /// `moveFocus(by: 0)` lands the focus if none is set and brings it back into view.
    ///
    /// - Complexity: O(sections crossed), plus the items passed over.
    public func moveFocus(by items: Int) { moveFocus(steps: items) }

    /// Selects the focused item as a tap would (delegate calls included), scrolling it back into
    /// view first if it was scrolled away; with no focus, the focus lands as a move's does and
    /// the item gets the selection. Returns the item acted on.
    @discardableResult
    public func selectFocusedItem() -> IndexPath? { selectFocusedItemByUser() }

    /// The visible items that show wholly (under a pinned header or footer counts as hidden),
    /// in order.
    func wholeVisibleItems() -> [IndexPath] { ListFocus.wholeVisibleItems(in: self) }

    /// Whether an index path names an item.
    func isItem(_ indexPath: IndexPath) -> Bool { ListFocus.isItem(indexPath, in: self) }
}

extension CollectionView: FocusableList {
    var focusSectionCount: Int { itemCounts.count }

    func focusItemCount(inSection section: Int) -> Int { itemCounts[section] }

    func focusFrame(of indexPath: IndexPath) -> CGRect? {
        isItem(indexPath) ? frameOfItem(at: indexPath) : nil
    }

    func focusItems(in rect: CGRect) -> [IndexPath] {
        var items: [IndexPath] = []
        forEachElement(in: rect) { element in
            if element.isCell && !element.isHidden && isItem(element.indexPath) {
                items.append(element.indexPath)
            }
        }
        return items
    }

    /// The bounds less the content insets and less the item's section header and footer where
    /// they pin: they cover what passes under them (at the top and bottom scrolling down, at
    /// the left and right scrolling sideways). Pinned ones stand at the offset drawn (on the
    /// host's grid), which may be half a point from the offset itself.
    func focusVisibleRect(for indexPath: IndexPath) -> CGRect {
        let insets = adjustedContentInset
        var top = contentOffset.y + insets.top
        var bottom = contentOffset.y + bounds.height - insets.bottom
        // Across a view that scrolls down, the whole width counts, as it always shows.
        let sideways = scrollAxis.isHorizontal
        var left = contentOffset.x + (sideways ? insets.left : 0)
        var right = contentOffset.x + bounds.width - (sideways ? insets.right : 0)
        if let grid = collectionViewLayout as? GridElementLayout {
            let pinned = grid.pinnedLengths(ofSection: indexPath.section)
            let drawn = drawingOrigin
            if grid.axis.isHorizontal {
                if pinned.header > 0 { left = max(left, drawn.x + insets.left + pinned.header) }
                if pinned.footer > 0 {
                    right = min(right, drawn.x + bounds.width - insets.right - pinned.footer)
                }
            } else {
                if pinned.header > 0 { top = max(top, drawn.y + insets.top + pinned.header) }
                if pinned.footer > 0 {
                    bottom = min(bottom, drawn.y + bounds.height - insets.bottom - pinned.footer)
                }
            }
        }
        return CGRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    var focusMovesByGeometry: Bool { true }

    func canFocusItem(at indexPath: IndexPath) -> Bool {
        collectionDelegate.map { $0.collectionView(self, canFocusItemAt: indexPath) } ?? focus.allowsFocus
    }

    var preferredFocusIndexPath: IndexPath? { collectionDelegate?.indexPathForPreferredFocusedView(in: self) }

    func isItemSelected(_ indexPath: IndexPath) -> Bool { selection.selected.contains(indexPath) }

    func prepareForFocus() { prepareLayout() }

    func setCellFocused(_ focused: Bool, at indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isFocused = focused
    }

    func scrollToFocusedItem(_ indexPath: IndexPath) { scrollToItem(at: indexPath, at: [], animated: false) }

    func delegateShouldUpdateFocus(in context: FocusUpdateContext) -> Bool {
        collectionDelegate?.collectionView(self, shouldUpdateFocusIn: context) ?? true
    }

    func delegateDidUpdateFocus(in context: FocusUpdateContext) {
        collectionDelegate?.collectionView(self, didUpdateFocusIn: context)
    }

    /// A tap on the middle of the item's cell.
    func selectItemByUser(_ indexPath: IndexPath) -> IndexPath? {
        guard let frame = cellForItem(at: indexPath)?.frame else { return nil }
        return tapItem(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}
