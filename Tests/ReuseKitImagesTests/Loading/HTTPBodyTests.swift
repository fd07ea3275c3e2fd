import Foundation
import ReuseKitImages
import Synchronization
import Testing

/// Bodies as a hostile or careless server sends them: endless, trickling, large.
@Suite("HTTP bodies", .serialized)
struct HTTPBodyTests {
    static let endlessRoutes = [
        "/endless/fast-chunked?chunked=1", "/endless/fast-unsized",
    ]

    /// The socket client (the default for `http://`) and URLSession (which carries `https://`).
    static let transports: [HTTPDataLoader.Transport] = [.automatic, .urlSession]

    func loader(timeout: TimeInterval, limit: Int, transport: HTTPDataLoader.Transport = .automatic)
        -> HTTPDataLoader
    {
        HTTPDataLoader(
            configuration: .init(timeout: timeout, retryPolicy: .none, maximumBodySize: limit),
            transport: transport)
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
        arguments: transports, endlessRoutes)
    func endlessFastBody(transport: HTTPDataLoader.Transport, route: String) async throws {
        let server = try await TestServer.scope()
        let url = server.url(route)
        // The default limit for the socket client; URLSession, slower to wind a transfer down, gets a
        // smaller one so that it does not load the machine for the tests running beside it.
        let limit = (transport == .automatic ? 64 : 16) * 1024 * 1024
        let largest = Mutex<Int64>(0)
        let result = await load(loader(timeout: 60, limit: limit, transport: transport), url) { progress in
            largest.withLock { $0 = max($0, progress.completed) }
        }
        #expect(result == .failure(.bodyTooLarge(url, limit: limit)))
        #expect(largest.withLock { $0 } <= Int64(limit), "never more than the limit in memory")
        let path = String(route.prefix { $0 != "?" })
        let sent = try await waitForEnd(of: path, on: server)
        // The socket client closes the connection at once: the server can only have sent what the
        // kernel's socket buffers hold on top of the limit. (URLSession on Linux winds a cancelled
        // task down on its own queue, reading on meanwhile; the bytes are dropped, not kept.)
        if transport == .automatic {
            #expect(sent <= limit + 32 * 1024 * 1024, "the server sent \(sent) bytes before the client left")
        }
    }

    @Test(
        "an endless body that trickles in ends with a timeout at the attempt's deadline",
        arguments: transports,
        ["/endless/slow-chunked?chunked=1&interval=20", "/endless/slow-unsized?interval=20"])
    func endlessSlowBody(transport: HTTPDataLoader.Transport, route: String) async throws {
        let server = try await TestServer.scope()
        let url = server.url(route)
        let started = ContinuousClock.now
        let result = await load(loader(timeout: 1, limit: 1024 * 1024, transport: transport), url) { _ in }
        #expect(result == .failure(.timeout(url)))
        #expect(ContinuousClock.now - started < .seconds(15))
        _ = try await waitForEnd(of: String(route.prefix { $0 != "?" }), on: server)
    }

    @Test("a body that declares more than the limit is refused before it is read")
    func declaredTooLarge() async throws {
        let server = try await TestServer.scope()
        let url = server.url("/sized/declared?bytes=3000000")
        #expect(
            await load(loader(timeout: 10, limit: 1_000_000), url) { _ in }
                == .failure(.bodyTooLarge(url, limit: 1_000_000)))
    }

    @Test(
        "bodies of every framing arrive whole, byte for byte",
        arguments: [
            "/sized/framed?bytes=200000", "/sized/framed?bytes=200000&chunked=1", "/sized/empty?bytes=0",
        ])
    func framings(route: String) async throws {
        let server = try await TestServer.scope()
        let data = try await loader(timeout: 10, limit: 1_000_000).loadData(from: server.url(route)) { _ in }
        let expected = route.contains("empty") ? 0 : 200_000
        #expect(data.count == expected)
        #expect(data.enumerated().allSatisfy { $0.element == UInt8($0.offset & 0xFF) })
    }

    @Test(
        "receiving a body costs time linear in its size: 20 MB within 20 times 2 MB, plus slack",
        arguments: transports)
    func linearBody(transport: HTTPDataLoader.Transport) async throws {
        let server = try await TestServer.scope()
        let loader = loader(timeout: 120, limit: 64 * 1024 * 1024, transport: transport)
        func elapsed(_ bytes: Int) async throws -> Duration {
            let started = ContinuousClock.now
            let data = try await loader.loadData(
                from: server.url("/sized/linear-\(transport)-\(bytes)?bytes=\(bytes)")
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
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            if let sent = try await server.stats().ended[path] { return sent }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("the server never saw the client leave \(path) within 60 s")
        return .max
    }
}
