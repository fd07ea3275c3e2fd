/// A clock that only moves when a test advances it, so animations are deterministic.
public final class ManualClock: @unchecked Sendable {
    /// The current time in seconds.
    public private(set) var now: Double

    /// Creates a clock reading `start` seconds.
    public init(start: Double = 0) {
        now = start
    }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: Double) {
        precondition(seconds >= 0, "a clock cannot go backwards")
        now += seconds
    }
}
