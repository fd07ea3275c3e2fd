import Foundation

/// The time source animations read, injected so every animation can be a deterministic test.
@MainActor
public protocol FrameClock: AnyObject {
    /// The current time in seconds, from any fixed origin, never decreasing.
    var now: Double { get }
}

/// The system's monotonic clock.
@MainActor
public final class SystemClock: FrameClock {
    /// Creates the clock.
    public init() {}

    public var now: Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
    }
}

/// A clock that moves only when told to: for tests, scripted demos and replays.
@MainActor
public final class ManualFrameClock: FrameClock {
    /// The current time in seconds.
    public private(set) var now: Double

    /// Creates a clock reading `start`.
    public init(start: Double = 0) {
        now = start
    }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: Double) {
        precondition(seconds >= 0, "a clock cannot go backwards")
        now += seconds
    }
}
