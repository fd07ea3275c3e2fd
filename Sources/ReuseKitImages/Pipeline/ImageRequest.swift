import Foundation

/// What to load (a URL, and where it came from) and how to process it (an optional thumbnail
/// size); its cache key covers the URL and the processing.
public struct ImageRequest: Sendable, Hashable, CustomStringConvertible {
    /// Where the encoded image lives: `http://`, `https://`, or `file://` when `source` allows it.
    public var url: URL
    /// Decode straight to this size instead of the full image.
    public var thumbnail: Thumbnail?
    /// How urgent the load is when it starts; an `ImageTask` can change it while in flight.
    public var priority: Priority
    /// Where `url` came from, which decides the schemes it may load: by default `.remote`
    /// (`http`, `https`); pass `.app` for the app's own `file://` URLs.
    public var source: Source

    /// Creates a request for the image at `url`, which came from `source`.
    public init(url: URL, thumbnail: Thumbnail? = nil, priority: Priority = .normal, source: Source = .remote)
    {
        self.url = url
        self.thumbnail = thumbnail
        self.priority = priority
        self.source = source
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
