import Foundation

/// What a pointer did, in points of a window's root view: the mouse of a terminal, a window
/// system's pointer and wheel, a touch.
public struct PointerEvent: Hashable, Sendable {
    /// What happened.
    public var kind: Kind
    /// Where, in the root view's coordinates.
    public var location: CGPoint
    /// Shift, Alt and Control held during the event.
    public var modifiers: KeyModifiers

    /// Creates a pointer event.
    public init(_ kind: Kind, at location: CGPoint, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.location = location
        self.modifiers = modifiers
    }

    /// The kinds of pointer event.
    public enum Kind: Hashable, Sendable {
        /// The primary button went down.
        case press
        /// The pointer moved with the primary button down.
        case drag
        /// The primary button came up.
        case release
        /// The wheel or a touchpad scrolled by notches (fractions from smooth scrolling),
        /// positive down and right.
        case wheel(dx: CGFloat, dy: CGFloat)
    }
}
