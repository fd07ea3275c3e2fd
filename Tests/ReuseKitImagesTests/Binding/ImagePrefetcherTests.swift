import Foundation
import ReuseKitImages
import TestSupport
import Testing

extension BindingTests {
    @Suite("Prefetching")
    @MainActor
    struct ImagePrefetcherTests {
        @Test("rows leaving the prefetch set are cancelled; a visible row keeps the work it joined")
        func prefetchSetFollowsTheRange() async throws {
            let server = try await TestServer.scope()
            let pipeline = PipelineFactory.make()
            let prefetcher = ImagePrefetcher(pipeline: pipeline)
            let binder = ImageBinder(pipeline: pipeline)
            func request(_ row: Int) -> ImageRequest {
                ImageRequest(url: server.url("/hold/prefetch-\(row)?tag=\(row)"))
            }
            prefetcher.updatePrefetchSet((0..<10).map(request))
            #expect(prefetcher.prefetchingKeys.count == 10)
            try await waitUntil { await pipeline.operationCount == 10 }
            prefetcher.updatePrefetchSet((5..<15).map(request))
            #expect(prefetcher.prefetchingKeys == Set((5..<15).map { request($0).cacheKey }))

            let target = RecordingTarget()
            target.boundRow = 7
            binder.load(request(7), into: target)
            prefetcher.updatePrefetchSet([])
            #expect(prefetcher.prefetchingKeys.isEmpty)
            try await waitUntil { await pipeline.operationCount == 1 }
            for row in 0..<15 { try await server.release("prefetch-\(row)") }
            try await waitUntil { binder.pendingCount == 0 }
            #expect(target.shownRow == 7)
            // Once no operation is left, nothing can still land in the cache.
            try await waitUntil("every operation finished or cancelled") {
                await pipeline.operationCount == 0
            }
            for row in 0..<15 where row != 7 {
                #expect(
                    pipeline.cachedImage(for: request(row)) == nil, "row \(row) should have been cancelled")
            }
            // Requests cancelled before their operation started never start one.
            let metrics = pipeline.metrics
            #expect(metrics.operationsCancelled == metrics.operationsStarted - 1)
            #expect(metrics.decodes == 1)
            #expect(await pipeline.operationCount == 0)
        }

        @Test("finished prefetches fill the memory cache and leave the set")
        func prefetchWarmsTheCache() async throws {
            let server = try await TestServer.scope()
            let pipeline = PipelineFactory.make()
            let prefetcher = ImagePrefetcher(pipeline: pipeline)
            let requests = (0..<5).map { ImageRequest(url: server.url("/image/warm-\($0)?tag=\($0)")) }
            prefetcher.startPrefetching(for: requests)
            try await waitUntil { prefetcher.prefetchingKeys.isEmpty }
            for (row, request) in requests.enumerated() {
                #expect(pipeline.cachedImage(for: request).map(Fixtures.tag) == row)
            }
            prefetcher.startPrefetching(for: requests)
            #expect(prefetcher.prefetchingKeys.isEmpty, "cached images are not prefetched again")
        }
    }
}
