import Foundation
import ReuseKitImages
import TestSupport
import Testing

@Suite("Pipeline coalescing and cancellation")
struct ImagePipelineCoalescingTests {
    @Test("1,000 concurrent requests for 50 keys make exactly 50 fetches and 50 decodes")
    func coalescesByKey() async throws {
        let server = try await TestServer.scope()
        let pipeline = PipelineFactory.make()
        let urls = (0..<50).map { server.url("/image/coalesce-\($0)?tag=\($0)&delay=100") }
        let wrong = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<1000 {
                let key = index % 50
                group.addTask {
                    let image = try? await pipeline.image(for: ImageRequest(url: urls[key]))
                    return image.map(Fixtures.tag) != key
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(wrong == 0)
        let stats = try await server.stats()
        #expect((0..<50).allSatisfy { stats.count("/image/coalesce-\($0)") == 1 }, "\(stats.counts)")
        #expect(stats.counts.count == 50)
        let metrics = pipeline.metrics
        #expect(metrics.decodes == 50 && metrics.dataLoads == 50 && metrics.operationsStarted == 50)
        #expect(metrics.requests == 1000)
    }

    @Test("shared work goes on while any requester remains, and stops when the last one cancels")
    func cancellationIsShared() async throws {
        let server = try await TestServer.scope()
        let pipeline = PipelineFactory.make()
        let request = ImageRequest(url: server.url("/hold/shared?tag=9"))
        let tasks = (0..<3).map { _ in pipeline.imageTask(with: request) }
        try await waitUntil { await pipeline.operationCount == 1 }
        tasks[0].cancel()
        tasks[1].cancel()
        #expect(await tasks[0].result == .failure(.cancelled))
        try await server.release("shared")
        #expect(try await tasks[2].image == Fixtures.taggedImage(9))
        #expect(try await server.stats().count("/hold/shared") == 1)
        #expect(pipeline.metrics.operationsCancelled == 0)

        let held = ImageRequest(url: server.url("/hold/abandoned?tag=1"))
        let abandoned = (0..<4).map { _ in pipeline.imageTask(with: held) }
        try await waitUntil { await pipeline.operationCount == 1 }
        abandoned.forEach { $0.cancel() }
        for task in abandoned { #expect(await task.result == .failure(.cancelled)) }
        try await waitUntil { await pipeline.operationCount == 0 }
        #expect(await pipeline.operationCount == 0)
        #expect(pipeline.metrics.operationsCancelled == 1)
        try await server.release("abandoned")
        // The operation is gone (counted above): no path is left for the bytes to be cached.
        #expect(pipeline.cachedImage(for: held) == nil, "a cancelled fetch must not complete")
    }

    @Test("cancelling the Swift task that awaits image(for:) cancels the request")
    func structuredCancellation() async throws {
        let server = try await TestServer.scope()
        let pipeline = PipelineFactory.make()
        let request = ImageRequest(url: server.url("/hold/structured"))
        let waiter = Task { await PipelineFactory.outcome(pipeline, request) }
        try await waitUntil { await pipeline.operationCount == 1 }
        waiter.cancel()
        #expect(await waiter.value == .failure(.cancelled))
        try await waitUntil { await pipeline.operationCount == 0 }
        #expect(await pipeline.operationCount == 0)
        try await server.release("structured")
    }

    @Test("queued work starts highest priority first, and raising a priority in flight reorders it")
    func priorities() async throws {
        let server = try await TestServer.scope()
        let pipeline = PipelineFactory.make(maximumConcurrentLoads: 1)
        func request(_ name: String, _ priority: ImageRequest.Priority) -> ImageRequest {
            ImageRequest(url: server.url("/image/\(name)"), priority: priority)
        }
        let blocker = pipeline.imageTask(with: ImageRequest(url: server.url("/hold/blocker")))
        try await waitUntil { await pipeline.operationCount == 1 && pipeline.metrics.dataLoads == 1 }
        let lowA = pipeline.imageTask(with: request("low-a", .low))
        let lowB = pipeline.imageTask(with: request("low-b", .low))
        let raised = pipeline.imageTask(with: request("raised", .veryLow))
        let high = pipeline.imageTask(with: request("high", .high))
        raised.priority = .veryHigh
        let queued: [ImageCacheKey: ImageRequest.Priority] = [
            lowA.request.cacheKey: .low, lowB.request.cacheKey: .low, raised.request.cacheKey: .veryHigh,
            high.request.cacheKey: .high,
        ]
        try await waitUntil { await pipeline.queuedLoads == queued }
        #expect(await pipeline.queuedLoads == queued)
        try await server.release("blocker")
        for task in [blocker, lowA, lowB, raised, high] { _ = try await task.image }
        let log = try await server.stats().log
        #expect(log.first == "/hold/blocker")
        #expect(Array(log.dropFirst().prefix(2)) == ["/image/raised", "/image/high"], "\(log)")
        #expect(Set(log.suffix(2)) == ["/image/low-a", "/image/low-b"])
    }

    @Test("progress reaches every task sharing the work")
    func progressIsShared() async throws {
        let server = try await TestServer.scope()
        let pipeline = PipelineFactory.make()
        let request = ImageRequest(url: server.url("/image/progress?w=64&h=64&delay=100"))
        let first = pipeline.imageTask(with: request)
        let second = pipeline.imageTask(with: request)
        _ = try await first.image
        _ = try await second.image
        for task in [first, second] {
            #expect(task.progress.fraction == 1, "\(task.progress)")
            #expect(task.progress.completed > 0)
        }
    }
}
