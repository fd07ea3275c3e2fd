import Foundation
import ReuseKitImages
import Synchronization
import Testing

@Suite("HTTP loading")
struct HTTPDataLoaderTests {
    let fastRetry = RetryPolicy(
        maxAttempts: 3, initialDelay: 0.01, multiplier: 2, maxDelay: 0.05, jitter: 0.5)

    func loader(timeout: TimeInterval = 5, retry: RetryPolicy? = nil) -> HTTPDataLoader {
        HTTPDataLoader(configuration: .init(timeout: timeout, retryPolicy: retry ?? fastRetry))
    }

    func load(_ loader: HTTPDataLoader, _ url: URL) async -> Result<Data, ImagePipelineError> {
        do {
            return .success(try await loader.loadData(from: url, progress: { _ in }))
        } catch {
            return .failure(error)
        }
    }

    @Test("a 200 response delivers the body and reports progress up to its length")
    func loadsBody() async throws {
        let server = try await TestServer.scope()
        let reports = Mutex<[LoadingProgress]>([])
        let data = try await loader().loadData(from: server.url("/image/ok?tag=7&w=16&h=16")) { progress in
            reports.withLock { $0.append(progress) }
        }
        let image = try PNGDecoder().decode(data, options: ImageDecodingOptions())
        #expect(Fixtures.tag(of: image) == 7 && image.width == 16)
        let last = reports.withLock { $0.last }
        #expect(last == LoadingProgress(completed: Int64(data.count), total: Int64(data.count)))
    }

    @Test("404 is not found and is not retried")
    func notFound() async throws {
        let server = try await TestServer.scope()
        let url = server.url("/status/missing?code=404")
        #expect(await load(loader(), url) == .failure(.notFound(url)))
        #expect(try await server.stats().count("/status/missing") == 1)
    }

    @Test("500 is a server error, retried up to the policy's attempts")
    func serverError() async throws {
        let server = try await TestServer.scope()
        let url = server.url("/status/broken?code=500")
        #expect(await load(loader(), url) == .failure(.serverError(status: 500, url: url)))
        #expect(try await server.stats().count("/status/broken") == 3)
    }

    @Test("a transient 503 is retried with backoff until it succeeds")
    func flakyRecovers() async throws {
        let server = try await TestServer.scope()
        let data = try await loader().loadData(
            from: server.url("/flaky/a?failures=2&tag=3"), progress: { _ in })
        #expect(Fixtures.tag(of: try PNGDecoder().decode(data, options: ImageDecodingOptions())) == 3)
        #expect(try await server.stats().count("/flaky/a") == 3)
    }

    @Test("a response slower than the timeout fails with timeout")
    func timesOut() async throws {
        let server = try await TestServer.scope()
        let url = server.url("/image/slow?delay=5000")
        let started = ContinuousClock.now
        #expect(await load(loader(timeout: 0.3, retry: RetryPolicy.none), url) == .failure(.timeout(url)))
        #expect(ContinuousClock.now - started < .seconds(3))
    }

    @Test("a body shorter than its Content-Length is a network error that keeps its cause")
    func truncatedBody() async throws {
        let server = try await TestServer.scope()
        let url = server.url("/truncated-body/a?w=16&h=16")
        let result = await load(loader(retry: RetryPolicy.none), url)
        guard case .failure(.network(let failed, let cause)) = result,
            case .truncatedBody(let received, let expected?)? = cause.error as? HTTPClientError
        else {
            Issue.record("expected a truncated body as the cause of a network error, got \(result)")
            return
        }
        #expect(failed == url && received == expected / 2)
        #expect("\(result)".contains("truncated body: \(received) of \(expected) bytes"))
    }

    @Test("a refused connection is a network error whose cause is the system's error")
    func connectionRefused() async throws {
        // A port just released by a listener of our own is very likely closed.
        let url = try #require(URL(string: "http://127.0.0.1:\(try Fixtures.closedPort())/image"))
        let result = await load(loader(retry: RetryPolicy.none), url)
        guard case .failure(.network(_, let cause)) = result,
            case .system(let operation, let code)? = cause.error as? HTTPClientError
        else {
            Issue.record("expected the system's error as the cause, got \(result)")
            return
        }
        #expect(operation == "connect" && code == ECONNREFUSED)
        #expect(cause.description.contains("connect failed: Connection refused"))
    }

    @Test("redirects are followed to http(s) only, never to a local file")
    func redirects() async throws {
        let server = try await TestServer.scope()
        let target = server.url("/image/redirected?tag=5").absoluteString
        let encoded = try #require(target.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        let data = try await loader().loadData(from: server.url("/redirect/a?to=\(encoded)")) { _ in }
        #expect(Fixtures.tag(of: try PNGDecoder().decode(data, options: ImageDecodingOptions())) == 5)
        let file = URL(fileURLWithPath: Fixtures.scripts.appendingPathComponent("image_fixtures.py").path)
        let local = try #require(
            file.absoluteString.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        let result = await load(loader(), server.url("/redirect/b?to=\(local)"))
        #expect(result == .failure(.schemeNotAllowed(file, allowed: ["http", "https"])))
    }

    @Test("cancelling the calling task cancels the transfer")
    func cancellation() async throws {
        let server = try await TestServer.scope()
        let url = server.url("/hold/cancel?wait=30")
        let loader = loader()
        let task = Task { await load(loader, url) }
        try await Task.sleep(for: .milliseconds(100))
        let started = ContinuousClock.now
        task.cancel()
        #expect(await task.value == .failure(.cancelled))
        // Far below the 30 s the server holds the response, with room for a loaded machine.
        #expect(ContinuousClock.now - started < .seconds(5))
        try await server.release("cancel")
    }

    @Test("backoff grows by the multiplier up to the cap")
    func backoffSchedule() {
        let policy = RetryPolicy(maxAttempts: 6, initialDelay: 0.5, multiplier: 2, maxDelay: 3, jitter: 0)
        #expect((1...5).map { policy.baseDelay(afterAttempt: $0) } == [0.5, 1, 2, 3, 3])
        #expect(policy.shouldRetry(.serverError(status: 502, url: Fixtures.scripts), afterAttempt: 1))
        #expect(!policy.shouldRetry(.notFound(Fixtures.scripts), afterAttempt: 1))
        #expect(!policy.shouldRetry(.timeout(Fixtures.scripts), afterAttempt: 6))
    }
}
