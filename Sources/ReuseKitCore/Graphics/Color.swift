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
}
