import Foundation
import ReuseKitCore
import ReuseKitImages
import TestSupport
import Testing

/// Servers that never stop sending: every deadline, cancellation and limit holds all the same.
@Suite("HTTP floods", .timeLimit(.minutes(1)))
struct HTTPFloodTests {
    static let listeners: [TestServer.Listener] = [.http, .https]

    func load(_ loader: HTTPDataLoader, _ url: URL) async -> Result<Data, ImagePipelineError> {
        do {
            return .success(try await loader.loadData(from: url, progress: { _ in }))
        } catch {
            return .failure(error)
        }
    }

    /// The limit that `result` carries as the cause of a network error, if it does.
    func limit(_ result: Result<Data, ImagePipelineError>) -> HTTPClientError.ResponseLimit? {
        guard case .failure(.network(_, let cause)) = result,
            case .limitExceeded(let limit)? = cause.error as? HTTPClientError
        else { return nil }
        return limit
    }

    /// Loads the flood of `kind` with a 1 s timeout; returns the result and how long it took,
    /// once the server has seen the client leave.
    func flood(_ kind: String, on listener: TestServer.Listener) async throws -> (
        url: URL, result: Result<Data, ImagePipelineError>, elapsed: Duration
    ) {
        let server = try await TestServer.scope()
        let url = server.url("/flood/\(kind)?kind=\(kind)", on: listener)
        let started = ContinuousClock.now
        let result = await load(server.loader(.init(timeout: 1, retryPolicy: .none)), url)
        let elapsed = ContinuousClock.now - started
        try await waitUntil(
            timeout: 10, "the server to see the client leave", pollingEvery: .milliseconds(50)
        ) {
            try await server.stats().ended["/flood/\(kind)"] != nil
        }
        return (url, result, elapsed)
    }

    @Test("endless 100 Continue heads fail at the limit on informational responses", arguments: listeners)
    func endlessContinue(listener: TestServer.Listener) async throws {
        let (_, result, elapsed) = try await flood("continue", on: listener)
        #expect(limit(result) == .informationalResponses(5), "got \(result)")
        #expect("\(result)".contains("more than 5 informational (1xx) responses"))
        #expect(elapsed < .seconds(5), "took \(elapsed)")
    }

    @Test("a head whose header lines never end fails at the limit on header fields", arguments: listeners)
    func endlessHeaderLines(listener: TestServer.Listener) async throws {
        let (_, result, elapsed) = try await flood("headers", on: listener)
        #expect(limit(result) == .headerFields(256), "got \(result)")
        #expect(elapsed < .seconds(5), "took \(elapsed)")
    }

    @Test("a trailer that never ends fails at the limit on trailer fields", arguments: listeners)
    func endlessTrailers(listener: TestServer.Listener) async throws {
        let (_, result, elapsed) = try await flood("trailers", on: listener)
        #expect(limit(result) == .trailerFields(256), "got \(result)")
        #expect(elapsed < .seconds(5), "took \(elapsed)")
    }

    @Test(
        "a body that grows too slowly to reach its limit but never stops coming ends at the deadline",
        arguments: listeners)
    func endlessChunkExtensions(listener: TestServer.Listener) async throws {
        let (url, result, elapsed) = try await flood("extensions", on: listener)
        #expect(result == .failure(.timeout(url)))
        #expect(elapsed >= .seconds(1) && elapsed < .seconds(5), "took \(elapsed)")
    }

    @Test("cancelling a request whose server never stops sending ends it at once", arguments: listeners)
    func cancelledFlood(listener: TestServer.Listener) async throws {
        let server = try await TestServer.scope()
        let url = server.url("/flood/cancelled?kind=extensions", on: listener)
        let loader = server.loader(.init(timeout: 30, retryPolicy: .none))
        let task = Task { await load(loader, url) }
        try await waitUntil(timeout: 10, "the server to receive the request", pollingEvery: .milliseconds(20))
        {
            try await server.stats().count("/flood/cancelled") == 1
        }
        try await Task.sleep(for: .milliseconds(200))
        let started = ContinuousClock.now
        task.cancel()
        #expect(await task.value == .failure(.cancelled))
        let elapsed = ContinuousClock.now - started
        #expect(elapsed < .seconds(3), "took \(elapsed)")
    }

    @Test("a good image asked for after floods that fill every load slot arrives once their deadlines pass")
    func slotsFreeUp() async throws {
        let server = try await TestServer.scope()
        let pipeline = PipelineFactory.make(
            memoryCache: nil, retry: .none, timeout: 1, maximumConcurrentLoads: 2)
        let started = ContinuousClock.now
        let floods = (0..<2).map { index in
            let request = ImageRequest(url: server.url("/flood/slot-\(index)?kind=extensions"))
            return Task { await PipelineFactory.outcome(pipeline, request) }
        }
        try await waitUntil(timeout: 10, "both floods to start", pollingEvery: .milliseconds(20)) {
            let counts = try await server.stats().counts
            return counts["/flood/slot-0"] == 1 && counts["/flood/slot-1"] == 1
        }
        let good = await PipelineFactory.outcome(
            pipeline, ImageRequest(url: server.url("/image/after-floods?tag=31")))
        let elapsed = ContinuousClock.now - started
        #expect((try? good.get()).map(Fixtures.tag) == 31, "got \(good)")
        #expect(elapsed < .seconds(6), "the good image took \(elapsed)")
        for flood in floods {
            guard case .failure(.timeout) = await flood.value else {
                Issue.record("expected a flood to time out")
                continue
            }
        }
    }
}
