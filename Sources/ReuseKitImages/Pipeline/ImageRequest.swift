import Foundation

/// What to load (a URL) and how to process it (an optional thumbnail size); its cache key covers
/// both.
public struct ImageRequest: Sendable, Hashable, CustomStringConvertible {
    /// Where the encoded image lives: `file://`, `http://` or `https://`.
    public var url: URL
    /// Decode straight to this size instead of the full image.
    public var thumbnail: Thumbnail?
    /// How urgent the load is when it starts; an `ImageTask` can change it while in flight.
    public var priority: Priority

    /// Creates a request for the image at `url`.
    public init(url: URL, thumbnail: Thumbnail? = nil, priority: Priority = .normal) {
        self.url = url
        self.thumbnail = thumbnail
        self.priority = priority
    }

    /// The memory-cache and coalescing key: the URL plus the processing, never the priority.
    public var cacheKey: ImageCacheKey {
        ImageCacheKey(url: url, thumbnail: thumbnail)
    }

    /// The disk-cache key: the original bytes are stored, so every thumbnail size shares them.
    var dataCacheKey: String { url.absoluteString }

    /// A readable description.
    public var description: String {
        "ImageRequest(\(cacheKey.rawValue), priority: \(priority))"
    }
}
