/// The times and uploaded bytes of the most recent frames, for the HUD and `--measure`:
/// a ring of the last `capacity` samples, percentiles by nearest rank.
public struct FrameTimes: Sendable {
    /// Frames recorded since the last reset.
    public private(set) var count = 0
    private var times: [Double] = []
    private var bytes: [Int] = []
    private var next = 0
    /// The most samples kept.
    public let capacity: Int

    /// Creates empty statistics keeping up to `capacity` samples.
    public init(capacity: Int = 2048) {
        precondition(capacity > 0, "statistics need room for at least one sample")
        self.capacity = capacity
    }

    /// Records a frame that took `seconds` and uploaded `bytes` of pixels.
    public mutating func record(seconds: Double, bytes uploaded: Int) {
        count += 1
        if times.count < capacity {
            times.append(seconds)
            bytes.append(uploaded)
        } else {
            times[next] = seconds
            bytes[next] = uploaded
            next = (next + 1) % capacity
        }
    }

    /// The last frame's time in seconds.
    public var last: Double? { times.isEmpty ? nil : times[(next + times.count - 1) % times.count] }
    /// The median frame time in seconds.
    public var median: Double? { Self.percentile(times, 0.5) }
    /// The 99th-percentile frame time in seconds.
    public var p99: Double? { Self.percentile(times, 0.99) }
    /// The longest frame kept, in seconds.
    public var maximum: Double? { times.max() }
    /// The median bytes uploaded per frame.
    public var medianBytes: Int? { Self.percentile(bytes, 0.5) }

    /// The nearest-rank `fraction` percentile of `values`, or nil when there are none.
    ///
    /// - Complexity: O(n log n).
    public static func percentile<Value: Comparable>(_ values: [Value], _ fraction: Double) -> Value? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count, max(1, rank)) - 1]
    }
}
