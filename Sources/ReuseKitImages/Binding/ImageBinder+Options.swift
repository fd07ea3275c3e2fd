import ReuseKitCore

extension ImageBinder {
    /// When a target's load starts.
    public enum LoadingMode: Sendable, Hashable {
        /// As soon as the target is bound.
        case immediately
        /// While the list scrolls, targets show cached images or placeholders; loads start when
        /// `scrollingDidStop()` is called, for the targets still bound (seed 004's behaviour).
        case whenScrollingStops
    }

    /// How a binder presents loads.
    public struct Options: Sendable, Hashable {
        /// When loads start.
        public var mode: LoadingMode
        /// Shown while loading.
        public var placeholder: Image?
        /// Shown when a load fails.
        public var failureImage: Image?
        /// The priority of loads for bound (visible) targets: above the prefetcher's.
        public var priority: ImageRequest.Priority

        /// Creates options.
        public init(
            mode: LoadingMode = .immediately, placeholder: Image? = nil, failureImage: Image? = nil,
            priority: ImageRequest.Priority = .high
        ) {
            self.mode = mode
            self.placeholder = placeholder
            self.failureImage = failureImage
            self.priority = priority
        }
    }
}
