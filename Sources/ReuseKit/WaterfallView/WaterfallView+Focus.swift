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
        loadIfNeeded()
        if let index {
            precondition(index >= 0 && index < layout.itemCount, "focusCell(at:): no cell \(index)")
        }
        if let old = focus.focused {
            cell(at: old.item)?.isFocused = false
            if index == nil { focus.remembered = old }
        }
        focus.focused = index.map { IndexPath(item: $0, section: 0) }
        defer { accessibilityFocusDidChange() }
        guard let index else { return }
        layoutIfNeeded()
        ListFocus.reveal(IndexPath(item: index, section: 0), in: self)
        cell(at: index)?.isFocused = true
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
    public func moveFocus(_ heading: FocusHeading) -> Bool {
        layoutIfNeeded()
        let previous = focus.focused
        guard let target = focus.target(of: heading, in: self), target != previous else {
            if let previous { focusCell(at: previous.item) }
            return false
        }
        let context = FocusUpdateContext(
            previouslyFocusedIndexPath: previous, nextFocusedIndexPath: target, focusHeading: heading)
        if let waterfallDelegate, !waterfallDelegate.waterfallView(self, shouldUpdateFocusIn: context) {
            return false
        }
        focusCell(at: target.item)
        waterfallDelegate?.waterfallView(self, didUpdateFocusIn: context)
        if focus.selectionFollowsFocus, indexForSelectedCell != target.item { tapFocusedCell() }
        return true
    }

    /// Selects the focused cell as a tap would (the delegate told), scrolling it back into view
    /// first if it was scrolled away; with no focus, the focus lands as a move's does and the
    /// cell gets the selection. Returns the cell's index.
    @discardableResult
    public func selectFocusedCell() -> Int? {
        layoutIfNeeded()
        if let focused = focus.focused {
            if !ListFocus.isWhollyVisible(focused, in: self) { focusCell(at: focused.item) }
        } else {
            guard let landing = focus.target(of: .next, in: self) else { return nil }
            focusCell(at: landing.item)
        }
        return tapFocusedCell()
    }

    /// A tap on the middle of the focused cell.
    @discardableResult
    private func tapFocusedCell() -> Int? {
        guard let index = indexForFocusedCell else { return nil }
        let frame = rectForCell(at: index)
        return tapCell(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}

extension WaterfallView: ListFocusGeometry {
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
}
