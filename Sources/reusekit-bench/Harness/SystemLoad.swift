import Foundation

/// The machine's load, printed with the report: other processes on a 2-core machine move
/// medians, and a reader should know when they did.
enum SystemLoad {
    /// The 1-minute load average from `/proc/loadavg`, or `nil` where there is none.
    static func oneMinuteAverage() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
            let first = text.split(separator: " ").first
        else { return nil }
        return Double(first)
    }

    /// A load average for the report, or "unknown".
    static func describe(_ load: Double?) -> String {
        load.map { Formatting.decimal($0, digits: 2) } ?? "unknown"
    }
}
