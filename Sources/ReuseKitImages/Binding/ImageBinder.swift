import ReuseKitCore

/// Loads images into reusable targets (cells) so that a late result can never land in the wrong
/// one.
///
/// Binding a target to a request cancels the load it had before; every load carries an ownership
/// token, and a result is shown only if the target is still bound to that same token. A
/// memory-cached image is shown synchronously, in the same frame the cell is configured.
///
/// ```swift
/// let binder = ImageBinder(pipeline: pipeline, options: .init(placeholder: placeholder))
/// binder.load(ImageRequest(url: row.avatarURL), into: cell.imageTarget)   // cellForRowAt
/// binder.cancelLoad(for: cell.imageTarget)                               // didEndDisplaying
/// ```
///
/// When loads start is the list's decision, not the binder's: `ListController.imageLoadingMode`
/// binds visible cells only once scrolling stops, or at once.
@MainActor
public final class ImageBinder {
    private enum Phase {
        case loading(ImageTask)
        case loaded
        case failed
    }

    private struct Binding {
        weak var target: (any ImageLoadingTarget)?
        let request: ImageRequest
        let token: UInt64
        var phase: Phase

        var isFailed: Bool {
            if case .failed = phase { return true }
            return false
        }

        func cancel() {
            if case .loading(let task) = phase { task.cancel() }
        }
    }

    /// The pipeline loads go through.
    public let pipeline: ImagePipeline
    /// Placeholder, failure image and priority.
    public var options: Options

    private var bindings: [ObjectIdentifier: Binding] = [:]
    private var nextToken: UInt64 = 0
    private var pruneThreshold = 64

    /// Creates a binder.
    public init(pipeline: ImagePipeline, options: Options = Options()) {
        self.pipeline = pipeline
        self.options = options
    }

    /// Binds `target` to `request` (`nil` clears it): the previous load is cancelled, a cached
    /// image is shown at once, otherwise the placeholder until the load finishes. Binding the
    /// request the target already has does nothing.
    public func load(_ request: ImageRequest?, into target: any ImageLoadingTarget) {
        let id = ObjectIdentifier(target)
        if let existing = bindings[id], existing.target === target {
            if let request, existing.request.cacheKey == request.cacheKey, !existing.isFailed { return }
            existing.cancel()
        }
        bindings[id] = nil
        guard let request else {
            target.display(.empty)
            return
        }
        pruneIfNeeded()
        if let image = pipeline.cachedImage(for: request) {
            nextToken += 1
            bindings[id] = Binding(target: target, request: request, token: nextToken, phase: .loaded)
            target.display(.image(image))
            return
        }
        target.display(.placeholder(options.placeholder))
        start(request, into: target)
    }

    /// Binds `target` to `request` only if its image is in the memory cache, showing it at once
    /// and starting no load (for lists that load only once scrolling stops); returns whether it
    /// did. Otherwise `target`'s load is cancelled and what it shows is left as it is.
    @discardableResult
    public func showCachedImage(_ request: ImageRequest?, in target: any ImageLoadingTarget) -> Bool {
        cancelLoad(for: target)
        guard let request, pipeline.cachedImage(for: request) != nil else { return false }
        load(request, into: target)
        return true
    }

    /// Cancels `target`'s load and forgets it, leaving what it shows (call when a cell leaves the
    /// screen or is about to be reused).
    public func cancelLoad(for target: any ImageLoadingTarget) {
        let id = ObjectIdentifier(target)
        guard let binding = bindings[id], binding.target === target else { return }
        binding.cancel()
        bindings[id] = nil
    }

    /// Loads `target`'s request again if its last load failed.
    public func retry(_ target: any ImageLoadingTarget) {
        let id = ObjectIdentifier(target)
        guard let binding = bindings[id], binding.target === target, binding.isFailed else { return }
        target.display(.placeholder(options.placeholder))
        start(binding.request, into: target)
    }

    /// Loads again every bound target whose last load failed.
    public func retryFailedLoads() {
        for (_, binding) in bindings where binding.isFailed {
            if let target = binding.target { retry(target) }
        }
    }

    /// The request `target` is bound to.
    public func request(for target: any ImageLoadingTarget) -> ImageRequest? {
        let binding = bindings[ObjectIdentifier(target)]
        return binding?.target === target ? binding?.request : nil
    }

    /// Targets bound and not yet showing their image or failure.
    public var pendingCount: Int {
        bindings.values.count { binding in
            switch binding.phase {
            case .loading: binding.target != nil
            case .loaded, .failed: false
            }
        }
    }

    private func start(_ request: ImageRequest, into target: any ImageLoadingTarget) {
        let id = ObjectIdentifier(target)
        var prioritized = request
        prioritized.priority = options.priority
        let task = pipeline.imageTask(with: prioritized)
        nextToken += 1
        let token = nextToken
        bindings[id] = Binding(target: target, request: request, token: token, phase: .loading(task))
        Task { [weak self] in
            let result = await task.result
            self?.complete(id, token: token, result: result)
        }
    }

    private func complete(_ id: ObjectIdentifier, token: UInt64, result: Result<Image, ImagePipelineError>) {
        // The ownership check: a result for a token the target no longer holds is dropped.
        guard var binding = bindings[id], binding.token == token else { return }
        guard let target = binding.target else {
            bindings[id] = nil
            return
        }
        switch result {
        case .success(let image):
            binding.phase = .loaded
            bindings[id] = binding
            target.display(.image(image))
        case .failure(.cancelled):
            return
        case .failure(let error):
            binding.phase = .failed
            bindings[id] = binding
            target.display(.failure(options.failureImage, error))
        }
    }

    /// Drops bindings whose targets were deallocated, once the table has doubled since the last
    /// sweep, so the sweep costs O(1) amortised per load.
    private func pruneIfNeeded() {
        guard bindings.count >= pruneThreshold else { return }
        for (id, binding) in bindings where binding.target == nil {
            binding.cancel()
            bindings[id] = nil
        }
        pruneThreshold = max(64, bindings.count * 2)
    }
}
