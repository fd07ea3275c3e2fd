/// A critically damped spring that brings an offset to a target: the bounce back from beyond an
/// edge, and the snap onto a page.
///
/// The distance to the target follows `x(τ) = (a + b·τ)·e^(−ωτ)` with `a` the starting distance,
/// `b = v0 + ω·a` and ω = `frequency`. Critical damping is the fastest motion that never
/// oscillates. A starting velocity towards the target is limited to `ω·|a|`, which makes `a` and
/// `b` share a sign: the spring then never passes its target. It is settled once the distance
/// has peaked and fallen within `tolerance`; from then on the offset is exactly `target`.
///
/// With the defaults (ω = 24 /s, tolerance 0.1 pt) a spring released at rest settles in
/// 0.28 s from 10 pt, 0.38 s from 100 pt and 0.49 s from 1000 pt; `duration` gives the exact
/// time for any start.
public struct SpringBack: Hashable, Sendable {
    /// The default natural frequency ω, in radians per second.
    public static let defaultFrequency = 24.0
    /// The default distance from the target, in points, at which the spring counts as settled.
    public static let defaultTolerance = 0.1

    /// The offset the spring comes to rest at.
    public let target: Double
    /// The time the spring starts, in seconds.
    public let startTime: Double
    /// The natural frequency ω, in radians per second; larger is stiffer and faster.
    public let frequency: Double
    /// How long the spring takes to settle, in seconds.
    public let duration: Double
    /// The starting distance from the target, `a`.
    let startDistance: Double
    /// The coefficient `b = v0 + ω·a` of the linear term.
    let slope: Double

    /// Creates a spring from `offset`, moving at `velocity` points per second, to `target`.
    ///
    /// - Complexity: O(1): `duration` is solved by a few Newton steps.
    public init(
        from offset: Double, velocity: Double = 0, to target: Double, startTime: Double,
        frequency: Double = SpringBack.defaultFrequency, tolerance: Double = SpringBack.defaultTolerance
    ) {
        precondition(offset.isFinite && velocity.isFinite && target.isFinite, "a spring needs finite values")
        precondition(startTime.isFinite, "a spring needs a finite start time")
        precondition(frequency > 0 && frequency.isFinite, "a spring needs a positive frequency")
        precondition(tolerance > 0, "a spring needs a positive tolerance")
        let distance = offset - target
        var velocity = velocity
        // Faster than ω·|a| towards the target would carry the spring past it.
        if distance * velocity < 0 && Swift.abs(velocity) > frequency * Swift.abs(distance) {
            velocity = -frequency * distance
        }
        self.target = target
        self.startTime = startTime
        self.frequency = frequency
        startDistance = distance
        slope = velocity + frequency * distance
        duration = Self.settleDuration(
            distance: Swift.abs(distance), slope: Swift.abs(slope), frequency: frequency, tolerance: tolerance
        )
    }

    /// Creates a spring from `offset` back to the nearest offset inside `range`.
    ///
    /// - Complexity: O(1).
    public init(from offset: Double, velocity: Double = 0, toNearestIn range: OffsetRange, startTime: Double)
    {
        self.init(from: offset, velocity: velocity, to: range.clamp(offset), startTime: startTime)
    }

    /// Whether the spring has come to rest at `target` by `time`.
    ///
    /// - Complexity: O(1).
    public func isSettled(at time: Double) -> Bool {
        time - startTime >= duration
    }

    /// Returns the offset at `time`; exactly `target` once settled.
    ///
    /// - Complexity: O(1).
    public func offset(at time: Double) -> Double {
        if isSettled(at: time) { return target }
        let elapsed = Swift.max(0, time - startTime)
        return target + (startDistance + slope * elapsed) * ScrollMath.exp(-frequency * elapsed)
    }

    /// Returns the velocity at `time`, in points per second; zero once settled.
    ///
    /// - Complexity: O(1).
    public func velocity(at time: Double) -> Double {
        if isSettled(at: time) { return 0 }
        let elapsed = Swift.max(0, time - startTime)
        let distance = startDistance + slope * elapsed
        return (slope - frequency * distance) * ScrollMath.exp(-frequency * elapsed)
    }

    /// Solves `(a + b·τ)·e^(−ωτ) = tolerance` for the τ after the peak (a, b ≥ 0).
    private static func settleDuration(
        distance a: Double, slope b: Double, frequency w: Double, tolerance: Double
    ) -> Double {
        // The distance grows until τ = (b − ωa)/(ωb), then decays monotonically.
        let peakTime = b > w * a ? (b - w * a) / (w * b) : 0
        let peak = (a + b * peakTime) * ScrollMath.exp(-w * peakTime)
        if peak <= tolerance { return 0 }
        // g(τ) = ln(a + bτ) − ωτ − ln(tolerance) is concave and falling after the peak, so Newton
        // steps from there approach the root monotonically from above after the first one.
        let logTolerance = ScrollMath.log(tolerance)
        var tau = peakTime + 1 / w
        for _ in 0..<64 {
            let level = a + b * tau
            let g = ScrollMath.log(level) - w * tau - logTolerance
            let step = g / (b / level - w)
            tau -= step
            if Swift.abs(step) <= 1e-12 * Swift.max(1, tau) { break }
        }
        return tau
    }
}
