/// The phases of pull-to-refresh.
public enum RefreshState: Equatable, Sendable {
    /// Nothing pulled, nothing loading.
    case idle
    /// Pulled past the top by a fraction of the threshold (0 up to, not including, 1).
    case pulling(progress: Double)
    /// Pulled past the threshold: releasing now starts a refresh.
    case armed
    /// A refresh is running; the header stays open.
    case refreshing
    /// The refresh finished and the header is closing, since `startTime`.
    case ending(startTime: Double)
}
