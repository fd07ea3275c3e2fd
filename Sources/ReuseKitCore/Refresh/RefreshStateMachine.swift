/// Pull-to-refresh as a pure state machine, driven by how far the content is pulled past its top,
/// whether a finger is down, and the time.
///
/// The header's inset is derived from the state, never written into the caller's insets, so
/// ending a refresh can never leave a stale inset behind (a classic MJRefresh/EGO bug).
public struct RefreshStateMachine: Sendable {
    /// How far past the top a pull must reach to arm a refresh.
    public var threshold: Double
    /// The height the header keeps open while refreshing.
    public var headerHeight: Double
    /// How long the header takes to close after a refresh ends, in seconds.
    public var endDuration: Double
    /// The current phase.
    public private(set) var state: RefreshState = .idle
    /// When the last refresh ended (the clock's time), for a "last updated" label.
    public private(set) var lastUpdated: Double?
    /// Increases with every refresh started, so a late completion of an older one is ignored.
    public private(set) var generation = 0

    /// Creates an idle machine.
    public init(threshold: Double = 6, headerHeight: Double = 3, endDuration: Double = 0.25) {
        precondition(
            threshold > 0 && headerHeight >= 0 && endDuration >= 0, "refresh metrics must be positive")
        self.threshold = threshold
        self.headerHeight = headerHeight
        self.endDuration = endDuration
    }

    /// What a transition asks of its owner.
    public enum Action: Equatable, Sendable {
        /// Nothing.
        case none
        /// Start loading; finish with ``endRefreshing(generation:time:)`` passing this generation.
        case startRefresh(generation: Int)
    }

    /// How far the pull goes, from 0 (not pulled) to 1 (armed) and beyond.
    public var progress: Double {
        switch state {
        case .idle: 0
        case .pulling(let progress): progress
        case .armed, .refreshing, .ending: 1
        }
    }

    /// Whether a refresh is running.
    public var isRefreshing: Bool { state == .refreshing }

    /// The extra space above the content the header takes now.
    ///
    /// - Complexity: O(1).
    public func insetTop(at time: Double) -> Double {
        switch state {
        case .refreshing: return headerHeight
        case .ending(let start):
            guard endDuration > 0 else { return 0 }
            let remaining = max(0, 1 - (time - start) / endDuration)
            return headerHeight * remaining
        default: return 0
        }
    }

    /// The content was pulled `distance` past its top (negative or 0 when not pulled), with a
    /// finger down or not.
    public mutating func pulled(_ distance: Double, isDragging: Bool) {
        switch state {
        case .idle, .pulling, .armed:
            guard isDragging else {
                if case .pulling = state, distance <= 0 { state = .idle }
                return
            }
            if distance <= 0 {
                state = .idle
            } else if distance >= threshold {
                state = .armed
            } else {
                state = .pulling(progress: distance / threshold)
            }
        case .refreshing, .ending:
            break
        }
    }

    /// The finger lifted: an armed pull starts a refresh, a shorter one springs back.
    public mutating func released() -> Action {
        switch state {
        case .armed:
            return begin()
        case .pulling:
            state = .idle
            return .none
        default:
            return .none
        }
    }

    /// Starts a refresh from code (unless one is running).
    public mutating func beginRefreshing() -> Action {
        if state == .refreshing { return .none }
        return begin()
    }

    private mutating func begin() -> Action {
        generation += 1
        state = .refreshing
        return .startRefresh(generation: generation)
    }

    /// Ends the refresh of `generation` (any, when `nil`); a completion from an older refresh is
    /// ignored. The header then closes over ``endDuration``; the state returns to idle.
    public mutating func endRefreshing(generation finished: Int? = nil, time: Double) {
        if let finished, finished != generation { return }
        switch state {
        case .refreshing:
            lastUpdated = time
            state = endDuration > 0 ? .ending(startTime: time) : .idle
        case .pulling, .armed:
            state = .idle
        case .idle, .ending:
            break
        }
    }

    /// Advances the closing header; returns whether it is still closing.
    public mutating func tick(time: Double) -> Bool {
        guard case .ending(let start) = state else { return false }
        if time - start >= endDuration {
            state = .idle
            return false
        }
        return true
    }
}
