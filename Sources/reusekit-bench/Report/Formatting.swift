import Foundation
import ReuseKitCore

/// How numbers read in the markdown report.
enum Formatting {
    /// A metric with a unit a reader can compare at a glance.
    static func metric(_ metric: Metric?) -> String {
        guard let metric else { return "—" }
        switch metric {
        case .seconds(let seconds): return duration(seconds)
        case .bytesPerRow(let bytes): return "\(decimal(bytes, digits: 1)) B/row"
        case .count(let count): return grouped(count)
        case .allocationsPerStep(let allocations): return "\(decimal(allocations, digits: 2)) alloc/step"
        }
    }

    /// Seconds in the largest unit that keeps the number above 1.
    static func duration(_ seconds: Double) -> String {
        switch seconds {
        case ..<1e-6: "\(decimal(seconds * 1e9, digits: 0)) ns"
        case ..<1e-3: "\(decimal(seconds * 1e6, digits: 2)) µs"
        case ..<1: "\(decimal(seconds * 1e3, digits: 2)) ms"
        default: "\(decimal(seconds, digits: 2)) s"
        }
    }

    /// A ratio such as `1,234×`; a dash when there is none.
    static func ratio(_ ratio: Double?) -> String {
        guard let ratio else { return "—" }
        return ratio >= 100 ? "\(grouped(Int(ratio.rounded())))×" : "\(decimal(ratio, digits: 2))×"
    }

    /// An integer with thousands separators.
    static func grouped(_ value: Int) -> String { value.groupedDigits }

    /// A count or a dash.
    static func count(_ value: Int?) -> String {
        value.map(grouped) ?? "—"
    }

    /// A number with a fixed count of fraction digits.
    static func decimal(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
