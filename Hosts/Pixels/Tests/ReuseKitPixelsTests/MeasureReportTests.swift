import Foundation
@_spi(Hosting) import ReuseKit
import Testing

@testable import PixelGallery

/// `--measure`'s report: the lines the benchmarks page reads keep their form, and a line gives
/// the frame time in microseconds, finer than the milliseconds' hundredths.
@MainActor
@Suite("Measure report")
struct MeasureReportTests {
    static func statistics(_ microseconds: [Int]) -> FrameStatistics {
        var statistics = FrameStatistics()
        for value in microseconds { statistics.record(seconds: Double(value) / 1_000_000, bytesWritten: 0) }
        return statistics
    }

    @Test("The frame time's median and p99 are given in whole microseconds after the milliseconds")
    func microsecondsLine() throws {
        // 98 frames of 78 µs and two of 231 µs: the median 78, the p99 231.
        let frames = Self.statistics(Array(repeating: 78, count: 98) + [231, 231])
        let result = FlingMeasurement.Result(
            frames: frames, drawing: frames, created: 1, reused: 2, bytesPerFrame: 0, bytesPerWholeFrame: 0,
            serverWait: frames, lastTopRow: 0, flings: 0, peakResidentBytes: nil)
        let lines = result.report.split(separator: "\n").map(String.init)
        let milliseconds = try #require(lines.firstIndex { $0.hasPrefix("frame time (draw + present):") })
        #expect(lines[milliseconds].hasPrefix("frame time (draw + present): median 0.08 ms, p99 0.23 ms"))
        let micro = try #require(lines.firstIndex { $0.hasPrefix("frame time in µs:") })
        #expect(micro > milliseconds)
        #expect(lines[micro] == "frame time in µs: median 78, p99 231")
    }
}
