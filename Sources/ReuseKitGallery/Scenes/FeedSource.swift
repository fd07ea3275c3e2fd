import Foundation
import ReuseKitImages

/// Where the feed scene's pages (`page-N.json`) and thumbnails come from: the copy bundled with the
/// demo, read through a simulated slow network, or a real server given with `--feed-url`.
struct FeedSource: Sendable {
    /// The directory holding `page-0.json`, `page-1.json`… (with a trailing slash).
    let baseURL: URL
    /// Whether this is the bundled copy behind a simulated network.
    let isSimulated: Bool

    /// The bundled feed in the demo's resources.
    static func bundled() throws(FeedError) -> FeedSource {
        let candidates = [
            Bundle.module.url(forResource: "Resources", withExtension: nil),
            Bundle.module.resourceURL?.appendingPathComponent("Resources"),
        ]
        for case let resources? in candidates {
            let feed = resources.appendingPathComponent("feed", isDirectory: true)
            if FileManager.default.fileExists(atPath: feed.appendingPathComponent("page-0.json").path) {
                return FeedSource(baseURL: feed, isSimulated: true)
            }
        }
        throw .missingResources
    }

    /// A feed at `url` (a directory: a missing trailing slash is added).
    static func remote(_ url: URL) -> FeedSource {
        let base = url.absoluteString.hasSuffix("/") ? url : url.appendingPathComponent("", isDirectory: true)
        return FeedSource(baseURL: base, isSimulated: false)
    }

    /// The URL of page `page`.
    func pageURL(_ page: Int) -> URL {
        baseURL.appendingPathComponent("page-\(page).json")
    }

    /// The absolute URL of an item's thumbnail: its `image` resolved against the feed's URL.
    func imageURL(of item: FeedItem) -> URL? {
        URL(string: item.image, relativeTo: baseURL)?.absoluteURL
    }

    /// The request for an item's thumbnail. A served feed is remote data, so its images may only
    /// be `http(s)`: a `file://` URL in it is refused by the pipeline, never read. Only the bundled
    /// feed, the demo's own files, may name files.
    func imageRequest(for item: FeedItem, thumbnail: ImageRequest.Thumbnail) -> ImageRequest? {
        imageURL(of: item).map {
            ImageRequest(url: $0, thumbnail: thumbnail, source: isSimulated ? .app : .remote)
        }
    }

    /// Reads a page of the bundled copy at once (the scene adds the network's delay).
    func readPage(_ page: Int) throws(FeedError) -> FeedPage {
        let url = pageURL(page)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreachable(url: url, cause: .network(url, cause: UnderlyingError(error)))
        }
        return try FeedPage.decode(data, from: url)
    }

    /// Fetches a page with `loader` (HTTP or a file), off the main actor.
    func fetchPage(_ page: Int, loader: any DataLoading) async throws(FeedError) -> FeedPage {
        let url = pageURL(page)
        let data: Data
        do {
            data = try await loader.loadData(from: url, progress: { _ in })
        } catch {
            throw .unreachable(url: url, cause: error)
        }
        return try FeedPage.decode(data, from: url)
    }
}
