import Foundation
import ReuseKitCore

/// Loads, decodes and caches images for cells: one per app (or per screen), no singleton.
///
/// Requests for one cache key share one fetch and one decode. Fetching, decoding and disk I/O run
/// off the main actor and off this actor, which only coordinates: it keeps the operations in
/// flight, their waiting tasks and the priority queues for load and decode slots.
///
/// ```swift
/// let pipeline = ImagePipeline()
/// let image = try await pipeline.image(for: ImageRequest(url: url))
/// ```
public actor ImagePipeline {
    /// What this pipeline is made of.
    public nonisolated let configuration: Configuration

    var operations: [ImageCacheKey: ImageOperation] = [:]
    /// Waiters are resumed with `true` when granted a slot, `false` when withdrawn.
    var loadSlots: PriorityLimiter<CheckedContinuation<Bool, Never>>
    var decodeSlots: PriorityLimiter<CheckedContinuation<Bool, Never>>
    var nextOperationID: UInt64 = 0
    nonisolated let counters = Locked(Metrics())

    /// Creates a pipeline.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        loadSlots = PriorityLimiter(limit: configuration.maximumConcurrentLoads)
        decodeSlots = PriorityLimiter(limit: configuration.maximumConcurrentDecodes)
    }

    /// The memory cache, for synchronous lookups and trimming.
    public nonisolated var memoryCache: ImageMemoryCache? { configuration.memoryCache }

    /// What the pipeline did so far.
    public nonisolated var metrics: Metrics { counters.withLock { $0 } }

    /// Starts loading `request` and returns its handle at once; a memory-cache hit, or a URL
    /// whose scheme the request's source does not allow (`.schemeNotAllowed`), is finished
    /// before this returns.
    public nonisolated func imageTask(
        with request: ImageRequest, progress: (@Sendable (LoadingProgress) -> Void)? = nil
    ) -> ImageTask {
        let task = ImageTask(request: request, pipeline: self, progressHandler: progress)
        counters.withLock { $0.requests += 1 }
        // Before the memory cache too: an image the app loaded from its own file must not reach
        // a request that came from a server.
        if let refusal = request.refusal {
            counters.withLock { $0.refusedRequests += 1 }
            task.complete(.failure(refusal))
            return task
        }
        if let image = configuration.memoryCache?.image(for: request.cacheKey) {
            counters.withLock { $0.memoryCacheHits += 1 }
            task.complete(.success(image))
            return task
        }
        Task { await self.start(task) }
        return task
    }

    /// Loads the image for `request`; cancelling the calling task cancels this request.
    public nonisolated(nonsending) func image(for request: ImageRequest) async throws(ImagePipelineError)
        -> Image
    {
        if let image = cachedImage(for: request) {
            counters.withLock {
                $0.requests += 1
                $0.memoryCacheHits += 1
            }
            return image
        }
        let task = imageTask(with: request)
        let result = await withTaskCancellationHandler {
            await task.result
        } onCancel: {
            task.cancel()
        }
        return try result.get()
    }

    /// The memory-cached image for `request`, without starting anything (never one its source
    /// may not load).
    /// - Complexity: O(1)
    public nonisolated func cachedImage(for request: ImageRequest) -> Image? {
        guard request.refusal == nil else { return nil }
        return configuration.memoryCache?.image(for: request.cacheKey)
    }

    /// The number of shared operations in flight.
    public var operationCount: Int { operations.count }

    /// The operations waiting for a load slot and the priority each waits with.
    package var queuedLoads: [ImageCacheKey: ImageRequest.Priority] {
        operations.compactMapValues { loadSlots.priority(of: $0.id) }
    }
}
