import ReuseKit

/// A mouse event reported in SGR mode (1006), at a zero-based cell position.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public var kind: Kind
    /// Zero-based column of the cell under the pointer.
    public var column: Int
    /// Zero-based row of the cell under the pointer.
    public var row: Int
    /// Shift, Alt (Meta) and Control held during the event.
    public var modifiers: KeyModifiers

    /// Creates a mouse event.
    public init(_ kind: Kind, column: Int, row: Int, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }

    /// The kinds of mouse event.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press(MouseButton)
        /// A button came up.
        case release(MouseButton)
        /// The pointer moved with a button down (mode 1002).
        case drag(MouseButton)
        /// The pointer moved with no button down (only reported in mode 1003).
        case move
        /// A wheel step.
        case wheel(WheelDirection)
    }

    /// The direction of a wheel step.
    public enum WheelDirection: Hashable, Sendable {
        /// Away from the user: content should move down, revealing what is above.
        case up
        /// Towards the user.
        case down
        /// Tilted left.
        case left
        /// Tilted right.
        case right
    }
}

/// A mouse button.
public enum MouseButton: Hashable, Sendable {
    /// The primary button.
    case left
    /// The middle button or wheel click.
    case middle
    /// The secondary button.
    case right
    /// Extra buttons 8 to 11 (back, forward…), by xterm number.
    case extra(Int)
}
