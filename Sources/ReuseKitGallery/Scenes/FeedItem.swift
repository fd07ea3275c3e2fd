import Foundation
import ReuseKitImages

/// One post of the feed scene, as the feed's JSON has it.
public struct FeedItem: Hashable, Sendable, Decodable {
    /// A unique identifier, such as "p3-07".
    public var id: String
    /// The post's title.
    public var title: String
    /// The thumbnail's URL, relative to the feed's base URL (an absolute one is allowed; a served
    /// feed may only name `http(s)` images).
    public var image: String

    /// Creates a post.
    public init(id: String, title: String, image: String) {
        self.id = id
        self.title = title
        self.image = image
    }
}

/// One page of the feed's JSON: `{"page": 0, "hasMore": true, "items": [{"id", "title", "image"}]}`.
public struct FeedPage: Hashable, Sendable, Decodable {
    /// The page's number, from 0.
    public var page: Int
    /// Whether a page follows.
    public var hasMore: Bool
    /// The posts, in order.
    public var items: [FeedItem]

    /// Reads a page from JSON fetched from `url`.
    static func decode(_ data: Data, from url: URL) throws(FeedError) -> FeedPage {
        do {
            return try JSONDecoder().decode(FeedPage.self, from: data)
        } catch {
            throw .malformed(url: url, reason: String(describing: error))
        }
    }
}

/// Why the feed could not show a page.
public enum FeedError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The simulated network failed the page on purpose (every third page, the first time).
    case simulatedFailure(page: Int)
    /// The page could not be fetched; the loader's error says why.
    case unreachable(url: URL, cause: ImagePipelineError)
    /// The page is not the feed's JSON.
    case malformed(url: URL, reason: String)
    /// The demo's bundled feed is missing from its resources.
    case missingResources

    /// A short sentence for the status line and the footer.
    public var description: String {
        switch self {
        case .simulatedFailure(let page): "page \(page) failed (simulated network error)"
        case .unreachable(let url, let cause): "\(url.lastPathComponent): \(cause)"
        case .malformed(let url, let reason): "\(url.lastPathComponent) is not a feed page: \(reason)"
        case .missingResources: "the bundled feed is missing from the demo's resources"
        }
    }
}
