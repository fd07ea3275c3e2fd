import Foundation

extension TableView {
    /// Whether rows take the keyboard focus, as UIKit's; on by default. The delegate's
    /// `tableView(_:canFocusRowAt:)` answer, when it gives one, takes precedence. Turning it off
    /// removes the focus.
    public var allowsFocus: Bool {
        get { focus.allowsFocus }
        set {
            focus.allowsFocus = newValue
            if !newValue { focusRow(at: nil) }
        }
    }

    /// Whether each move of the focus selects the row it lands on (through the delegate, as a
    /// tap would), as UIKit's; off by default.
    public var selectionFollowsFocus: Bool {
        get { focus.selectionFollowsFocus }
        set { focus.selectionFollowsFocus = newValue }
    }

    /// Whether the focus, coming back after it was removed, lands on the row it was on (followed
    /// through updates) rather than on the delegate's preferred row, as UIKit's; off by default.
    public var remembersLastFocusedIndexPath: Bool {
        get { focus.remembersLastFocusedIndexPath }
        set { focus.remembersLastFocusedIndexPath = newValue }
    }

    /// The row keyboard focus is on: where Enter acts. Distinct from the selection, as on a
    /// desktop list: moving the focus selects nothing unless ``selectionFollowsFocus``.
    public var focusedIndexPath: IndexPath? { focus.focused }

    /// Type-ahead, as AppKit's type select: the text each row is found by when letters are
    /// typed while the table has the window's focus and no binding takes them. The focus goes to
    /// the first row, from the focused one on, whose text starts with the letters typed within a
    /// second of one another (case aside); a letter typed again alone goes on to the next. `nil`
    /// (the default) leaves letters to the app's bindings and `unhandledKeyHandler`.
    public var typeSelectString: (@MainActor (IndexPath) -> String?)? {
        get { focus.typeSelect.text }
        set { focus.typeSelect.text = newValue }
    }

    /// The focused row.
    var focusedRow: IndexPath? { focus.focused }

    /// Puts the focus on a row (or removes it with `nil`) and scrolls it wholly into view: clear
    /// of the floating header and footer and the content insets. The app's own call: the
    /// delegate is not asked.
    public func focusRow(at indexPath: IndexPath?) {
        loadIfNeeded()
        if let indexPath {
            precondition(
                flatIndexIfValid(indexPath) != nil,
                "focusRow(at:): no row \(indexPath.row) in section \(indexPath.section)")
        }
        if let old = focus.focused {
            visibleCell(at: old)?.isFocused = false
            if indexPath == nil { focus.remembered = old }
        }
        focus.focused = indexPath
        defer { accessibilityFocusDidChange() }
        guard let indexPath else { return }
        visibleCell(at: indexPath)?.isFocused = true
        scrollToRow(at: indexPath, at: .none, animated: false)
        layoutIfNeeded()
        ListFocus.reveal(indexPath, in: self)
    }

    /// Moves the focus the way `heading` says: up and down are the previous and next row
    /// (across sections, past rows the delegate says cannot take the focus), a page the row
    /// about one screen on, first and last the ends; left and right go nowhere. The row landed
    /// on shows wholly. A focus scrolled out of view stays: the move goes on from it. With no
    /// focus, it lands on the remembered row (``remembersLastFocusedIndexPath``), the
    /// delegate's preferred one, else the first (going back, the last) whole visible row.
    /// The delegate may refuse the move (`tableView(_:shouldUpdateFocusIn:)`). Returns whether
    /// the focus moved.
    @discardableResult
    public func moveFocus(_ heading: FocusHeading) -> Bool {
        layoutIfNeeded()
        return updateFocus(to: focus.target(of: heading, in: self), heading: heading)
    }

    /// Moves the focus `rows` rows down (negative: up), across sections and past empty ones and
    /// rows that cannot take the focus, stopping at the first and last rows, as
    /// ``moveFocus(_:)`` does with ``FocusHeading/next`` and ``FocusHeading/previous``.
    /// `moveFocus(by: 0)` lands the focus if none is set and brings it back into view.
    ///
    /// - Complexity: O(|rows| + sections crossed).
    public func moveFocus(by rows: Int) {
        layoutIfNeeded()
        guard let current = focus.focused else {
            moveFocus(rows < 0 ? .previous : .next)
            return
        }
        var target = indexPath(ofRowFrom: current, places: rows)
        if let landed = target, !canFocusItem(at: landed) {
            target = ListFocus.focusable(from: landed, step: rows < 0 ? -1 : 1, in: self)
        }
        updateFocus(to: target, heading: rows < 0 ? .previous : .next)
    }

    /// A move the user makes to `target`: the delegate may refuse it; then the focus, the
    /// cells, the delegate's `didUpdateFocusIn` and, with ``selectionFollowsFocus``, the
    /// selection follow. With no target the focus stays, brought back into view.
    @discardableResult
    func updateFocus(to target: IndexPath?, heading: FocusHeading?) -> Bool {
        let previous = focus.focused
        guard let target, target != previous else {
            if let previous { focusRow(at: previous) }
            return false
        }
        let context = FocusUpdateContext(
            previouslyFocusedIndexPath: previous, nextFocusedIndexPath: target, focusHeading: heading)
        if let tableDelegate, !tableDelegate.tableView(self, shouldUpdateFocusIn: context) { return false }
        focusRow(at: target)
        tableDelegate?.tableView(self, didUpdateFocusIn: context)
        if focus.selectionFollowsFocus, selectsOnTap, !selection.selected.contains(target) {
            selectRowByUser(target)
        }
        return true
    }

    /// Selects the focused row as a tap would (delegate calls included), scrolling it back into
    /// view first if it was scrolled away; with no focus, the focus lands as a move's does and
    /// the row gets the selection. Returns the row acted on.
    @discardableResult
    public func selectFocusedRow() -> IndexPath? {
        layoutIfNeeded()
        if let focusedRow {
            if !ListFocus.isWhollyVisible(focusedRow, in: self) { focusRow(at: focusedRow) }
        } else {
            guard let landing = focus.target(of: .next, in: self) else { return nil }
            focusRow(at: landing)
        }
        guard selectsOnTap, let focused = focusedRow else { return nil }
        return selectRowByUser(focused)
    }

    /// The visible rows that show wholly (under a floating header or footer counts as hidden),
    /// top to bottom.
    func wholeVisibleRows() -> [IndexPath] { ListFocus.wholeVisibleItems(in: self) }
}

extension TableView: ListFocusGeometry {
    var focusSectionCount: Int { numberOfSections }

    func focusItemCount(inSection section: Int) -> Int { numberOfRows(inSection: section) }

    func focusFrame(of indexPath: IndexPath) -> CGRect? { flatIndexIfValid(indexPath).map(frameOfItem) }

    func focusItems(in rect: CGRect) -> [IndexPath] { indexPathsForRows(in: rect) ?? [] }

    /// The bounds less the content insets and, in a plain table, less the row's section header
    /// and footer: floating, they cover what passes under them.
    func focusVisibleRect(for indexPath: IndexPath) -> CGRect {
        let insets = adjustedContentInset
        var top = contentOffset.y + insets.top
        var bottom = contentOffset.y + bounds.height - insets.bottom
        if style == .plain, indexPath.section < numberOfSections {
            top += rectForHeader(inSection: indexPath.section).height
            bottom -= rectForFooter(inSection: indexPath.section).height
        }
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bottom - top))
    }

    var focusMovesByGeometry: Bool { false }

    func canFocusItem(at indexPath: IndexPath) -> Bool {
        tableDelegate.map { $0.tableView(self, canFocusRowAt: indexPath) } ?? focus.allowsFocus
    }

    var preferredFocusIndexPath: IndexPath? { tableDelegate?.indexPathForPreferredFocusedView(in: self) }
}
