/// How a cell is drawn: its colours and attributes.
public struct CellStyle: Hashable, Sendable {
    /// The text colour.
    public var foreground: TerminalColor
    /// The cell's background colour.
    public var background: TerminalColor
    /// Bold, dim, italic, underline, reverse.
    public var attributes: TextAttributes

    /// Creates a style; every part defaults to the terminal's own.
    public init(
        foreground: TerminalColor = .default, background: TerminalColor = .default,
        attributes: TextAttributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default colours and no attributes.
    public static let plain = CellStyle()
}
