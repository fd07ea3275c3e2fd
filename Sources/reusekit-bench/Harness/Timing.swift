/// Repeated timings of one operation and their median, the figure the report shows.
struct Timing {
    /// Seconds per operation, one value per sample.
    let samples: [Double]
    /// How many operations each sample ran back to back.
    let operationsPerSample: Int

    /// The median seconds per operation.
    var median: Double { Statistics.median(samples) }

    /// How the median was obtained, for the report's notes.
    var summary: String {
        let batch = operationsPerSample > 1 ? " × \(operationsPerSample) ops" : ""
        return "median of \(samples.count)\(batch)"
    }
}

/// Order statistics of samples.
enum Statistics {
    /// The middle value (the mean of the two middle values for an even count); 0 when empty.
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
