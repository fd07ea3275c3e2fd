import Foundation

extension WaterfallView {
    /// Whether cells take the keyboard focus, as a table's rows do; on by default. The
    /// delegate's `waterfallView(_:canFocusCellAt:)` answer, when it gives one, takes
    /// precedence. Turning it off removes the focus.
    public var allowsFocus: Bool {
        get { focus.allowsFocus }
        set {
            focus.allowsFocus = newValue
            if !newValue { focusCell(at: nil) }
        }
    }

    /// Whether each move of the focus selects the cell it lands on (through the delegate, as a
    /// tap would), as a table's `selectionFollowsFocus`; off by default.
    public var selectionFollowsFocus: Bool {
        get { focus.selectionFollowsFocus }
        set { focus.selectionFollowsFocus = newValue }
    }

    /// Whether the focus, coming back after it was removed, lands on the cell it was on rather
    /// than on the delegate's preferred cell, as a table's `remembersLastFocusedIndexPath`; off
    /// by default.
    public var remembersLastFocusedIndex: Bool {
        get { focus.remembersLastFocusedIndexPath }
        set { focus.remembersLastFocusedIndexPath = newValue }
    }

    /// The index of the cell keyboard focus is on: where Enter acts. Distinct from the
    /// selection: moving the focus selects nothing unless ``selectionFollowsFocus``.
    public var indexForFocusedCell: Int? { focus.focused?.item }

    /// Puts the focus on a cell (or removes it with `nil`) and scrolls it wholly into view,
    /// clear of the content insets. The app's own call: the delegate is not asked.
    public func focusCell(at index: Int?) {
        setFocus(index.map { IndexPath(item: $0, section: 0) }, caller: "focusCell(at:)")
    }

    /// Moves the focus the way `heading` says: up, down, left and right to the cell that
    /// stands nearest that way across the columns, next and previous in index order, a page
    /// the cell about one screen on, first and last the ends; cells the delegate says cannot
    /// take the focus are passed over. The cell landed on shows wholly. A focus scrolled out of
    /// view stays: the move goes on from it. With no focus, it lands on the remembered cell
    /// (``remembersLastFocusedIndex``), the delegate's preferred one, else the first (going
    /// back, the last) whole visible cell. The delegate may refuse the move
    /// (`waterfallView(_:shouldUpdateFocusIn:)`). Returns whether the focus moved.
    @discardableResult
    public func moveFocus(_ heading: FocusHeading) -> Bool { moveFocus(heading: heading) }

    /// Selects the focused cell as a tap would (the delegate told), scrolling it back into view
    /// first if it was scrolled away; with no focus, the focus lands as a move's does and the
    /// cell gets the selection. Returns the cell's index.
    @discardableResult
    public func selectFocusedCell() -> Int? { selectFocusedItemByUser()?.item }
}

extension WaterfallView: FocusableList {
    var focusSectionCount: Int { layout.itemCount > 0 ? 1 : 0 }

    func focusItemCount(inSection section: Int) -> Int { section == 0 ? layout.itemCount : 0 }

    func focusFrame(of indexPath: IndexPath) -> CGRect? {
        guard ListFocus.isItem(indexPath, in: self) else { return nil }
        return rectForCell(at: indexPath.item)
    }

    /// The cells whose frames meet `rect`, placing cells down to its bottom first.
    func focusItems(in rect: CGRect) -> [IndexPath] {
        guard layout.itemCount > 0, rect.maxY > 0 else { return [] }
        place(through: Double(rect.maxY))
        updateContentSize()
        var items: [IndexPath] = []
        for column in 0..<layout.columnCount {
            let x = CGFloat(layout.columnX(column))
            guard x < rect.maxX, x + CGFloat(layout.columnWidth) > rect.minX else { continue }
            for position in layout.positions(
                inColumn: column, intersecting: Double(rect.minY), Double(rect.maxY))
            {
                items.append(IndexPath(item: layout.item(at: position, inColumn: column), section: 0))
            }
        }
        return items
    }

    /// The bounds less the content insets: a waterfall pins nothing.
    func focusVisibleRect(for indexPath: IndexPath) -> CGRect {
        let insets = adjustedContentInset
        let top = contentOffset.y + insets.top
        let bottom = contentOffset.y + bounds.height - insets.bottom
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bottom - top))
    }

    var focusMovesByGeometry: Bool { true }

    func canFocusItem(at indexPath: IndexPath) -> Bool {
        waterfallDelegate.map { $0.waterfallView(self, canFocusCellAt: indexPath.item) } ?? focus.allowsFocus
    }

    var preferredFocusIndexPath: IndexPath? {
        waterfallDelegate?.indexForPreferredFocusedCell(in: self).map { IndexPath(item: $0, section: 0) }
    }

    func isItemSelected(_ indexPath: IndexPath) -> Bool { indexForSelectedCell == indexPath.item }

    func prepareForFocus() { loadIfNeeded() }

    func setCellFocused(_ focused: Bool, at indexPath: IndexPath) {
        cell(at: indexPath.item)?.isFocused = focused
    }

    /// Nothing before the reveal: ``ListFocus/reveal(_:in:)`` places and scrolls to the cell.
    func scrollToFocusedItem(_ indexPath: IndexPath) {}

    func delegateShouldUpdateFocus(in context: FocusUpdateContext) -> Bool {
        waterfallDelegate?.waterfallView(self, shouldUpdateFocusIn: context) ?? true
    }

    func delegateDidUpdateFocus(in context: FocusUpdateContext) {
        waterfallDelegate?.waterfallView(self, didUpdateFocusIn: context)
    }

    /// A tap on the middle of the cell.
    func selectItemByUser(_ indexPath: IndexPath) -> IndexPath? {
        let frame = rectForCell(at: indexPath.item)
        return tapCell(at: CGPoint(x: frame.midX, y: frame.midY)).map { IndexPath(item: $0, section: 0) }
    }
}
