/// How text is underlined, as UIKit's `NSUnderlineStyle`: the hosts draw one thin line.
public struct UnderlineStyle: OptionSet, Hashable, Sendable {
    /// The raw bits, UIKit's values.
    public var rawValue: Int

    /// Creates a style from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// One thin line under the text.
    public static let single = UnderlineStyle(rawValue: 0x01)
}
