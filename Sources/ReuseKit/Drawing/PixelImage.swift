/// A bitmap of RGBA8 pixels, row by row, as views hand it to a host to draw.
public struct PixelImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha.
    public let pixels: [UInt8]

    /// Creates an image; `pixels` must hold exactly `width * height * 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "an image cannot have a negative size")
        precondition(pixels.count == width * height * 4, "expected \(width * height * 4) bytes of RGBA")
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
