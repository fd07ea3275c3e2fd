/// One measured quantity in the report, with its unit.
enum Metric: Equatable {
    /// A median time, in seconds.
    case seconds(Double)
    /// Heap bytes per row.
    case bytesPerRow(Double)
    /// An exact count.
    case count(Int)
    /// Heap allocations per scroll step.
    case allocationsPerStep(Double)

    /// The number, in the unit of ``unit``.
    var value: Double {
        switch self {
        case .seconds(let value), .bytesPerRow(let value), .allocationsPerStep(let value): value
        case .count(let value): Double(value)
        }
    }

    /// The unit of ``value``.
    var unit: String {
        switch self {
        case .seconds: "s"
        case .bytesPerRow: "bytes/row"
        case .count: "count"
        case .allocationsPerStep: "allocations/step"
        }
    }
}

/// An exact count kept next to a row's main figures, for each side.
struct Counter: Equatable {
    /// What is counted.
    var name: String
    /// ReuseKit's count, when it has one.
    var reuseKit: Int?
    /// The seed port's count, when it has one.
    var seed: Int?
}

/// One line of the report: a case at a row count, ReuseKit against the seed port.
struct BenchRow: Equatable {
    /// The case group (reload, scroll, sweep, …).
    var group: String
    /// What was measured.
    var name: String
    /// The number of rows in the table.
    var rows: Int
    /// ReuseKit's figure.
    var reuseKit: Metric?
    /// The seed port's figure.
    var seed: Metric?
    /// The plain-array port's figure, for the cases it has (exact reload, memory).
    var plain: Metric? = nil
    /// Exact counters of both sides.
    var counters: [Counter] = []
    /// How the figures were obtained.
    var note = ""

    /// The seed port's figure over ReuseKit's: how many times more the seed costs. `nil` when
    /// either is missing or ReuseKit's is zero.
    var ratio: Double? {
        guard let reuseKit, let seed, reuseKit.value > 0 else { return nil }
        return seed.value / reuseKit.value
    }

    /// The plain-array port's figure over ReuseKit's, when both are there.
    var plainRatio: Double? {
        guard let reuseKit, let plain, reuseKit.value > 0 else { return nil }
        return plain.value / reuseKit.value
    }
}
