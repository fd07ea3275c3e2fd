/// Character attributes of a cell, each an SGR parameter.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt8

    /// Creates a set from its raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Bold or increased intensity (SGR 1).
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Faint, decreased intensity (SGR 2).
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Italic (SGR 3).
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// Underlined (SGR 4).
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Foreground and background swapped (SGR 7).
    public static let reverse = TextAttributes(rawValue: 1 << 4)

    /// Every attribute with its SGR parameter, in the order they are sent.
    static let sgrParameters: [(TextAttributes, Int)] = [
        (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7),
    ]
}
