import Foundation

/// Identifies one processed image: the URL plus the processing applied to it.
public struct ImageCacheKey: Sendable, Hashable, CustomStringConvertible {
    /// The key as text; stable across runs.
    public let rawValue: String

    /// The key of `url` decoded with `thumbnail` (or at full size).
    public init(url: URL, thumbnail: ImageRequest.Thumbnail? = nil) {
        let processing = thumbnail.map { "#thumbnail=\($0)" } ?? ""
        rawValue = url.absoluteString + processing
    }

    /// A readable description.
    public var description: String { rawValue }
}
