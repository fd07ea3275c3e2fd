import Foundation

/// What the command line tells scenes beyond which one to show.
public struct SceneSettings: Hashable, Sendable {
    /// The server (or directory) the feed scene reads its pages and images from; `nil` reads the
    /// copy bundled with the demo through a simulated slow network.
    public var feedURL: URL?
    /// How slow the feed's simulated network is and whether it fails pages.
    public var feed = FeedScene.Configuration()
    /// How much history the chat scene has and how slow its network is.
    public var chat = ChatScene.Configuration()

    /// Creates settings; the defaults use only what ships with the demo.
    public init(feedURL: URL? = nil) {
        self.feedURL = feedURL
    }
}
