import Foundation
import ReuseKitCore

/// The decoders a pipeline tries, in order; the first whose signature matches decodes.
public struct ImageDecoderRegistry: Sendable {
    /// The registered decoders.
    public var decoders: [any ImageDecoding]

    /// PNG (libpng) and JPEG (libjpeg-turbo).
    public static var standard: ImageDecoderRegistry {
        ImageDecoderRegistry(decoders: [PNGDecoder(), JPEGDecoder()])
    }

    /// Creates a registry trying `decoders` in order.
    public init(decoders: [any ImageDecoding]) {
        self.decoders = decoders
    }

    /// The decoder whose signature matches `data`, if any.
    public func decoder(for data: Data) -> (any ImageDecoding)? {
        decoders.first { $0.canDecode(data) }
    }

    /// Sniffs the format and decodes.
    public func decode(_ data: Data, options: ImageDecodingOptions) throws(ImageDecodingError) -> Image {
        guard let decoder = decoder(for: data) else {
            let firstBytes = data.prefix(8).map { byte in
                let hex = String(byte, radix: 16, uppercase: true)
                return hex.count == 1 ? "0" + hex : hex
            }
            throw .unrecognizedFormat(
                firstBytes: firstBytes.isEmpty ? "none" : firstBytes.joined(separator: " "))
        }
        return try decoder.decode(data, options: options)
    }
}
