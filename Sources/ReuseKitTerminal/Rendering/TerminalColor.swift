/// A cell's foreground or background colour: the terminal's own default, or an RGB value.
public enum TerminalColor: Hashable, Sendable {
    /// The colour the terminal uses when none is set (SGR 39 / 49).
    case `default`
    /// A 24-bit colour, sent as is in truecolor mode and as the nearest palette entry otherwise.
    case rgb(UInt8, UInt8, UInt8)
}
