import Foundation

/// What a list view supplies, besides its geometry, so that setting and moving the keyboard
/// focus is written once: its focus and selection, its preparation, its cells' focus
/// appearance, its scroll, and its delegate's calls. The views' UIKit-named methods
/// (`focusRow(at:)`, `focusItem(at:)`, `moveFocus(_:)`, …) call these.
@MainActor
protocol FocusableList: ListFocusGeometry, AccessibleList {
    /// The keyboard focus and its settings.
    var focus: ListFocus { get set }
    /// The clock type-ahead times its pauses with (the scroll view's).
    var clock: FrameClock { get }
    /// Whether an item is selected: a move with ``ListFocus/selectionFollowsFocus`` selects the
    /// item it lands on unless it is.
    func isItemSelected(_ indexPath: IndexPath) -> Bool
    /// Brings the items and their layout up to date before the focus is set.
    func prepareForFocus()
    /// Shows (or hides) the focus on the cell of an item, if one shows it.
    func setCellFocused(_ focused: Bool, at indexPath: IndexPath)
    /// Scrolls the least that brings an item into view, as UIKit's `.none` position.
    func scrollToFocusedItem(_ indexPath: IndexPath)
    /// The delegate's `shouldUpdateFocusIn` answer; `true` without a delegate.
    func delegateShouldUpdateFocus(in context: ListFocusUpdateContext) -> Bool
    /// Tells the delegate the focus moved (`didUpdateFocusIn`).
    func delegateDidUpdateFocus(in context: ListFocusUpdateContext)
    /// Selects an item as the user's tap would, the delegate asked and told; returns the item
    /// acted on, `nil` when nothing was.
    func selectItemByUser(_ indexPath: IndexPath) -> IndexPath?
}

extension FocusableList {
    /// Turns the focus on or off; off removes it.
    func setAllowsFocus(_ allows: Bool) {
        focus.allowsFocus = allows
        if !allows { setFocus(nil, caller: "allowsFocus") }
    }

    /// Puts the focus on an item (or removes it with `nil`), remembering the item it leaves,
    /// and scrolls it wholly into view: clear of pinned headers and footers and the content
    /// insets. The delegate is not asked.
    func setFocus(_ indexPath: IndexPath?, caller: StaticString) {
        prepareForFocus()
        if let indexPath {
            precondition(
                ListFocus.isItem(indexPath, in: self),
                "\(caller): no item \(indexPath.item) in section \(indexPath.section)")
        }
        if let old = focus.focused {
            setCellFocused(false, at: old)
            if indexPath == nil { focus.remembered = old }
        }
        focus.focused = indexPath
        defer { accessibilityFocusDidChange() }
        guard let indexPath else { return }
        setCellFocused(true, at: indexPath)
        scrollToFocusedItem(indexPath)
        layoutIfNeeded()
        ListFocus.reveal(indexPath, in: self)
    }

    /// Moves the focus the way `heading` says (``ListFocus/target(of:in:)``); returns whether
    /// it moved.
    @discardableResult
    func moveFocus(heading: FocusHeading) -> Bool {
        layoutIfNeeded()
        return updateFocus(to: focus.target(of: heading, in: self), heading: heading)
    }

    /// The key path's focus move: a list with a focused item moves it; one without lets the
    /// key scroll (returns `false`).
    func moveFocusByKey(_ heading: FocusHeading) -> Bool {
        guard focus.focused != nil else { return false }
        moveFocus(heading: heading)
        return true
    }

    /// Moves the focus `steps` items on (negative: back) in item order across sections, past
    /// empty sections and items that cannot take the focus, stopping at the ends; with no
    /// focus, it lands as a move to the next (previous) item does.
    ///
    /// - Complexity: O(|steps| + sections crossed), plus the items passed over.
    func moveFocus(steps: Int) {
        layoutIfNeeded()
        guard let current = focus.focused else {
            moveFocus(heading: steps < 0 ? .previous : .next)
            return
        }
        var target = current.stepped(by: steps, sectionCount: focusSectionCount, rowCount: focusItemCount)
        if let landed = target, !canFocusItem(at: landed) {
            target = ListFocus.focusable(from: landed, step: steps < 0 ? -1 : 1, in: self)
        }
        updateFocus(to: target, heading: steps < 0 ? .previous : .next)
    }

    /// A move the user makes to `target`: the delegate may refuse it; then the focus, the
    /// cells, the delegate's `didUpdateFocusIn` and, with ``ListFocus/selectionFollowsFocus``,
    /// the selection follow. With no target the focus stays, brought back into view.
    @discardableResult
    func updateFocus(to target: IndexPath?, heading: FocusHeading?) -> Bool {
        let previous = focus.focused
        guard let target, target != previous else {
            if let previous { setFocus(previous, caller: "moveFocus") }
            return false
        }
        let context = ListFocusUpdateContext(
            previouslyFocusedIndexPath: previous, nextFocusedIndexPath: target, focusHeading: heading)
        guard delegateShouldUpdateFocus(in: context) else { return false }
        setFocus(target, caller: "moveFocus")
        delegateDidUpdateFocus(in: context)
        if focus.selectionFollowsFocus, !isItemSelected(target) { _ = selectItemByUser(target) }
        return true
    }

    /// The key path's type-ahead, when the app gives items a text (`typeSelectString`): the
    /// focus goes to the next item whose text starts with what was typed. Returns whether the
    /// list took the key.
    func typeSelectByKey(_ character: Character) -> Bool {
        guard focus.typeSelect.text != nil else { return false }
        layoutIfNeeded()
        var state = focus.typeSelect
        let target = ListFocus.typeSelectTarget(
            &state, focused: focus.focused, typing: character, at: clock.now, in: self)
        focus.typeSelect = state
        if let target { updateFocus(to: target, heading: nil) }
        return true
    }

    /// Selects the focused item as a tap would, scrolling it back into view first if it was
    /// scrolled away; with no focus, the focus lands as a move's does and that item is
    /// selected. Returns the item acted on.
    @discardableResult
    func selectFocusedItemByUser() -> IndexPath? {
        layoutIfNeeded()
        if let focused = focus.focused {
            if !ListFocus.isWhollyVisible(focused, in: self) { setFocus(focused, caller: "selectFocused") }
        } else {
            guard let landing = focus.target(of: .next, in: self) else { return nil }
            setFocus(landing, caller: "selectFocused")
        }
        return focus.focused.flatMap(selectItemByUser)
    }
}
