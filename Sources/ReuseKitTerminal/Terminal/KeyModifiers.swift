/// Modifier keys held during a key or mouse event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits of the set, as in xterm's modifier parameter minus one.
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

    /// The modifiers of an xterm-style parameter (`1 + bits`); absent or 1 means none.
    init(xtermParameter parameter: Int?) {
        guard let parameter, parameter > 1 else {
            self = []
            return
        }
        self.init(rawValue: UInt8(truncatingIfNeeded: parameter - 1) & 0x0F)
    }
}
