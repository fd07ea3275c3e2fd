import Foundation
import ReuseKit
import ReuseKitTerminal
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The feed scene against a real HTTP server on loopback: `Scripts/feed_test_server.py` serving
/// the feed bundled with the demo (`Sources/ReuseKitGallery/Resources/feed`), as `--feed-url` would.
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
        let scene = try #require(host.gallery(FeedScene.self))
        #expect(scene.controller.snapshot.numberOfItems == 40)
        #expect(scene.controller.snapshot.allItems.first?.id == "p0-00")
        #expect(!scene.hasPendingWork)
        for cell in scene.tableView.visibleCells {
            #expect(cell.imageView?.image?.width == 16, "a decoded thumbnail, not the placeholder")
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
        let tour = Tour(size: TerminalSize(columns: 80, rows: 24), settings: SceneSettings(feedURL: feedURL))
        let (_, host) = try await tour.run(FeedScene.self, steps: [.settle])
        let scene = try #require(host.gallery(FeedScene.self))
        try #require(!scene.hasPendingWork, "the hostile feed's page and images settled")
        let items = scene.controller.snapshot.allItems
        #expect(items.map(\.id) == ["h-local", "h-relative", "h-local-query", "h-missing"])
        var shown: [String: Int] = [:]
        for cell in scene.tableView.visibleCells {
            guard let row = scene.tableView.indexPath(for: cell)?.row, row < items.count else { continue }
            shown[items[row].id] = cell.imageView?.image?.width
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

    /// Serves a feed whose pages have `sizes` items (the last, or page `end`, saying no more
    /// follow), runs the feed scene through it to its end, and returns the scene and the pages
    /// the server was asked for, in order.
    private func scrollToEnd(ofFeedWithPages sizes: [Int], endsAt end: Int? = nil) async throws -> (
        FeedScene, [Int]
    ) {
        let feed = try FeedServer.writeFeed(sizes: sizes, endsAt: end)
        defer { try? FileManager.default.removeItem(at: feed) }
        let server = try FeedServer(directory: feed)
        defer { server.stop() }
        let tour = Tour(
            size: TerminalSize(columns: 80, rows: 24), settings: SceneSettings(feedURL: server.url))
        let (_, host) = try await tour.run(FeedScene.self, steps: [.settle, .keys("G"), .settle])
        let scene = try #require(host.gallery(FeedScene.self))
        return (scene, try await server.pagesRequested())
    }

    @Test("Pages of uneven sizes (2, 6, 2, 2) are asked for in order, each once, up to the last")
    func unevenPages() async throws {
        let (scene, pages) = try await scrollToEnd(ofFeedWithPages: [2, 6, 2, 2])
        #expect(pages == [0, 1, 2, 3])
        #expect(scene.controller.snapshot.numberOfItems == 12)
        #expect(scene.controller.snapshot.allItems.last?.id == "p3-1")
        #expect(scene.tableView.loadMoreControl?.state == .noMoreData)
        #expect(scene.refreshCount == 1)
        #expect(scene.failedRequests == 0)
    }

    @Test("A first page that says hasMore false is the whole feed: no further page is asked for")
    func firstPageEndsFeed() async throws {
        // The settle waits until nothing is in flight, so a page asked for would be in the log.
        let (scene, pages) = try await scrollToEnd(ofFeedWithPages: [0, 3], endsAt: 0)
        #expect(pages == [0])
        #expect(scene.tableView.loadMoreControl?.state == .noMoreData)
        #expect(scene.refreshCount == 1)
        #expect(scene.controller.snapshot.numberOfItems == 0)
    }

    @Test("A feed whose first page fails shows one message, no footer, and retries by a click or Enter")
    func failedFirstPage() async throws {
        let feed = try FeedServer.writeFeed(sizes: [3])
        defer { try? FileManager.default.removeItem(at: feed) }
        let first = feed.appendingPathComponent("page-0.json")
        let page = try Data(contentsOf: first)
        try FileManager.default.removeItem(at: first)
        let server = try FeedServer(directory: feed)
        defer { server.stop() }
        let tour = Tour(
            size: TerminalSize(columns: 80, rows: 24), settings: SceneSettings(feedURL: server.url))
        let (_, host) = try await tour.run(FeedScene.self, steps: [.settle])
        let scene = try #require(host.gallery(FeedScene.self))
        let screen = try #require(host.screen as? HeadlessScreen)
        let clock = try #require(host.window.clock as? ManualFrameClock)
        #expect(scene.controller.isShowingFailedRefresh)
        // The status line names the app's keys; the list itself shows one message.
        var list = screen.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(list.filter { $0.contains("retry") }.count == 1, "\(screen.text)")
        #expect(
            !list.contains { $0.contains("Loading") || $0.contains("No more data") || $0.contains("press") })
        #expect(try await server.pagesRequested() == [0])

        // Enter, the app's binding, refreshes; the page is still missing, so it fails again.
        try await tour.perform(.key(.enter), host: host, screen: screen, clock: clock)
        try await tour.perform(.settle, host: host, screen: screen, clock: clock)
        #expect(try await server.pagesRequested() == [0, 0])
        #expect(scene.controller.isShowingFailedRefresh)

        // A click on the message refreshes; now the page is there.
        try page.write(to: first)
        list = screen.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let row = try #require(list.firstIndex { $0.contains("retry") })
        let point = CGPoint(x: 10, y: row - host.contentArea.y)
        for step in [TourStep.press(point), .release(point)] {
            try await tour.perform(step, host: host, screen: screen, clock: clock)
        }
        try await tour.perform(.settle, host: host, screen: screen, clock: clock)
        #expect(try await server.pagesRequested() == [0, 0, 0])
        #expect(scene.controller.snapshot.numberOfItems == 3)
        #expect(scene.refreshCount == 1)
        #expect(!scene.controller.isShowingFailedRefresh)
    }

    @Test("A settle that runs out of time fails the tour instead of letting it go on")
    func settleTimeoutFails() async throws {
        let server = try FeedServer()
        defer { server.stop() }
        var tour = Tour(
            size: TerminalSize(columns: 80, rows: 24), settings: SceneSettings(feedURL: server.url))
        // The first page cannot have arrived before the first wait: nothing has suspended yet.
        tour.workTimeout = 0
        await #expect {
            _ = try await tour.run(FeedScene.self, steps: [.settle])
        } throws: { error in
            guard case .workTimedOut(let scene, _) = error as? TourError else { return false }
            return scene == "feed"
        }
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

    static let bundledFeed = packageRoot.appendingPathComponent("Sources/ReuseKitGallery/Resources/feed")

    /// Serves `directory` (the feed bundled with the demo unless told otherwise).
    init(directory: URL = FeedServer.bundledFeed) throws {
        let script = Self.packageRoot.appendingPathComponent("Scripts/feed_test_server.py").path
        let feed = directory.path
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

    /// Writes a feed of pages with `sizes` posts each (thumbnails copied from the bundled feed)
    /// into a new temporary directory; only the last page says `hasMore: false`, unless
    /// `endsAt` names an earlier page that says so.
    static func writeFeed(sizes: [Int], endsAt end: Int? = nil) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "feed-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: bundledFeed.appendingPathComponent("images"), to: directory.appendingPathComponent("images"))
        let last = end ?? sizes.count - 1
        for (page, size) in sizes.enumerated() {
            let items: [[String: Any]] = (0..<size).map { row in
                [
                    "id": "p\(page)-\(row)", "title": "page \(page) post \(row)",
                    "image": "images/thumb-\(row % 8).png?item=p\(page)-\(row)",
                ]
            }
            let object: [String: Any] = ["page": page, "hasMore": page < last, "items": items]
            try JSONSerialization.data(withJSONObject: object).write(
                to: directory.appendingPathComponent("page-\(page).json"))
        }
        return directory
    }

    /// The pages requested so far, in order, by number.
    func pagesRequested() async throws -> [Int] {
        try await requestLog().compactMap { path in
            guard path.hasPrefix("/page-"), path.hasSuffix(".json") else { return nil }
            return Int(path.dropFirst("/page-".count).dropLast(".json".count))
        }
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
