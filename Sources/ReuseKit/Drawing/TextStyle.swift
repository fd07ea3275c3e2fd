/// How a run of text is drawn.
public struct TextStyle: Hashable, Sendable {
    /// The text colour; `nil` uses the host's default foreground.
    public var color: Color?
    /// The background behind the text; `nil` leaves what is under it.
    public var background: Color?
    /// Bold weight.
    public var isBold: Bool
    /// Dimmed (secondary) text.
    public var isDim: Bool
    /// Underlined text.
    public var isUnderlined: Bool

    /// Creates a style.
    public init(
        color: Color? = nil, background: Color? = nil, isBold: Bool = false, isDim: Bool = false,
        isUnderlined: Bool = false
    ) {
        self.color = color
        self.background = background
        self.isBold = isBold
        self.isDim = isDim
        self.isUnderlined = isUnderlined
    }

    /// The host's default text.
    public static let plain = TextStyle()
}
