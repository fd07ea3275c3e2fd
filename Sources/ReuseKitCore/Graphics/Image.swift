/// A bitmap of RGBA8 pixels with straight (not premultiplied) alpha, rows top to bottom.
///
/// The one image type of every layer: decoders produce it, image views hold it, hosts draw it,
/// so an image travels from the pipeline to the screen without a copy or a conversion.
public struct Image: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha for each pixel, row by row.
    public let pixels: [UInt8]

    /// Wraps pixels that a decoder or a drawing routine produced.
    ///
    /// - Precondition: `pixels.count == width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "an image cannot have a negative size")
        precondition(
            pixels.count == width * height * 4,
            "a \(width)×\(height) RGBA image needs \(width * height * 4) bytes, got \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Creates an image filled with one colour (placeholders, failure images, tests).
    public init(width: Int, height: Int, color: Color) {
        precondition(width >= 0 && height >= 0, "an image cannot have a negative size")
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for offset in stride(from: 0, to: pixels.count, by: 4) {
            pixels[offset] = color.red
            pixels[offset + 1] = color.green
            pixels[offset + 2] = color.blue
            pixels[offset + 3] = color.alpha
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The bytes this image keeps alive; what a memory cache charges for it.
    public var cost: Int { pixels.count }

    /// The pixel at column `x`, row `y`.
    public subscript(x x: Int, y y: Int) -> Color {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the image")
        let offset = (y * width + x) * 4
        return Color(
            red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2],
            alpha: pixels[offset + 3])
    }
}
