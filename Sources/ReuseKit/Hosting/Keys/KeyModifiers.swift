/// Modifier keys held during a key or pointer event, on every host.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits of the set (xterm's modifier parameter minus one, as terminals send it).
    public let rawValue: UInt8

    /// Creates a set from its raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt (Option), sent by terminals as an ESC prefix or modifier bit.
    public static let alt = KeyModifiers(rawValue: 2)
    /// Control.
    public static let control = KeyModifiers(rawValue: 4)
    /// Meta, where a terminal distinguishes it from Alt.
    public static let meta = KeyModifiers(rawValue: 8)
}
