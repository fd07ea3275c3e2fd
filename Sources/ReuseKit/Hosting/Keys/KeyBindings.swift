/// Which key does what in a window, on every host: a value the app reads and changes like a
/// dictionary. Keys without a binding go to the window's `unhandledKeyHandler`.
///
/// ```swift
/// window.keyBindings[KeyEvent(.character("q"))] = .quit          // add
/// window.keyBindings[KeyEvent(.tab)] = .perform { showNextTab() } // rebind
/// window.keyBindings[KeyEvent(.home)] = nil                       // remove
/// ```
public struct KeyBindings {
    private var actions: [KeyEvent: KeyAction]

    /// Bindings with no key bound.
    public init() {
        actions = [:]
    }

    /// The defaults: in a list with a focused row or item, the arrows move the focus (↑ ↓ in a
    /// table, all four by where items stand in a grid), PgUp/PgDn by a page and Home/End to the
    /// first and last item; elsewhere (and in a list before anything has the focus) the arrows
    /// scroll by a line (← → sideways), PgUp/PgDn by a screen and Home/End to the edges. Enter
    /// and Space the primary action (act on the focused item), Escape cancels (a row dragged or
    /// showing its swipe actions), Tab and Shift-Tab move focus between views, Ctrl-C quits and
    /// Ctrl-Z suspends. No letter key is bound: an app that wants `q` to quit says so.
    public static var standard: KeyBindings {
        var bindings = KeyBindings()
        bindings[KeyEvent(.up)] = .moveFocus(.up)
        bindings[KeyEvent(.down)] = .moveFocus(.down)
        bindings[KeyEvent(.left)] = .moveFocus(.left)
        bindings[KeyEvent(.right)] = .moveFocus(.right)
        bindings[KeyEvent(.pageUp)] = .moveFocus(.pageUp)
        bindings[KeyEvent(.pageDown)] = .moveFocus(.pageDown)
        bindings[KeyEvent(.home)] = .moveFocus(.first)
        bindings[KeyEvent(.end)] = .moveFocus(.last)
        bindings[KeyEvent(.enter)] = .primaryAction
        bindings[KeyEvent(.character(" "))] = .primaryAction
        bindings[KeyEvent(.escape)] = .cancel
        bindings[KeyEvent(.tab)] = .focusNext
        bindings[KeyEvent(.tab, modifiers: .shift)] = .focusPrevious
        bindings[KeyEvent(.character("c"), modifiers: .control)] = .quit
        bindings[KeyEvent(.character("z"), modifiers: .control)] = .suspend
        return bindings
    }

    /// The action bound to `key`; assigning `nil` removes the binding.
    public subscript(key: KeyEvent) -> KeyAction? {
        get { actions[key] }
        set { actions[key] = newValue }
    }

    /// The keys that have a binding.
    public var keys: [KeyEvent] { Array(actions.keys) }
}
