/// Estimates the velocity of a drag from its recent (position, time) samples.
///
/// Samples live in a fixed ring of `capacity` entries, so tracking a drag never allocates. The
/// velocity is the least-squares slope of the samples taken within `window` of the newest one,
/// which is exact for a constant-speed drag and smooths the jitter of real pointer events.
/// As on Android, a finger that sent no sample for `stillnessInterval` before the release is
/// taken to have stopped: its velocity is zero, so holding still and then lifting never flings.
public struct VelocityTracker: Sendable {
    /// The number of samples kept; older ones are overwritten.
    public static let capacity = 20
    /// How far back from the newest sample the estimate looks, in seconds.
    public static let window = 0.1
    /// A gap without samples, in seconds, after which the pointer counts as stopped.
    public static let stillnessInterval = 0.04

    struct Sample: Sendable {
        var time: Double
        var position: Double
    }

    /// The ring itself: `capacity` slots stored inline, so the tracker never touches the heap.
    private var samples = InlineArray<20, Sample>(repeating: Sample(time: 0, position: 0))
    /// The ring index the next sample is written to.
    private var nextIndex = 0
    /// The number of valid samples in the ring.
    public private(set) var sampleCount = 0

    /// Creates a tracker with no samples.
    public init() {}

    /// Records that the pointer was at `position` (points) at `time` (seconds).
    ///
    /// - Complexity: O(1); never allocates.
    public mutating func add(position: Double, time: Double) {
        precondition(position.isFinite && time.isFinite, "a velocity sample needs a finite position and time")
        if let latest = latestSample {
            precondition(time >= latest.time, "velocity samples must be added in time order")
        }
        samples[nextIndex] = Sample(time: time, position: position)
        nextIndex = (nextIndex + 1) % Self.capacity
        sampleCount = Swift.min(sampleCount + 1, Self.capacity)
    }

    /// Moves every sample by `delta` points, after the content under the pointer moved by that
    /// much without the pointer moving (rows inserted above it): the samples stay in the
    /// content's coordinates, so the correction is not mistaken for motion.
    ///
    /// - Complexity: O(`capacity`); never allocates.
    public mutating func shift(by delta: Double) {
        precondition(delta.isFinite, "a shift must be finite")
        var index = nextIndex
        for _ in 0..<sampleCount {
            index = (index + Self.capacity - 1) % Self.capacity
            samples[index].position += delta
        }
    }

    /// Forgets every sample, ready for a new drag.
    ///
    /// - Complexity: O(1).
    public mutating func reset() {
        nextIndex = 0
        sampleCount = 0
    }

    /// Returns the velocity in points per second when the pointer is released at `time`.
    ///
    /// Zero with fewer than two samples in the window, or when the newest sample is older than
    /// `stillnessInterval` at `time`.
    /// - Complexity: O(`capacity`); never allocates.
    public func velocity(at time: Double) -> Double {
        guard let latest = latestSample, sampleCount >= 2 else { return 0 }
        if time - latest.time > Self.stillnessInterval { return 0 }
        // Times and positions relative to the newest sample keep the sums well conditioned.
        var count = 0
        var sumT = 0.0
        var sumX = 0.0
        forEachRecentSample(after: latest.time - Self.window) { sample in
            count += 1
            sumT += sample.time - latest.time
            sumX += sample.position - latest.position
        }
        guard count >= 2 else { return 0 }
        let meanT = sumT / Double(count)
        let meanX = sumX / Double(count)
        var covariance = 0.0
        var variance = 0.0
        forEachRecentSample(after: latest.time - Self.window) { sample in
            let t = sample.time - latest.time - meanT
            covariance += t * (sample.position - latest.position - meanX)
            variance += t * t
        }
        // Samples that all share one timestamp carry no speed.
        guard variance > 1e-18 else { return 0 }
        return covariance / variance
    }

    private var latestSample: Sample? {
        guard sampleCount > 0 else { return nil }
        return samples[(nextIndex + Self.capacity - 1) % Self.capacity]
    }

    /// Visits samples newest first while they are no older than `cutoff`.
    private func forEachRecentSample(after cutoff: Double, _ body: (Sample) -> Void) {
        var index = nextIndex
        for _ in 0..<sampleCount {
            index = (index + Self.capacity - 1) % Self.capacity
            let sample = samples[index]
            if sample.time < cutoff { return }
            body(sample)
        }
    }
}
