/// Monotonic wall-clock timing that allocates nothing.
struct Stopwatch {
    private let start = ContinuousClock.now

    /// The seconds since the stopwatch was made.
    var elapsedSeconds: Double { Self.seconds(ContinuousClock.now - start) }

    /// The seconds `body` takes to run once.
    static func time(_ body: () -> Void) -> Double {
        let stopwatch = Stopwatch()
        body()
        return stopwatch.elapsedSeconds
    }

    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
