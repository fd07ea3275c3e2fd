import ReuseKitCore

/// A handle on one image request in flight: its progress, its priority (changeable until it
/// finishes) and a way to cancel it.
///
/// Tasks for the same cache key share one fetch and one decode; cancelling a task ends it at
/// once with `.cancelled`, and the shared work stops only when every task sharing it has been
/// cancelled.
public final class ImageTask: Sendable, Hashable, CustomStringConvertible {
    private struct State {
        var priority: ImageRequest.Priority
        var progress = LoadingProgress.zero
        var result: Result<Image, ImagePipelineError>?
        var waiters: [CheckedContinuation<Result<Image, ImagePipelineError>, Never>] = []
    }

    /// What this task loads.
    public let request: ImageRequest
    private let pipeline: ImagePipeline
    private let progressHandler: (@Sendable (LoadingProgress) -> Void)?
    private let state: Locked<State>

    init(
        request: ImageRequest, pipeline: ImagePipeline,
        progressHandler: (@Sendable (LoadingProgress) -> Void)?
    ) {
        self.request = request
        self.pipeline = pipeline
        self.progressHandler = progressHandler
        state = Locked(State(priority: request.priority))
    }

    /// How urgent the task is; raising it moves queued work ahead (visible cells above prefetch).
    public var priority: ImageRequest.Priority {
        get { state.withLock { $0.priority } }
        set {
            let changed = state.withLock { state in
                guard state.priority != newValue, state.result == nil else { return false }
                state.priority = newValue
                return true
            }
            if changed {
                Task { [pipeline] in await pipeline.priorityChanged(self) }
            }
        }
    }

    /// Bytes received so far by the shared fetch.
    public var progress: LoadingProgress { state.withLock { $0.progress } }

    /// Whether the task has an outcome (an image, an error or cancellation).
    public var isFinished: Bool { state.withLock { $0.result != nil } }

    /// Whether the task ended by cancellation.
    public var isCancelled: Bool {
        state.withLock { state in
            if case .failure(.cancelled) = state.result { return true }
            return false
        }
    }

    /// Ends the task with `.cancelled` (if it has not finished) and withdraws it from the shared
    /// work.
    public func cancel() {
        guard complete(.failure(.cancelled)) else { return }
        Task { [pipeline] in await pipeline.taskCancelled(self) }
    }

    /// Waits for the outcome. Cancelling the waiting Swift task does not cancel this image task
    /// (others may wait on it too); `ImagePipeline.image(for:)` does both.
    public nonisolated(nonsending) var result: Result<Image, ImagePipelineError> {
        get async {
            await withCheckedContinuation { continuation in
                let finished = state.withLock { state in
                    if state.result == nil { state.waiters.append(continuation) }
                    return state.result
                }
                if let finished { continuation.resume(returning: finished) }
            }
        }
    }

    /// Waits for the image.
    public nonisolated(nonsending) var image: Image {
        get async throws(ImagePipelineError) { try await result.get() }
    }

    /// Records the outcome once; later outcomes are ignored. Returns whether this one counted.
    @discardableResult
    func complete(_ result: Result<Image, ImagePipelineError>) -> Bool {
        let waiters = state.withLock {
            state -> [CheckedContinuation<Result<Image, ImagePipelineError>, Never>]? in
            guard state.result == nil else { return nil }
            state.result = result
            defer { state.waiters = [] }
            return state.waiters
        }
        guard let waiters else { return false }
        for waiter in waiters { waiter.resume(returning: result) }
        return true
    }

    func reportProgress(_ progress: LoadingProgress) {
        let isLive = state.withLock { state in
            guard state.result == nil else { return false }
            state.progress = progress
            return true
        }
        if isLive { progressHandler?(progress) }
    }

    /// Tasks are equal only to themselves.
    public static func == (lhs: ImageTask, rhs: ImageTask) -> Bool { lhs === rhs }

    /// Hashes the task's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// A readable description.
    public var description: String { "ImageTask(\(request.cacheKey), priority: \(priority))" }
}
