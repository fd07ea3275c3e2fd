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

    /// The defaults: arrows scroll by a line (← → sideways), PgUp/PgDn by a screen, Home/End to
    /// the edges, Enter the primary action, Escape cancels (a row dragged or showing its swipe
    /// actions), Tab and Shift-Tab move focus, Ctrl-C quits and Ctrl-Z suspends. No letter key is
    /// bound: an app that wants `q` to quit says so.
    public static var standard: KeyBindings {
        var bindings = KeyBindings()
        bindings[KeyEvent(.up)] = .scrollLines(-1)
        bindings[KeyEvent(.down)] = .scrollLines(1)
        bindings[KeyEvent(.left)] = .scrollColumns(-1)
        bindings[KeyEvent(.right)] = .scrollColumns(1)
        bindings[KeyEvent(.pageUp)] = .scrollPages(-1)
        bindings[KeyEvent(.pageDown)] = .scrollPages(1)
        bindings[KeyEvent(.home)] = .scrollToTop
        bindings[KeyEvent(.end)] = .scrollToBottom
        bindings[KeyEvent(.enter)] = .primaryAction
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
