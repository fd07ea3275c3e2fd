import Foundation
import ReuseKitGallery
import ReuseKitTerminal

/// The command line of `reusekit-demo`.
public struct DemoOptions: Hashable, Sendable {
    /// What the run does.
    public enum Mode: Hashable, Sendable {
        /// The interactive gallery on the terminal, or the tour when there is none.
        case automatic
        /// The scripted tour, headless, even on a terminal.
        case tour
        /// The table scene's measurements, headless.
        case measure
        /// Print the scenes.
        case list
        /// Print the usage.
        case help
    }

    /// What the run does.
    public var mode: Mode = .automatic
    /// The scene to start on (or the only one the tour runs); nil: all, starting at the first.
    public var scene: String?
    /// The size of the headless screen.
    public var size = TerminalSize(columns: 200, rows: 60)
    /// Where the feed scene reads its JSON pages and images (`--feed-url`); `nil`: the bundled
    /// copy through a simulated slow network.
    public var feedURL: URL?

    /// What the scenes are made with.
    public var settings: SceneSettings { SceneSettings(feedURL: feedURL) }

    /// The defaults: the gallery, all scenes, 200×60 when headless.
    public init() {}

    /// Reads the arguments after the program name.
    public static func parse(_ arguments: [String], sceneNames: [String]) throws(DemoOptionsError)
        -> DemoOptions
    {
        var options = DemoOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(DemoOptionsError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                    throw .missingValue(flag: name)
                }
                return next
            }
            switch name {
            case "-h", "--help":
                options.mode = .help
            case "--list":
                options.mode = .list
            case "--headless":
                options.mode = .tour
            case "--measure":
                options.mode = .measure
            case "--scene":
                let scene = try value()
                guard sceneNames.contains(scene) else { throw .unknownScene(scene, known: sceneNames) }
                options.scene = scene
            case "--size":
                options.size = try parseSize(try value())
            case "--feed-url":
                options.feedURL = try parseFeedURL(try value())
            default:
                throw .unknownArgument(argument)
            }
        }
        return options
    }

    /// Reads an `http://`, `https://` or `file://` URL with a host or a path.
    static func parseFeedURL(_ text: String) throws(DemoOptionsError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            ["http", "https", "file"].contains(scheme), url.host != nil || scheme == "file"
        else { throw .badURL(text) }
        return url
    }

    /// Reads `WxH` (or `W×H`), both at least 20×6 and at most 1000×500.
    static func parseSize(_ text: String) throws(DemoOptionsError) -> TerminalSize {
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
            (20...1000).contains(columns), (6...500).contains(rows)
        else { throw .badSize(text) }
        return TerminalSize(columns: columns, rows: rows)
    }
}
