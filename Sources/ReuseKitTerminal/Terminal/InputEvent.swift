import ReuseKit

/// Something the user did at the terminal.
public enum InputEvent: Hashable, Sendable {
    /// A key press, with the modifiers the terminal reported.
    case key(KeyEvent)
    /// A mouse button, motion or wheel event (SGR mouse mode 1006).
    case mouse(MouseEvent)
    /// Text pasted while bracketed paste (mode 2004) was on, as one event however it is made:
    /// line breaks and tabs as they came, other control characters (ESC included) as their
    /// visible stand-ins, so nothing in it acts as a key.
    case paste(String)
}
