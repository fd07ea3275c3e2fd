/// Load-more as a pure state machine, driven by the content and viewport lengths and the offset.
///
/// It triggers when the distance left to the end is within ``triggerScreens`` viewports while
/// moving toward the end, or at once when the content is shorter than the viewport; never while
/// a load is in flight. After a load it re-arms only once a *different* content length is seen
/// (each request remembers the length it was made at), so the stale content size that makes
/// MJRefresh and Texture fire twice cannot trigger again.
///
/// The machine knows one edge, the end it loads toward. Loading at the top (the pages before the
/// first row) is the same machine fed the mirrored offset, `contentLength − viewportLength −
/// offset`, so that the room left to the top is what it measures, and "toward the end" means up.
public struct LoadMoreStateMachine: Sendable {
    /// How many viewports before the end a load starts (Texture's default is 2).
    public var triggerScreens: Double
    /// The current phase.
    public private(set) var state: LoadMoreState = .idle
    /// Increases with every load started or invalidated; completions of other generations are
    /// ignored.
    public private(set) var generation = 0
    /// The content length a load (or failure) left behind; no new load starts at that length.
    private var staleContentLength: Double?
    /// Whether the end zone was left since a failure, so approaching again retries.
    private var leftZoneSinceFailure = false

    /// Creates an idle machine.
    public init(triggerScreens: Double = 2) {
        precondition(triggerScreens >= 0, "trigger distance cannot be negative")
        self.triggerScreens = triggerScreens
    }

    /// What a transition asks of its owner.
    public enum Action: Equatable, Sendable {
        /// Nothing.
        case none
        /// Load the next page; finish with ``finish(generation:hasMore:)`` or
        /// ``fail(generation:)`` passing this generation.
        case startLoading(generation: Int)
    }

    /// Whether a load is in flight.
    public var isLoading: Bool {
        if case .loading = state { return true }
        return false
    }

    /// Looks at the scroll position; starts a load when the end is near.
    ///
    /// - Parameters:
    ///   - contentLength: the content's length along the scroll axis.
    ///   - viewportLength: the viewport's length.
    ///   - offset: the content offset (top of the viewport).
    ///   - movingTowardEnd: whether the last move was toward the end (or there was none yet).
    ///   - isBlocked: true while something else (a refresh) owns the list.
    /// - Returns: ``Action/startLoading(generation:)`` when a load starts, else ``Action/none``.
    /// - Complexity: O(1).
    public mutating func update(
        contentLength: Double, viewportLength: Double, offset: Double, movingTowardEnd: Bool,
        isBlocked: Bool = false
    ) -> Action {
        let remaining = contentLength - (offset + viewportLength)
        let shortContent = contentLength <= viewportLength
        let inZone = shortContent || remaining <= triggerScreens * viewportLength
        switch state {
        case .loading, .noMoreData:
            return .none
        case .failed:
            if !inZone { leftZoneSinceFailure = true }
            guard inZone, leftZoneSinceFailure, movingTowardEnd || shortContent, !isBlocked else {
                return .none
            }
            return start(contentLength)
        case .idle:
            if let stale = staleContentLength, stale == contentLength { return .none }
            guard inZone, movingTowardEnd || shortContent, !isBlocked else { return .none }
            return start(contentLength)
        }
    }

    private mutating func start(_ contentLength: Double) -> Action {
        generation += 1
        staleContentLength = contentLength
        state = .loading(generation: generation)
        return .startLoading(generation: generation)
    }

    /// The load of `generation` finished; `hasMore` false means the end of the data.
    /// A completion of another generation is ignored.
    public mutating func finish(generation finished: Int, hasMore: Bool) {
        guard case .loading(let current) = state, current == finished else { return }
        state = hasMore ? .idle : .noMoreData
    }

    /// The load of `generation` failed.
    public mutating func fail(generation finished: Int) {
        guard case .loading(let current) = state, current == finished else { return }
        state = .failed
        leftZoneSinceFailure = false
    }

    /// Retries after a failure now (a tap on the error footer).
    public mutating func retry() -> Action {
        guard state == .failed else { return .none }
        return start(staleContentLength ?? -1)
    }

    /// Forgets any load in flight (its completion will be ignored) and returns to idle: what a
    /// refresh does before it replaces the content.
    public mutating func invalidate() {
        generation += 1
        staleContentLength = nil
        state = .idle
    }

    /// Starts over after the content was replaced (a refresh): even "no more data" re-arms,
    /// unless the new content says it is the whole list (`hasMore` false).
    public mutating func reset(hasMore: Bool = true) {
        invalidate()
        if !hasMore { state = .noMoreData }
    }
}
