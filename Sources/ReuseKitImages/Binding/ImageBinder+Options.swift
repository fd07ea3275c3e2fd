import ReuseKitCore

extension ImageBinder {
    /// How a binder presents loads.
    public struct Options: Sendable, Hashable {
        /// Shown while loading.
        public var placeholder: Image?
        /// Shown when a load fails.
        public var failureImage: Image?
        /// The priority of loads for bound (visible) targets: above the prefetcher's.
        public var priority: ImageRequest.Priority

        /// Creates options.
        public init(
            placeholder: Image? = nil, failureImage: Image? = nil,
            priority: ImageRequest.Priority = .high
        ) {
            self.placeholder = placeholder
            self.failureImage = failureImage
            self.priority = priority
        }
    }
}
