import CReuseKitImageCodecs
import Foundation
import ReuseKitCore

/// Calls into the C codecs and turns their status codes into `ImageDecodingError`.
enum CodecBridge {
    typealias InfoFunction = (
        UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<rk_image_info>, UnsafeMutablePointer<rk_error>
    ) -> rk_status
    typealias DecodeFunction = (
        UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<rk_error>
    ) -> rk_status

    static func readHeader(_ data: Data, format: String, using function: InfoFunction)
        throws(ImageDecodingError) -> ImageHeader
    {
        var info = rk_image_info()
        var error = rk_error()
        let status = data.withUnsafeBytes { raw in
            function(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &info, &error)
        }
        try check(status, error, format: format)
        return ImageHeader(
            format: format, width: Int(info.width), height: Int(info.height), bitDepth: Int(info.bit_depth),
            channels: Int(info.channels), isInterlaced: info.interlaced != 0, hasAlpha: info.has_alpha != 0)
    }

    /// Allocates exactly the output (never the source) and lets `function` fill it.
    static func decode(_ data: Data, format: String, width: Int, height: Int, using function: DecodeFunction)
        throws(ImageDecodingError) -> Image
    {
        var error = rk_error()
        var status = RK_STATUS_OK
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            guard let output = buffer.baseAddress else { return }
            status = data.withUnsafeBytes { raw in
                function(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, output, &error)
            }
            count = status == RK_STATUS_OK ? buffer.count : 0
        }
        try check(status, error, format: format)
        return Image(width: width, height: height, pixels: pixels)
    }

    private static func check(_ status: rk_status, _ error: rk_error, format: String)
        throws(ImageDecodingError)
    {
        let reason = message(error)
        switch status {
        case RK_STATUS_OK: return
        case RK_STATUS_TRUNCATED: throw .truncated(format: format, reason: reason)
        case RK_STATUS_OUT_OF_MEMORY: throw .outOfMemory(format: format)
        default: throw .malformed(format: format, reason: reason)
        }
    }

    private static func message(_ error: rk_error) -> String {
        withUnsafeBytes(of: error.message) { raw in
            let text = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            return text.isEmpty ? "unknown error" : text
        }
    }
}
