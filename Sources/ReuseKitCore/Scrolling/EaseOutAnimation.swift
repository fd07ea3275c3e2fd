/// A fixed-duration scroll to a target that starts fast and eases into place (a cubic ease-out),
/// as `setContentOffset(_:animated:)` and `scrollToRow(at:at:animated:)` do.
public struct EaseOutAnimation: Hashable, Sendable {
    /// UIKit's duration for an animated content-offset change, in seconds.
    public static let defaultDuration = 0.3

    /// The offset the animation starts from.
    public let startOffset: Double
    /// The offset the animation ends at, exactly.
    public let target: Double
    /// The time the animation starts, in seconds.
    public let startTime: Double
    /// How long the animation runs, in seconds.
    public let duration: Double

    /// Creates an animation from `offset` to `target` over `duration` seconds from `startTime`.
    public init(from offset: Double, to target: Double, startTime: Double, duration: Double = defaultDuration)
    {
        precondition(
            offset.isFinite && target.isFinite && startTime.isFinite, "an animation needs finite values")
        precondition(duration >= 0 && duration.isFinite, "an animation needs a finite, non-negative duration")
        startOffset = offset
        self.target = target
        self.startTime = startTime
        self.duration = duration
    }

    /// Whether the animation has reached its target by `time`.
    ///
    /// - Complexity: O(1).
    public func isFinished(at time: Double) -> Bool {
        duration == 0 || time - startTime >= duration
    }

    /// Returns the offset at `time`: `1 − (1 − p)³` of the way, p the elapsed fraction.
    ///
    /// - Complexity: O(1).
    public func offset(at time: Double) -> Double {
        if isFinished(at: time) { return target }
        let remaining = 1 - progress(at: time)
        return target - (target - startOffset) * remaining * remaining * remaining
    }

    /// Returns the velocity at `time`, in points per second; zero once finished.
    ///
    /// - Complexity: O(1).
    public func velocity(at time: Double) -> Double {
        if isFinished(at: time) { return 0 }
        let remaining = 1 - progress(at: time)
        return 3 * remaining * remaining * (target - startOffset) / duration
    }

    private func progress(at time: Double) -> Double {
        Swift.max(0, time - startTime) / duration
    }
}
