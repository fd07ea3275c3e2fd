/// Momentum scrolling after a fling: velocity decays by the deceleration rate every millisecond.
///
/// The model is UIKit's per-millisecond one: during millisecond k (k = 1, 2, …) the offset moves
/// by `v0/1000 · r^k`. Summed, after `n` milliseconds
///
///     offset(n) = offset0 + D · (1 − r^n),   D = v0/1000 · r/(1 − r),
///
/// which is evaluated in closed form for any real `n`, so positions are exact on every
/// millisecond and interpolate geometrically between them. Its limit is exactly the projected
/// end `offset0 + D`. `velocity(at:)` is the model's per-millisecond velocity `v0 · r^n`; the
/// derivative of `offset(at:)` is that times `r·ln(1/r)/(1 − r)` (0.999 for `.normal`).
///
/// The glide ends when the velocity falls below `stopVelocity`; from then on the offset is
/// exactly `projectedEnd` (the remaining `stopVelocity/1000 · r/(1 − r)` points, at most 0.25 pt,
/// are covered in that final frame), so a scroll view can announce where it will land.
public struct Deceleration: Hashable, Sendable {
    /// The speed, in points per second, below which a glide is over.
    public static let stopVelocity = 0.5

    /// The offset the glide starts from, in points.
    public let startOffset: Double
    /// The velocity the glide starts with, in points per second.
    public let startVelocity: Double
    /// The rate at which the velocity decays.
    public let rate: DecelerationRate
    /// The time the glide starts, in seconds.
    public let startTime: Double
    /// How long the glide lasts, in seconds: until the velocity drops below `stopVelocity`.
    public let duration: Double
    /// The total distance of the glide, `v0/1000 · r/(1 − r)`.
    let distance: Double
    /// ln r, computed once so that each frame costs a single `exp`.
    let logRate: Double

    /// Creates a glide from `offset` at `velocity` points per second, starting at `startTime`.
    ///
    /// - Complexity: O(1).
    public init(offset: Double, velocity: Double, rate: DecelerationRate = .normal, startTime: Double) {
        precondition(
            offset.isFinite && velocity.isFinite, "a deceleration needs a finite offset and velocity")
        precondition(startTime.isFinite, "a deceleration needs a finite start time")
        startOffset = offset
        startVelocity = velocity
        self.rate = rate
        self.startTime = startTime
        distance = Self.projectedDistance(velocity: velocity, rate: rate)
        logRate = ScrollMath.log(rate.rawValue)
        let speed = Swift.abs(velocity)
        if speed <= Self.stopVelocity {
            duration = 0
        } else {
            duration = ScrollMath.log(Self.stopVelocity / speed) / logRate / 1000
        }
    }

    /// Returns how far a glide starting at `velocity` points per second travels in total.
    ///
    /// - Complexity: O(1).
    public static func projectedDistance(velocity: Double, rate: DecelerationRate) -> Double {
        let r = rate.rawValue
        return velocity / 1000 * r / (1 - r)
    }

    /// The offset the glide comes to rest at: `startOffset + v0/1000 · r/(1 − r)`.
    public var projectedEnd: Double {
        startOffset + distance
    }

    /// Whether the glide is over at `time`.
    ///
    /// - Complexity: O(1).
    public func isFinished(at time: Double) -> Bool {
        time - startTime >= duration
    }

    /// Returns the offset at `time`; `projectedEnd` once the glide is over.
    ///
    /// - Complexity: O(1).
    public func offset(at time: Double) -> Double {
        if isFinished(at: time) { return projectedEnd }
        return startOffset + distance * (1 - decay(at: time))
    }

    /// Returns the velocity at `time`, in points per second; zero once the glide is over.
    ///
    /// - Complexity: O(1).
    public func velocity(at time: Double) -> Double {
        if isFinished(at: time) { return 0 }
        return startVelocity * decay(at: time)
    }

    /// Returns the first time at which `offset(at:)` reaches `target`, or `nil` if it never does
    /// (the target lies behind the start or beyond `projectedEnd`).
    ///
    /// A scroll view uses it to find the instant a glide hits an edge, independent of frame rate.
    /// - Complexity: O(1).
    public func time(reaching target: Double) -> Double? {
        let finish = startTime + duration
        if target == startOffset { return startTime }
        if target == projectedEnd { return finish }
        guard distance != 0 else { return nil }
        let fraction = (target - startOffset) / distance
        guard fraction > 0 && fraction < 1 else { return nil }
        let milliseconds = ScrollMath.log(1 - fraction) / logRate
        // The curve may cross after the glide has ended; the offset jumps there at `finish`.
        return Swift.min(startTime + milliseconds / 1000, finish)
    }

    /// r raised to the milliseconds elapsed since the start (1 before it).
    private func decay(at time: Double) -> Double {
        let milliseconds = Swift.max(0, time - startTime) * 1000
        return ScrollMath.exp(milliseconds * logRate)
    }
}
