import CReuseKitImageCodecs
import Foundation
import ReuseKitCore

/// Encodes images with libpng and libjpeg-turbo, for tests and benchmarks that need real files.
package enum ImageEncoder {
    /// Why an image could not be encoded.
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        package let description: String
    }

    /// JPEG colour models the encoder can write.
    package enum JPEGColor: Sendable {
        /// One channel, from the red samples.
        case gray
        /// YCbCr from RGB.
        case rgb
        /// Four Adobe-inverted channels taken as they are from R, G, B, A.
        case cmyk
    }

    /// PNG bytes (RGBA8, optionally Adam7-interlaced).
    package static func png(_ image: Image, interlaced: Bool = false) throws(Failure) -> Data {
        try encode { output, length, error in
            image.pixels.withUnsafeBufferPointer { pixels in
                rk_png_encode(
                    pixels.baseAddress, UInt32(image.width), UInt32(image.height), interlaced ? 1 : 0, output,
                    length, error)
            }
        }
    }

    /// JPEG bytes at `quality` (1–100).
    package static func jpeg(
        _ image: Image, quality: Int = 90, progressive: Bool = false, color: JPEGColor = .rgb
    )
        throws(Failure) -> Data
    {
        let channels: Int
        let samples: [UInt8]
        switch color {
        case .gray:
            channels = 1
            samples = stride(from: 0, to: image.pixels.count, by: 4).map { image.pixels[$0] }
        case .rgb:
            channels = 3
            samples = image.pixels.enumerated().compactMap { $0.offset % 4 == 3 ? nil : $0.element }
        case .cmyk:
            channels = 4
            samples = image.pixels
        }
        return try encode { output, length, error in
            samples.withUnsafeBufferPointer { pixels in
                rk_jpeg_encode(
                    pixels.baseAddress, UInt32(image.width), UInt32(image.height), UInt32(channels),
                    Int32(quality), progressive ? 1 : 0, output, length, error)
            }
        }
    }

    private static func encode(
        _ body: (
            UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int>,
            UnsafeMutablePointer<rk_error>
        ) -> rk_status
    ) throws(Failure) -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        var error = rk_error()
        let status = body(&output, &length, &error)
        defer { rk_free(output) }
        guard status == RK_STATUS_OK, let output else {
            let reason = withUnsafeBytes(of: error.message) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            throw Failure(description: "encoding failed (status \(status.rawValue)): \(reason)")
        }
        return Data(bytes: output, count: length)
    }
}
