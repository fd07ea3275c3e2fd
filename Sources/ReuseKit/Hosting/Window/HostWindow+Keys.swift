import Foundation

extension HostWindow {
    /// A key the host read: the first responder (a text field being edited) takes it if it
    /// edits with it; else it runs its binding; else a letter goes to the focused list's
    /// type-ahead if it has one on; else the key goes to ``unhandledKeyHandler``.
    @_spi(Hosting)
    public func handleKey(_ event: KeyEvent) {
        if let responder = activeFirstResponder, responder.handleKeyInput(event) {
            setNeedsDisplay()
            return
        }
        guard let action = keyBindings[event] else {
            if case .character(let character) = event.key, event.modifiers.isSubset(of: .shift),
                focusedScrollable?.typeSelect(character) == true
            {
                setNeedsDisplay()
                return
            }
            if unhandledKeyHandler?(event) == true { setNeedsDisplay() }
            return
        }
        perform(action)
    }

    /// Does what `action` says, to the focused scroll view for the scrolling ones.
    public func perform(_ action: KeyAction) {
        let text = textSystem
        switch action {
        case .scrollLines(let count):
            focusedScrollable?.scroll(by: CGPoint(x: 0, y: CGFloat(count) * text.lineHeight))
        case .scrollRows(let count): focusedScrollable?.scrollByRows(count)
        case .scrollColumns(let count):
            focusedScrollable?.scroll(by: CGPoint(x: CGFloat(count) * text.width(of: " "), y: 0))
        case .scrollPages(let count): focusedScrollable?.scrollByPage(count)
        case .scrollToTop: focusedScrollable?.scrollToEdge(.top)
        case .scrollToBottom: focusedScrollable?.scrollToEdge(.bottom)
        case .moveFocus(let heading):
            if focusedScrollable?.moveItemFocus(heading) != true { perform(Self.scrollAction(for: heading)) }
        case .primaryAction: focusedScrollable?.performPrimaryAction()
        case .toggleSwipeActions(let edge): focusedSwipes?.toggleSwipeActionsOfFocusedRow(edge: edge)
        case .performSwipeAction(let index): focusedSwipes?.performSwipeAction(at: index)
        case .moveFocusedRow(let places): focusedRows?.moveFocusedRow(by: places)
        case .cancel:
            if gestures.isPressed {
                gestures.cancel()
            } else {
                focusedSwipes?.closeSwipeActions(animated: true)
            }
        case .focusNext: moveFocus(by: 1)
        case .focusPrevious: moveFocus(by: -1)
        case .toggleHUD: isHUDVisible.toggle()
        case .suspend: suspendHandler?()
        case .quit: quit()
        case .perform(let body): body()
        }
        setNeedsDisplay()
    }

    /// What a focus key does in a view without a focused item: the scroll it stood for.
    static func scrollAction(for heading: FocusHeading) -> KeyAction {
        switch heading {
        case .up, .previous: .scrollLines(-1)
        case .down, .next: .scrollLines(1)
        case .left: .scrollColumns(-1)
        case .right: .scrollColumns(1)
        case .pageUp: .scrollPages(-1)
        case .pageDown: .scrollPages(1)
        case .first: .scrollToTop
        case .last: .scrollToBottom
        }
    }

    /// The focused scroll view when its rows take row gestures (a table).
    var focusedRows: (any RowGestures)? { focusedScrollable as? any RowGestures }
    /// The focused scroll view when its rows reveal swipe actions (a table, a collection view).
    var focusedSwipes: (any SwipeGestures)? { focusedScrollable as? any SwipeGestures }
}
