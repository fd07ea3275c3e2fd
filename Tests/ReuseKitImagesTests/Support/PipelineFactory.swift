import Foundation
import ReuseKitCore
import ReuseKitImages

/// Pipelines wired to the real loaders with test-sized timeouts and retries.
enum PipelineFactory {
    static let fastRetry = RetryPolicy(
        maxAttempts: 3, initialDelay: 0.01, multiplier: 2, maxDelay: 0.05, jitter: 0.5)

    static func make(
        memoryCache: ImageMemoryCache? = ImageMemoryCache(costLimit: 64 * 1024 * 1024),
        diskCache: DiskCache? = nil,
        retry: RetryPolicy = fastRetry, timeout: TimeInterval = 5, pixelBudget: Int = 4_000_000,
        maximumConcurrentLoads: Int = 6
    ) -> ImagePipeline {
        let http = HTTPDataLoader(configuration: .init(timeout: timeout, retryPolicy: retry))
        return ImagePipeline(
            configuration: .init(
                dataLoader: DataLoader(loaders: [FileDataLoader(), http]), memoryCache: memoryCache,
                diskCache: diskCache, pixelBudget: pixelBudget, maximumConcurrentLoads: maximumConcurrentLoads
            ))
    }

    /// The outcome of a request, as a value tests can compare.
    static func outcome(_ pipeline: ImagePipeline, _ request: ImageRequest) async -> Result<
        Image, ImagePipelineError
    > {
        do {
            return .success(try await pipeline.image(for: request))
        } catch {
            return .failure(error)
        }
    }
}
