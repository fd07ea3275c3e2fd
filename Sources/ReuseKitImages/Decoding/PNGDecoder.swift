import CReuseKitImageCodecs
import Foundation
import ReuseKitCore

/// Decodes PNG through libpng: every colour type and bit depth, palette and tRNS transparency,
/// Adam7 interlacing; thumbnails are box-averaged row by row without a full-size bitmap.
public struct PNGDecoder: ImageDecoding {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Creates a PNG decoder.
    public init() {}

    /// The format name used in errors.
    public var format: String { "png" }

    /// Whether `data` starts with this format's signature.
    public func canDecode(_ data: Data) -> Bool {
        data.starts(with: Self.signature)
    }

    /// Reads the declared size and properties without decoding pixels.
    public func readHeader(_ data: Data) throws(ImageDecodingError) -> ImageHeader {
        try CodecBridge.readHeader(data, format: format, using: rk_png_read_info)
    }

    /// Decodes to RGBA8, at the thumbnail size when `options` ask for one.
    public func decode(_ data: Data, options: ImageDecodingOptions) throws(ImageDecodingError) -> Image {
        let header = try readHeader(data)
        try options.checkBudget(header)
        let size = options.outputSize(for: header)
        return try CodecBridge.decode(data, format: format, width: size.width, height: size.height) {
            source, count, output, error in
            rk_png_decode(source, count, output, UInt32(size.width), UInt32(size.height), error)
        }
    }
}
