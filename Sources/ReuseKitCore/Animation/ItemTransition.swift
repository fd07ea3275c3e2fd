/// One item's animation from a presentation to another over a fixed time, eased in and out as
/// UIKit's row animations. A transition never jumps: one that is interrupted is replaced by a
/// new one starting from the value it shows at that moment (``retargeted(to:at:)``).
public struct ItemTransition: Hashable, Sendable {
    /// How long a list's row animation runs, in seconds.
    public static let defaultDuration = 0.3

    /// The presentation at the start.
    public let from: ItemPresentation
    /// The presentation at the end, exactly.
    public let to: ItemPresentation
    /// When the transition starts, in seconds.
    public let startTime: Double
    /// How long it runs, in seconds.
    public let duration: Double

    /// Creates a transition from `from` to `to` over `duration` seconds from `startTime`.
    public init(
        from: ItemPresentation, to: ItemPresentation, startTime: Double, duration: Double = defaultDuration
    ) {
        precondition(from.isValid && to.isValid, "a transition needs finite presentations, alpha in 0...1")
        precondition(startTime.isFinite, "a transition needs a finite start time")
        precondition(duration >= 0 && duration.isFinite, "a transition needs a finite, non-negative duration")
        self.from = from
        self.to = to
        self.startTime = startTime
        self.duration = duration
    }

    /// Whether the transition has reached its end by `time`.
    ///
    /// - Complexity: O(1).
    public func isFinished(at time: Double) -> Bool {
        // A nanosecond of slack: frame times summed in binary (18 × 1/60) fall a hair short.
        duration == 0 || time - startTime >= duration - 1e-9
    }

    /// The eased fraction of the way done at `time`: a cubic ease-in-out of the elapsed part.
    ///
    /// - Complexity: O(1).
    public func progress(at time: Double) -> Double {
        if isFinished(at: time) { return 1 }
        let linear = Swift.max(0, time - startTime) / duration
        if linear < 0.5 { return 4 * linear * linear * linear }
        let rest = 2 - 2 * linear
        return 1 - rest * rest * rest / 2
    }

    /// The presentation at `time`.
    ///
    /// - Complexity: O(1).
    public func presentation(at time: Double) -> ItemPresentation {
        from.interpolated(to: to, fraction: progress(at: time))
    }

    /// A transition to `target` starting at `time` from what this one shows then, so that an
    /// animation interrupted by another update carries on from where the item is.
    ///
    /// - Complexity: O(1).
    public func retargeted(to target: ItemPresentation, at time: Double) -> ItemTransition {
        ItemTransition(from: presentation(at: time), to: target, startTime: time, duration: duration)
    }
}
