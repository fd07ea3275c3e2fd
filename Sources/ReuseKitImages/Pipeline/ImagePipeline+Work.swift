import Foundation
import ReuseKitCore

/// What the work of one operation needs, handed to a detached task.
struct WorkContext: Sendable {
    let id: UInt64
    let request: ImageRequest
    let progress: ProgressRelay
}

/// The work itself: fetch (disk cache, then loader), decode, store. It runs in a detached task,
/// off the main actor and off the pipeline actor, visiting the actor only for slots.
extension ImagePipeline {
    nonisolated func produce(_ context: WorkContext) async -> Result<Image, ImagePipelineError> {
        do {
            return .success(try await fetchAndDecode(context))
        } catch {
            return .failure(error)
        }
    }

    private nonisolated func fetchAndDecode(_ context: WorkContext) async throws(ImagePipelineError) -> Image
    {
        let dataKey = context.request.dataCacheKey
        if let disk = configuration.diskCache, let data = await disk.data(for: dataKey) {
            counters.withLock { $0.diskCacheHits += 1 }
            do {
                return try await decodeAndStore(data, context, writeToDisk: false)
            } catch .decodingFailed, .invalidData {
                // The entry passed its checksum but does not decode: drop it and fetch afresh.
                await disk.removeData(for: dataKey)
            }
        }
        let data = try await load(context)
        return try await decodeAndStore(data, context, writeToDisk: true)
    }

    private nonisolated func load(_ context: WorkContext) async throws(ImagePipelineError) -> Data {
        try await acquire(.load, for: context)
        counters.withLock { $0.dataLoads += 1 }
        let result: Result<Data, ImagePipelineError>
        do {
            result = .success(
                try await configuration.dataLoader.loadData(
                    from: context.request.url, progress: context.progress.report))
        } catch {
            result = .failure(error)
        }
        await release(.load)
        return try result.get()
    }

    private nonisolated func decodeAndStore(_ data: Data, _ context: WorkContext, writeToDisk: Bool)
        async throws(ImagePipelineError) -> Image
    {
        if Task.isCancelled { throw .cancelled }
        try await acquire(.decode, for: context)
        counters.withLock { $0.decodes += 1 }
        let options = ImageDecodingOptions(
            thumbnail: context.request.thumbnail, pixelBudget: configuration.pixelBudget)
        let result = Result { () throws(ImageDecodingError) in
            try configuration.decoders.decode(data, options: options)
        }
        await release(.decode)
        let image = try result.mapError(ImagePipelineError.init).get()
        // Only bytes that decoded are worth keeping.
        if writeToDisk, let disk = configuration.diskCache {
            await disk.store(data, for: context.request.dataCacheKey)
        }
        configuration.memoryCache?.insert(image, for: context.request.cacheKey)
        return image
    }
}
