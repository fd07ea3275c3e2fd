/// Warms the caches for rows about to appear, at low priority, and cancels what leaves the
/// prefetch range.
///
/// A visible cell asking for the same image joins the prefetch's work, which then runs at the
/// cell's (higher) priority; cancelling the prefetch leaves that work running for the cell.
@MainActor
public final class ImagePrefetcher {
    /// The pipeline prefetches go through.
    public let pipeline: ImagePipeline
    /// The priority prefetches run at.
    public var priority: ImageRequest.Priority

    private var tasks: [ImageCacheKey: ImageTask] = [:]

    /// Creates a prefetcher.
    public init(pipeline: ImagePipeline, priority: ImageRequest.Priority = .low) {
        self.pipeline = pipeline
        self.priority = priority
    }

    /// Starts loading `requests` that are neither cached nor already prefetching.
    public func startPrefetching(for requests: some Sequence<ImageRequest>) {
        for var request in requests {
            let key = request.cacheKey
            guard tasks[key] == nil, pipeline.cachedImage(for: request) == nil else { continue }
            request.priority = priority
            let task = pipeline.imageTask(with: request)
            tasks[key] = task
            Task { [weak self] in
                _ = await task.result
                self?.finished(key, task)
            }
        }
    }

    /// Cancels the prefetches of `requests`.
    public func stopPrefetching(for requests: some Sequence<ImageRequest>) {
        for request in requests {
            tasks.removeValue(forKey: request.cacheKey)?.cancel()
        }
    }

    /// Makes `requests` the whole prefetch set: starts the new ones, cancels those that left.
    public func updatePrefetchSet(_ requests: some Sequence<ImageRequest>) {
        let wanted = Dictionary(requests.map { ($0.cacheKey, $0) }, uniquingKeysWith: { first, _ in first })
        for (key, task) in tasks where wanted[key] == nil {
            task.cancel()
            tasks[key] = nil
        }
        startPrefetching(for: wanted.values)
    }

    /// Cancels every prefetch.
    public func stopAll() {
        for task in tasks.values { task.cancel() }
        tasks.removeAll()
    }

    /// The cache keys being prefetched.
    public var prefetchingKeys: Set<ImageCacheKey> { Set(tasks.keys) }

    private func finished(_ key: ImageCacheKey, _ task: ImageTask) {
        if tasks[key] === task { tasks[key] = nil }
    }
}
