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
