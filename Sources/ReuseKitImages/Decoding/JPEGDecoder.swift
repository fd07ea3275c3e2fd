import CReuseKitImageCodecs
import Foundation
import ReuseKitCore

/// Decodes JPEG through libjpeg-turbo: baseline, progressive, grayscale and CMYK; thumbnails use
/// the DCT scaling of 1/2, 1/4 or 1/8 and box-average the rest of the way.
public struct JPEGDecoder: ImageDecoding {
    /// The most progressive scans accepted: real files have about ten, a crafted one can have
    /// thousands, each costing a pass over the whole image.
    public var maxProgressiveScans: Int

    /// Creates a JPEG decoder.
    public init(maxProgressiveScans: Int = 200) {
        precondition(maxProgressiveScans > 0, "at least one scan must be allowed")
        self.maxProgressiveScans = maxProgressiveScans
    }

    /// The format name used in errors.
    public var format: String { "jpeg" }

    /// Whether `data` starts with this format's signature.
    public func canDecode(_ data: Data) -> Bool {
        data.starts(with: [0xFF, 0xD8, 0xFF])
    }

    /// Reads the declared size and properties without decoding pixels.
    public func readHeader(_ data: Data) throws(ImageDecodingError) -> ImageHeader {
        try CodecBridge.readHeader(data, format: format, using: rk_jpeg_read_info)
    }

    /// Decodes to RGBA8, at the thumbnail size when `options` ask for one.
    public func decode(_ data: Data, options: ImageDecodingOptions) throws(ImageDecodingError) -> Image {
        let header = try readHeader(data)
        try options.checkBudget(header)
        let size = options.outputSize(for: header)
        let denominator = Self.scaleDenominator(
            sourceWidth: header.width, sourceHeight: header.height, outputWidth: size.width,
            outputHeight: size.height)
        let maxScans = UInt32(clamping: maxProgressiveScans)
        return try CodecBridge.decode(data, format: format, width: size.width, height: size.height) {
            source, count, output, error in
            rk_jpeg_decode(
                source, count, UInt32(denominator), maxScans, output, UInt32(size.width), UInt32(size.height),
                error)
        }
    }

    /// The largest DCT reduction (8, 4, 2 or 1) that still yields at least the output size;
    /// libjpeg's scaled size is the source size divided and rounded up.
    public static func scaleDenominator(
        sourceWidth: Int, sourceHeight: Int, outputWidth: Int, outputHeight: Int
    )
        -> Int
    {
        for denominator in [8, 4, 2] {
            let scaledWidth = (sourceWidth + denominator - 1) / denominator
            let scaledHeight = (sourceHeight + denominator - 1) / denominator
            if scaledWidth >= outputWidth && scaledHeight >= outputHeight {
                return denominator
            }
        }
        return 1
    }
}
