/// An sRGB colour with alpha, eight bits a channel.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red.
    public var red: UInt8
    /// Green.
    public var green: UInt8
    /// Blue.
    public var blue: UInt8
    /// Opacity; 0 is fully transparent.
    public var alpha: UInt8

    /// Creates a colour.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A readable description.
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }

    /// Black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// A light grey, UIKit's separator tone.
    public static let separator = Color(red: 88, green: 88, blue: 96)
    /// A grey for secondary text.
    public static let secondaryText = Color(red: 150, green: 150, blue: 160)
    /// The tint used for selection and accents.
    public static let tint = Color(red: 10, green: 132, blue: 255)
}
