import Foundation
import ReuseKitCore

/// A decoder for one image format; register more in an `ImageDecoderRegistry`.
///
/// Implementations must read the header first and call `options.checkBudget` before allocating
/// anything proportional to the image, and must not crash on any input.
public protocol ImageDecoding: Sendable {
    /// A short name of the format ("png"), used in error messages.
    var format: String { get }
    /// Whether `data` starts with this format's signature (magic bytes, never a file extension
    /// or a Content-Type).
    func canDecode(_ data: Data) -> Bool
    /// Reads the size and properties the header declares, without decoding pixels.
    func readHeader(_ data: Data) throws(ImageDecodingError) -> ImageHeader
    /// Decodes to RGBA8, at the thumbnail size when `options` ask for one.
    func decode(_ data: Data, options: ImageDecodingOptions) throws(ImageDecodingError) -> Image
}

/// What an image's header declares.
public struct ImageHeader: Sendable, Hashable {
    /// The decoder's format name.
    public var format: String
    /// Declared width in pixels.
    public var width: Int
    /// Declared height in pixels.
    public var height: Int
    /// Bits per sample in the file.
    public var bitDepth: Int
    /// Samples per pixel in the file.
    public var channels: Int
    /// Adam7-interlaced PNG or progressive JPEG.
    public var isInterlaced: Bool
    /// Whether the file carries transparency.
    public var hasAlpha: Bool

    /// Creates a header description (for decoders of other formats).
    public init(
        format: String, width: Int, height: Int, bitDepth: Int, channels: Int, isInterlaced: Bool,
        hasAlpha: Bool
    ) {
        self.format = format
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.channels = channels
        self.isInterlaced = isInterlaced
        self.hasAlpha = hasAlpha
    }
}
