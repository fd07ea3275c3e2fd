import Foundation
import ReuseKitImages
import Synchronization

/// The loopback HTTP server of `Scripts/image_test_server.py`, started by the first test that
/// needs it on a free port. It exits when this test process does: its standard input is a pipe
/// from this process, and the script quits when that pipe closes.
final class TestServer: Sendable {
    /// Requests counted by the server, for one scope, with the scope taken out of the paths.
    struct Stats: Sendable {
        let counts: [String: Int]
        let log: [String]
        /// Body bytes an endless response had sent when the client went away, by path.
        let ended: [String: Int]

        func count(_ path: String) -> Int { counts[path] ?? 0 }
    }

    fileprivate struct RawStats: Decodable {
        let counts: [String: Int]
        let log: [String]
        let ended: [String: Int]
    }

    private struct Running {
        let process: Process
        let input: Pipe
    }

    let baseURL: URL
    private let running: Mutex<Running?>

    private init(baseURL: URL, process: Process, input: Pipe) {
        self.baseURL = baseURL
        running = Mutex(Running(process: process, input: input))
    }

    /// Started once per test process, on a thread of its own.
    private static let shared = Task { try await Fixtures.onThread(start) }

    /// A private corner of the shared server: its paths carry a unique component, so tests
    /// running in parallel never see each other's requests.
    static func scope() async throws -> ServerScope {
        ServerScope(server: try await shared.value, name: String(UUID().uuidString.prefix(8)).lowercased())
    }

    private static func start() throws -> TestServer {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Fixtures.scripts.appendingPathComponent("image_test_server.py").path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("PORT "), let port = Int(text.dropFirst(5)),
            let url = URL(string: "http://127.0.0.1:\(port)")
        else {
            process.terminate()
            throw FixtureError(description: "the test server did not report a port: \(text)")
        }
        return TestServer(baseURL: url, process: process, input: input)
    }

    fileprivate func rawStats() async throws -> RawStats {
        let loader = HTTPDataLoader(configuration: .init(timeout: 5, retryPolicy: .none))
        let data = try await loader.loadData(
            from: baseURL.appendingPathComponent("stats"), progress: { _ in })
        return try JSONDecoder().decode(RawStats.self, from: data)
    }

    /// Stops the server (it also stops by itself when the test process ends).
    func stop() {
        guard let running = running.withLock({ $0.take() }) else { return }
        try? running.input.fileHandleForWriting.close()
        if running.process.isRunning { running.process.terminate() }
        running.process.waitUntilExit()
    }
}

/// One test's view of the shared server.
struct ServerScope: Sendable {
    let server: TestServer
    let name: String

    /// The URL of `path` (`/route/rest?query`), with this scope's component after the route.
    func url(_ path: String) -> URL {
        let trimmed = path.dropFirst()
        let route = trimmed.prefix { $0 != "/" && $0 != "?" }
        let rest = trimmed.dropFirst(route.count)
        let separator = rest.hasPrefix("/") ? "" : "/"
        return URL(string: server.baseURL.absoluteString + "/\(route)/\(name)\(separator)\(rest)")
            ?? server.baseURL
    }

    /// Lets the server answer the held request `/hold/<path>`.
    func release(_ path: String) async throws {
        let loader = HTTPDataLoader(configuration: .init(timeout: 5, retryPolicy: .none))
        _ = try await loader.loadData(from: url("/release/\(path)"), progress: { _ in })
    }

    /// This scope's requests, counted per path (without the scope) and in arrival order.
    func stats() async throws -> TestServer.Stats {
        let raw = try await server.rawStats()
        var counts: [String: Int] = [:]
        for (path, count) in raw.counts {
            if let local = localPath(path) { counts[local] = count }
        }
        var ended: [String: Int] = [:]
        for (path, bytes) in raw.ended {
            if let local = localPath(path) { ended[local] = bytes }
        }
        return TestServer.Stats(counts: counts, log: raw.log.compactMap(localPath), ended: ended)
    }

    private func localPath(_ path: String) -> String? {
        var components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count > 2, components[2] == name else { return nil }
        components.remove(at: 2)
        let joined = components.joined(separator: "/")
        return joined.hasSuffix("/") ? String(joined.dropLast()) : joined
    }
}
