import Foundation
import ReuseKitImages
import Synchronization
import Testing

/// The loopback HTTP server of `Scripts/image_test_server.py`, started by the first test that
/// needs it on a free port, with a second plain listener (another origin) and its TLS listeners
/// on four more (certificates made for this run in a scratch folder). It exits when this test
/// process does: its standard input is a pipe from this process, and the script quits when that
/// pipe closes.
final class TestServer: Sendable {
    /// Where the server listens: plain HTTP, or TLS with one of the run's certificates.
    enum Listener: String, Sendable, CaseIterable, CustomTestStringConvertible {
        case http
        /// Plain HTTP on another port: the same routes from another origin.
        case httpOtherPort = "other-port"
        /// TLS with a certificate for localhost and 127.0.0.1 from the run's test authority.
        case https = "trusted"
        /// TLS with a certificate for other-host.invalid only, from the run's test authority.
        case httpsOtherHost = "other-host"
        /// TLS with a self-signed certificate for localhost and 127.0.0.1.
        case httpsSelfSigned = "self-signed"
        /// TLS with a certificate from the run's test authority that names localhost in its
        /// common name only, with no subject alternative name.
        case httpsNoSubjectAltName = "no-san"

        /// Whether the listener speaks TLS.
        var isSecure: Bool { self != .http && self != .httpOtherPort }

        var testDescription: String { isSecure ? "https (\(rawValue) certificate)" : rawValue }
    }

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
    /// The port of each listener.
    let ports: [Listener: Int]
    /// The PEM of the test certificate authority that signed the TLS listeners' certificates
    /// (but the self-signed one).
    let certificateAuthority: String
    private let running: Mutex<Running?>

    private init(ports: [Listener: Int], certificateAuthority: String, process: Process, input: Pipe) {
        baseURL = URL(string: "http://127.0.0.1:\(ports[.http] ?? 0)") ?? URL(fileURLWithPath: "/")
        self.ports = ports
        self.certificateAuthority = certificateAuthority
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
        let certificates = Fixtures.temporaryDirectory("tls")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", Fixtures.scripts.appendingPathComponent("image_test_server.py").path, "--tls",
            certificates.path,
        ]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // Two lines: `PORT <n>`, then `LISTENERS other-port=<n> trusted=<n> …`.
        var text = Data()
        while text.count(where: { $0 == 0x0A }) < 2 {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text.append(chunk)
        }
        let words = String(decoding: text, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        var ports: [Listener: Int] = [:]
        if words.count > 3, words[0] == "PORT", words[2] == "LISTENERS" {
            ports[.http] = Int(words[1])
            for word in words[3...] {
                let parts = word.split(separator: "=")
                if parts.count == 2, let listener = Listener(rawValue: String(parts[0])) {
                    ports[listener] = Int(parts[1])
                }
            }
        }
        let authority = try? String(
            contentsOf: certificates.appendingPathComponent("ca.pem"), encoding: .utf8)
        guard ports.count == Listener.allCases.count, let authority else {
            process.terminate()
            throw FixtureError(
                description:
                    "the test server did not report its ports: \(String(decoding: text, as: UTF8.self))")
        }
        return TestServer(ports: ports, certificateAuthority: authority, process: process, input: input)
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

    /// The URL of `path` (`/route/rest?query`) on `listener`, addressed as `host`, with this
    /// scope's component after the route.
    func url(_ path: String, on listener: TestServer.Listener = .http, host: String = "127.0.0.1") -> URL {
        let trimmed = path.dropFirst()
        let route = trimmed.prefix { $0 != "/" && $0 != "?" }
        let rest = trimmed.dropFirst(route.count)
        let separator = rest.hasPrefix("/") ? "" : "/"
        let scheme = listener.isSecure ? "https" : "http"
        let base = "\(scheme)://\(host):\(server.ports[listener] ?? 0)"
        return URL(string: base + "/\(route)/\(name)\(separator)\(rest)") ?? server.baseURL
    }

    /// A loader that trusts the server's test certificate authority besides the system's.
    func loader(_ configuration: HTTPDataLoader.Configuration, resolver: HostResolver = .system)
        -> HTTPDataLoader
    {
        HTTPDataLoader(
            configuration: configuration, additionalTrust: server.certificateAuthority, resolver: resolver)
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
