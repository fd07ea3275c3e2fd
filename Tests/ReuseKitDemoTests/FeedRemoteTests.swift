import Foundation
import ReuseKit
import ReuseKitTerminal
import Testing

@testable import ReuseKitDemo

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The feed scene against a real HTTP server on loopback: `Scripts/feed_test_server.py` serving
/// the feed bundled with the demo (`Sources/ReuseKitDemo/Resources/feed`), as `--feed-url` would.
@Suite("Feed scene over HTTP", .enabled(if: FeedServer.hasPython, "python3 is not installed"))
@MainActor
struct FeedRemoteTests {
    @Test("The feed reads its pages and thumbnails from the server")
    func pagesAndImages() async throws {
        let server = try FeedServer()
        defer { server.stop() }
        let tour = Tour(
            size: TerminalSize(columns: 80, rows: 24), settings: SceneSettings(feedURL: server.url))
        let (_, host) = try await tour.run(FeedScene.self, steps: [.settle, .keys("G"), .settle])
        let scene = try #require(host.scene as? FeedScene)
        #expect(scene.controller.snapshot.numberOfItems == 40)
        #expect(scene.controller.snapshot.allItems.first?.id == "p0-00")
        #expect(!scene.hasPendingWork)
        for cell in scene.tableView.visibleCells {
            #expect(cell.imageView.image?.width == 16, "a decoded thumbnail, not the placeholder")
        }
        let screen = try #require(host.screen as? HeadlessScreen)
        #expect(screen.text.contains(server.url.absoluteString))
        let log = try await server.requestLog()
        #expect(log.contains("/page-0.json") && log.contains("/page-1.json"))
        #expect(log.contains { $0.hasPrefix("/images/thumb-") })
    }

    @Test("A served feed cannot make the client read local files; relative images resolve against it")
    func hostileFeed() async throws {
        let server = try FeedServer()
        defer { server.stop() }
        let feedURL = try #require(URL(string: "hostile/", relativeTo: server.url)?.absoluteURL)
        var tour = Tour(size: TerminalSize(columns: 80, rows: 24), settings: SceneSettings(feedURL: feedURL))
        // The page and the images need the main actor, which tests beside this one may keep busy
        // for a long while; the settle waits for them with a generous limit.
        tour.workTimeout = 180
        let (_, host) = try await tour.run(FeedScene.self, steps: [.settle])
        let scene = try #require(host.scene as? FeedScene)
        try #require(!scene.hasPendingWork, "the hostile feed's page and images settled")
        let items = scene.controller.snapshot.allItems
        #expect(items.map(\.id) == ["h-local", "h-relative", "h-local-query", "h-missing"])
        var shown: [String: Int] = [:]
        for cell in scene.tableView.visibleCells {
            guard let row = scene.tableView.indexPath(for: cell)?.row, row < items.count else { continue }
            shown[items[row].id] = cell.imageView.image?.width
        }
        // A decoded thumbnail is 16 wide; the failure image is 1 wide.
        #expect(
            shown == ["h-local": 1, "h-relative": 16, "h-local-query": 1, "h-missing": 1],
            "only the relative, served image is shown")
        #expect(scene.pipeline.metrics.refusedRequests >= 3)
        #expect(scene.pipeline.metrics.dataLoads == 1, "no loader was asked for a file")
        let log = try await server.requestLog()
        #expect(log.contains("/hostile/images/thumb-1.png"), "\(log)")
    }

    @Test("reusekit-demo runs the feed headless with --feed-url and every row is reused")
    func command() async throws {
        let server = try FeedServer()
        defer { server.stop() }
        var printed: [String] = []
        var errors: [String] = []
        let status = await DemoCommand.run(
            ["--scene", "feed", "--feed-url", server.url.absoluteString, "--size", "80x24"],
            isTerminal: false,
            output: { printed.append($0) }, errors: { errors.append($0) })
        #expect(status == 0, "\(errors)")
        let row = try #require(
            printed.joined(separator: "\n").split(separator: "\n").first { $0.hasPrefix("feed") })
        let columns = row.split(separator: " ")
        let created = try #require(Int(columns[5].replacingOccurrences(of: ",", with: "")))
        let reused = try #require(Int(columns[6].replacingOccurrences(of: ",", with: "")))
        #expect(created > 0 && reused > created, "\(row)")
        #expect(try await server.requestLog().contains("/page-0.json"))
    }
}

/// `Scripts/feed_test_server.py` on a free loopback port, stopped by closing its standard input.
final class FeedServer {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var hasPython: Bool {
        FileManager.default.isExecutableFile(atPath: python ?? "")
    }

    static var python: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/python3" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    let process = Process()
    let input = Pipe()
    let url: URL

    init() throws {
        let script = Self.packageRoot.appendingPathComponent("Scripts/feed_test_server.py").path
        let feed = Self.packageRoot.appendingPathComponent("Sources/ReuseKitDemo/Resources/feed").path
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: try #require(Self.python))
        process.arguments = [script, feed]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        let port = try #require(
            text.split(separator: " ").last.flatMap {
                Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
            })
        url = try #require(URL(string: "http://127.0.0.1:\(port)/"))
    }

    /// The paths requested so far, in order.
    func requestLog() async throws -> [String] {
        let (data, _) = try await URLSession.shared.data(from: url.appendingPathComponent("stats"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return object?["log"] as? [String] ?? []
    }

    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
