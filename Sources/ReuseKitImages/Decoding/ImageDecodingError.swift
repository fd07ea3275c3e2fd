import ReuseKitCore

/// Why bytes could not become an `Image`.
public enum ImageDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No decoder recognises the first bytes (an HTML error page, garbage, an unknown format).
    case unrecognizedFormat(firstBytes: String)
    /// The data ends before the image does.
    case truncated(format: String, reason: String)
    /// The format is recognised but the data is corrupt or unsupported.
    case malformed(format: String, reason: String)
    /// The header declares more pixels than the budget allows; nothing was allocated.
    case tooLarge(width: Int, height: Int, budget: Int)
    /// The decoder could not allocate its buffers.
    case outOfMemory(format: String)

    /// A readable description.
    public var description: String {
        switch self {
        case .unrecognizedFormat(let firstBytes):
            "not an image this pipeline can decode (first bytes: \(firstBytes))"
        case .truncated(let format, let reason):
            "truncated \(format) data: \(reason)"
        case .malformed(let format, let reason):
            "malformed \(format) data: \(reason)"
        case .tooLarge(let width, let height, let budget):
            "image of \(width)×\(height) pixels exceeds the budget of \(budget) pixels"
        case .outOfMemory(let format):
            "out of memory while decoding \(format) data"
        }
    }
}
