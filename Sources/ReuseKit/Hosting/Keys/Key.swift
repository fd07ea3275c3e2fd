/// A key on the keyboard, by name, the same on every host (a terminal tells fewer keys apart
/// than a window system; each host maps what it reads onto these).
public enum Key: Hashable, Sendable {
    /// A printable character (one Unicode scalar per event); with `.control` for Ctrl-letters.
    case character(Character)
    /// Return or Enter.
    case enter
    /// Tab; Shift-Tab arrives as `.tab` with `.shift`.
    case tab
    /// Backspace.
    case backspace
    /// Escape, reported once no sequence follows it (see `InputParser.flush()`).
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// Insert.
    case insert
    /// Delete (forward).
    case delete
    /// Function key F1…F20.
    case function(Int)
}
