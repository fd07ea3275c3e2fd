import Foundation
import ReuseKit

/// The process's memory as the system counts it, for the galleries' `--measure` reports.
public enum ProcessMemory {
    /// The most bytes the process has had resident at once so far (its peak resident set, as
    /// `/usr/bin/time -v` reports it), or `nil` where the system does not say.
    ///
    /// - Complexity: O(1).
    public static var peakResidentBytes: Int? {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0, usage.ru_maxrss > 0 else { return nil }
        // Linux counts kilobytes.
        return Int(usage.ru_maxrss) * 1024
    }

    /// `bytes` in megabytes with one decimal, as a report line shows them.
    public static func megabytes(_ bytes: Int?) -> String {
        bytes.map { NumberFormat.fixed(Double($0) / 1_048_576, decimals: 1) + " MB" } ?? "–"
    }
}
