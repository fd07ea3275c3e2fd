/// Runs timed samples of an operation.
enum Sampler {
    /// Runs `sample` `repetitions` times; each run does its own set-up untimed and returns the
    /// seconds one operation took.
    static func run(repetitions: Int, operationsPerSample: Int = 1, _ sample: () -> Double) -> Timing {
        precondition(repetitions > 0, "a timing needs at least one sample")
        var samples: [Double] = []
        samples.reserveCapacity(repetitions)
        for _ in 0..<repetitions { samples.append(sample()) }
        return Timing(samples: samples, operationsPerSample: operationsPerSample)
    }

    /// Times `repetitions` samples of `batch` back-to-back runs of `operation`.
    static func run(repetitions: Int, batch: Int, _ operation: () -> Void) -> Timing {
        run(repetitions: repetitions, operationsPerSample: batch) {
            Stopwatch.time {
                for _ in 0..<batch { operation() }
            } / Double(batch)
        }
    }

    /// How many runs of `operation` fill about `target` seconds, judged from a few timed runs,
    /// so that fast operations are timed in batches well above the clock's resolution.
    static func batchSize(target: Double = 0.002, limit: Int = 5_000, _ operation: () -> Void) -> Int {
        let probe = 8
        let each =
            Stopwatch.time {
                for _ in 0..<probe { operation() }
            } / Double(probe)
        guard each > 0 else { return limit }
        return max(1, min(limit, Int(target / each)))
    }
}
