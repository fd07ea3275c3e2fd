import Foundation
import ReuseKitImages
import Synchronization
import TestSupport
import Testing

/// Bodies as a hostile or careless server sends them: endless, trickling, large.
@Suite("HTTP bodies", .serialized)
struct HTTPBodyTests {
    static let endlessRoutes = [
        "/endless/fast-chunked?chunked=1", "/endless/fast-unsized",
    ]

    /// Plain HTTP, and TLS with a certificate the loader trusts: one exchange, two connections.
    static let listeners: [TestServer.Listener] = [.http, .https]

    func loader(_ server: ServerScope, timeout: TimeInterval, limit: Int) -> HTTPDataLoader {
        server.loader(.init(timeout: timeout, retryPolicy: .none, maximumBodySize: limit))
    }

    func load(_ loader: HTTPDataLoader, _ url: URL, progress: @escaping @Sendable (LoadingProgress) -> Void)
        async -> Result<Data, ImagePipelineError>
    {
        do {
            return .success(try await loader.loadData(from: url, progress: progress))
        } catch {
            return .failure(error)
        }
    }

    @Test(
        "an endless body sent fast fails at the body limit without holding more, and the transfer ends",
        arguments: listeners, endlessRoutes)
    func endlessFastBody(listener: TestServer.Listener, route: String) async throws {
        let server = try await TestServer.scope()
        let url = server.url(route, on: listener)
        // The default limit over plain HTTP; TLS, whose server side encrypts every block in
        // Python, gets a smaller one so that it does not load the machine for the tests beside it.
        let limit = (listener == .http ? 64 : 16) * 1024 * 1024
        let largest = Mutex<Int64>(0)
        let result = await load(loader(server, timeout: 60, limit: limit), url) { progress in
            largest.withLock { $0 = max($0, progress.completed) }
        }
        #expect(result == .failure(.bodyTooLarge(url, limit: limit)))
        #expect(largest.withLock { $0 } <= Int64(limit), "never more than the limit in memory")
        let path = String(route.prefix { $0 != "?" })
        let sent = try await waitForEnd(of: path, on: server)
        // The client closes the connection at once: the server can only have sent what the
        // kernel's socket buffers hold on top of the limit.
        #expect(sent <= limit + 32 * 1024 * 1024, "the server sent \(sent) bytes before the client left")
    }

    @Test(
        "an endless body that trickles in ends with a timeout at the attempt's deadline",
        arguments: listeners,
        ["/endless/slow-chunked?chunked=1&interval=20", "/endless/slow-unsized?interval=20"])
    func endlessSlowBody(listener: TestServer.Listener, route: String) async throws {
        let server = try await TestServer.scope()
        let url = server.url(route, on: listener)
        let started = ContinuousClock.now
        let result = await load(loader(server, timeout: 1, limit: 1024 * 1024), url) { _ in }
        #expect(result == .failure(.timeout(url)))
        #expect(ContinuousClock.now - started < .seconds(15))
        _ = try await waitForEnd(of: String(route.prefix { $0 != "?" }), on: server)
    }

    @Test("a body that declares more than the limit is refused before it is read")
    func declaredTooLarge() async throws {
        let server = try await TestServer.scope()
        let url = server.url("/sized/declared?bytes=3000000")
        #expect(
            await load(loader(server, timeout: 10, limit: 1_000_000), url) { _ in }
                == .failure(.bodyTooLarge(url, limit: 1_000_000)))
    }

    @Test(
        "bodies of every framing arrive whole, byte for byte",
        arguments: listeners,
        ["/sized/framed?bytes=200000", "/sized/framed?bytes=200000&chunked=1", "/sized/empty?bytes=0"])
    func framings(listener: TestServer.Listener, route: String) async throws {
        let server = try await TestServer.scope()
        let url = server.url(route, on: listener)
        let data = try await loader(server, timeout: 10, limit: 1_000_000).loadData(from: url) { _ in }
        let expected = route.contains("empty") ? 0 : 200_000
        #expect(data.count == expected)
        #expect(data.enumerated().allSatisfy { $0.element == UInt8($0.offset & 0xFF) })
    }

    @Test(
        "receiving a body costs time linear in its size: 20 MB within 20 times 2 MB, plus slack",
        arguments: listeners)
    func linearBody(listener: TestServer.Listener) async throws {
        let server = try await TestServer.scope()
        let loader = loader(server, timeout: 120, limit: 64 * 1024 * 1024)
        func elapsed(_ bytes: Int) async throws -> Duration {
            let started = ContinuousClock.now
            let data = try await loader.loadData(
                from: server.url("/sized/linear-\(bytes)?bytes=\(bytes)", on: listener)
            ) { _ in }
            #expect(data.count == bytes)
            return ContinuousClock.now - started
        }
        let small = try await elapsed(2_000_000)
        let large = try await elapsed(20_000_000)
        #expect(large < small * 20 + .seconds(2), "2 MB took \(small), 20 MB took \(large)")
    }

    /// Waits for the server to record that the endless response at `path` lost its client, and
    /// returns the bytes it had sent.
    func waitForEnd(of path: String, on server: ServerScope) async throws -> Int {
        var sent: Int?
        try await waitUntil("the server to see the client leave \(path)", pollingEvery: .milliseconds(50)) {
            sent = try await server.stats().ended[path]
            return sent != nil
        }
        return sent ?? .max
    }
}
