import Foundation

extension TableView {
    /// Whether rows take the keyboard focus, as UIKit's; on by default. The delegate's
    /// `tableView(_:canFocusRowAt:)` answer, when it gives one, takes precedence. Turning it off
    /// removes the focus.
    public var allowsFocus: Bool {
        get { focus.allowsFocus }
        set { setAllowsFocus(newValue) }
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
    public func focusRow(at indexPath: IndexPath?) { setFocus(indexPath, caller: "focusRow(at:)") }

    /// Moves the focus the way `heading` says: up and down are the previous and next row
    /// (across sections, past rows the delegate says cannot take the focus), a page the row
    /// about one screen on, first and last the ends; left and right go nowhere. The row landed
    /// on shows wholly. A focus scrolled out of view stays: the move goes on from it. With no
    /// focus, it lands on the remembered row (``remembersLastFocusedIndexPath``), the
    /// delegate's preferred one, else the first (going back, the last) whole visible row.
    /// The delegate may refuse the move (`tableView(_:shouldUpdateFocusIn:)`). Returns whether
    /// the focus moved.
    @discardableResult
    public func moveFocus(_ heading: FocusHeading) -> Bool { moveFocus(heading: heading) }

    /// Moves the focus `rows` rows down (negative: up), across sections and past empty ones and
    /// rows that cannot take the focus, stopping at the first and last rows, as
    /// ``moveFocus(_:)`` does with ``FocusHeading/next`` and ``FocusHeading/previous``.
    /// `moveFocus(by: 0)` lands the focus if none is set and brings it back into view.
    ///
    /// - Complexity: O(|rows| + sections crossed).
    public func moveFocus(by rows: Int) { moveFocus(steps: rows) }

    /// Selects the focused row as a tap would (delegate calls included), scrolling it back into
    /// view first if it was scrolled away; with no focus, the focus lands as a move's does and
    /// the row gets the selection. Returns the row acted on.
    @discardableResult
    public func selectFocusedRow() -> IndexPath? { selectFocusedItemByUser() }

    /// The visible rows that show wholly (under a floating header or footer counts as hidden),
    /// top to bottom.
    func wholeVisibleRows() -> [IndexPath] { ListFocus.wholeVisibleItems(in: self) }
}

extension TableView: FocusableList {
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

    func isItemSelected(_ indexPath: IndexPath) -> Bool { selection.selected.contains(indexPath) }

    func prepareForFocus() { loadIfNeeded() }

    func setCellFocused(_ focused: Bool, at indexPath: IndexPath) {
        visibleCell(at: indexPath)?.isFocused = focused
    }

    func scrollToFocusedItem(_ indexPath: IndexPath) {
        scrollToRow(at: indexPath, at: .none, animated: false)
    }

    func delegateShouldUpdateFocus(in context: FocusUpdateContext) -> Bool {
        tableDelegate?.tableView(self, shouldUpdateFocusIn: context) ?? true
    }

    func delegateDidUpdateFocus(in context: FocusUpdateContext) {
        tableDelegate?.tableView(self, didUpdateFocusIn: context)
    }

    /// A selection made by the user, when taps select in the current mode.
    func selectItemByUser(_ indexPath: IndexPath) -> IndexPath? {
        selectsOnTap ? selectRowByUser(indexPath) : nil
    }
}
