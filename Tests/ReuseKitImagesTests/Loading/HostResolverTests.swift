import Foundation
import ReuseKitImages
import Synchronization
import Testing

/// Name lookups happen within the attempt's deadline, whatever the name server does.
@Suite("Host name resolution", .timeLimit(.minutes(1)))
struct HostResolverTests {
    @Test(
        "a lookup that never answers fails with a timeout at the attempt's deadline",
        arguments: ["http", "https"])
    func hungLookup(scheme: String) async throws {
        let server = try await TestServer.scope()
        let gate = DispatchSemaphore(value: 0)
        let lookups = Mutex(0)
        let hung = HostResolver { host, _ in
            lookups.withLock { $0 += 1 }
            _ = gate.wait(timeout: .now() + 60)
            return .failure(.cannotResolve(host: host, reason: "released by the test"))
        }
        defer { gate.signal() }
        let url = try #require(URL(string: "\(scheme)://localhost:1/image/hung"))
        let loader = server.loader(.init(timeout: 0.5, retryPolicy: .none), resolver: hung)
        let started = ContinuousClock.now
        let result: Result<Data, ImagePipelineError>
        do {
            result = .success(try await loader.loadData(from: url) { _ in })
        } catch {
            result = .failure(error)
        }
        let elapsed = ContinuousClock.now - started
        #expect(result == .failure(.timeout(url)))
        // The lower bound is the deadline; the upper one is loose, since in a full parallel run other
        // suites can keep the cooperative threads busy for seconds before this task resumes.
        #expect(elapsed >= .milliseconds(500) && elapsed < .seconds(30), "took \(elapsed)")
        #expect(lookups.withLock { $0 } == 1)
    }

    @Test("a lookup that answers within the deadline is the one the request connects to")
    func slowLookup() async throws {
        let server = try await TestServer.scope()
        let asked = Mutex<[String]>([])
        let slow = HostResolver { host, port in
            asked.withLock { $0.append(host) }
            Thread.sleep(forTimeInterval: 0.2)
            return HostResolver.system.resolve("127.0.0.1", port)
        }
        let loader = server.loader(.init(timeout: 5, retryPolicy: .none), resolver: slow)
        let url = server.url("/image/slow-lookup?tag=12", on: .https, host: "localhost")
        let data = try await loader.loadData(from: url) { _ in }
        #expect(Fixtures.tag(of: try PNGDecoder().decode(data, options: ImageDecodingOptions())) == 12)
        #expect(asked.withLock { $0 } == ["localhost"])
    }

    @Test("cancelling the request during a hung lookup ends it at once")
    func cancelledLookup() async throws {
        let server = try await TestServer.scope()
        let gate = DispatchSemaphore(value: 0)
        let hung = HostResolver { host, _ in
            _ = gate.wait(timeout: .now() + 60)
            return .failure(.cannotResolve(host: host, reason: "released by the test"))
        }
        defer { gate.signal() }
        let loader = server.loader(.init(timeout: 30, retryPolicy: .none), resolver: hung)
        let url = try #require(URL(string: "https://localhost:1/image/cancelled"))
        let task = Task { () -> ImagePipelineError? in
            do throws(ImagePipelineError) {
                _ = try await loader.loadData(from: url) { _ in }
                return nil
            } catch {
                return error
            }
        }
        try await Task.sleep(for: .milliseconds(100))
        let started = ContinuousClock.now
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(ContinuousClock.now - started < .seconds(30))
    }
}
