/// Frame times and bytes written (or uploaded) of the most recent frames, for the HUD, the
/// tours' summaries and `--measure`.
///
/// Keeps the last `capacity` samples in a ring, so a long session uses constant memory;
/// percentiles are nearest-rank over those samples.
public struct FrameStatistics: Sendable {
    /// Frames recorded since the last reset.
    public private(set) var frameCount = 0
    /// Bytes written by all frames since the last reset.
    public private(set) var totalBytes = 0
    /// The time the last frame took, in seconds.
    public private(set) var lastFrameTime: Double?
    /// The bytes the last frame wrote.
    public private(set) var lastBytes: Int?
    private var times: [Double] = []
    private var bytes: [Int] = []
    private var next = 0
    /// The most samples kept.
    public let capacity: Int

    /// Creates empty statistics keeping up to `capacity` samples.
    public init(capacity: Int = 4096) {
        precondition(capacity > 0, "statistics need room for at least one sample")
        self.capacity = capacity
    }

    /// Records a frame that took `seconds` and wrote `bytesWritten`.
    public mutating func record(seconds: Double, bytesWritten: Int) {
        frameCount += 1
        totalBytes += bytesWritten
        lastFrameTime = seconds
        lastBytes = bytesWritten
        if times.count < capacity {
            times.append(seconds)
            bytes.append(bytesWritten)
        } else {
            times[next] = seconds
            bytes[next] = bytesWritten
            next = (next + 1) % capacity
        }
    }

    /// The frame times kept, in seconds, oldest first.
    public var frameTimes: [Double] { Array(times[next...] + times[..<next]) }
    /// The bytes written by the frames kept, oldest first.
    public var bytesPerFrame: [Int] { Array(bytes[next...] + bytes[..<next]) }

    /// The median frame time in seconds.
    public var medianFrameTime: Double? { Self.percentile(times, 0.5) }
    /// The 99th-percentile frame time in seconds.
    public var p99FrameTime: Double? { Self.percentile(times, 0.99) }
    /// The longest frame kept, in seconds.
    public var maximumFrameTime: Double? { times.max() }
    /// The median bytes written per frame.
    public var medianBytes: Int? { Self.percentile(bytes, 0.5) }

    /// The nearest-rank `fraction` percentile of `values`, or nil when there are none.
    ///
    /// - Complexity: O(n log n).
    public static func percentile<Value: Comparable>(_ values: [Value], _ fraction: Double) -> Value? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count - 1, max(0, rank - 1))]
    }
}
