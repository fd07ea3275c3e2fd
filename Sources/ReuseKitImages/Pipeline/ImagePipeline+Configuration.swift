import Foundation
import ReuseKitCore

extension ImagePipeline {
    /// What a pipeline is made of and its limits.
    public struct Configuration: Sendable {
        /// Fetches bytes; by default files and HTTP(S).
        public var dataLoader: any DataLoading
        /// Turns bytes into images; by default PNG and JPEG.
        public var decoders: ImageDecoderRegistry
        /// Decoded images by cache key; `nil` disables memory caching.
        public var memoryCache: ImageMemoryCache?
        /// Original bytes by URL; `nil` (the default) disables disk caching.
        public var diskCache: DiskCache?
        /// The most pixels an image may declare; larger ones fail with `.tooLarge` before any
        /// allocation.
        public var pixelBudget: Int
        /// Fetches running at once; more wait, highest priority first.
        public var maximumConcurrentLoads: Int
        /// Decodes running at once; more wait, highest priority first.
        public var maximumConcurrentDecodes: Int

        /// Creates a configuration.
        public init(
            dataLoader: any DataLoading = DataLoader(), decoders: ImageDecoderRegistry = .standard,
            memoryCache: ImageMemoryCache? = ImageMemoryCache(), diskCache: DiskCache? = nil,
            pixelBudget: Int = ImageDecodingOptions.defaultPixelBudget, maximumConcurrentLoads: Int = 6,
            maximumConcurrentDecodes: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)
        ) {
            precondition(pixelBudget > 0, "the pixel budget must be positive")
            precondition(
                maximumConcurrentLoads > 0 && maximumConcurrentDecodes > 0,
                "concurrency limits must be positive")
            self.dataLoader = dataLoader
            self.decoders = decoders
            self.memoryCache = memoryCache
            self.diskCache = diskCache
            self.pixelBudget = pixelBudget
            self.maximumConcurrentLoads = maximumConcurrentLoads
            self.maximumConcurrentDecodes = maximumConcurrentDecodes
        }
    }

    /// Counters of what a pipeline did since it was created.
    public struct Metrics: Sendable, Hashable {
        /// Image tasks created.
        public var requests = 0
        /// Requests refused because their source does not allow their URL's scheme.
        public var refusedRequests = 0
        /// Requests answered from the memory cache without any work.
        public var memoryCacheHits = 0
        /// Requests that joined work already in flight for the same key.
        public var coalescedRequests = 0
        /// Shared operations started (one per key in flight).
        public var operationsStarted = 0
        /// Operations stopped because every requester cancelled.
        public var operationsCancelled = 0
        /// Original bytes read from the disk cache.
        public var diskCacheHits = 0
        /// Calls to the data loader (retries inside it not counted).
        public var dataLoads = 0
        /// Decodes performed.
        public var decodes = 0
    }
}
