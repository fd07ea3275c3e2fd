/// Modifier keys held during a key or pointer event, on every host.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits of the set: one bit per modifier, the values of the static members below.
    ///
    /// The bits are this library's own; a host translates what its platform sends (an xterm
    /// parameter, an X11 state mask) member by member, never by reusing the platform's bits.
    public let rawValue: UInt8

    /// Creates a set from its raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Alt (Option).
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 2)
    /// Meta, where a host distinguishes it from Alt.
    public static let meta = KeyModifiers(rawValue: 1 << 3)
}
