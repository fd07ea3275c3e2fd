/// A key and the modifiers held with it: what every host reports and what key bindings map.
public struct KeyEvent: Hashable, Sendable {
    /// The key.
    public var key: Key
    /// Shift, Alt, Control, Meta.
    public var modifiers: KeyModifiers

    /// Creates a key event.
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }
}
