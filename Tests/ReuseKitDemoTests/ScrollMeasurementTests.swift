import Foundation
import ReuseKitGallery
import ReuseKitTerminal
import Testing

@testable import ReuseKitDemo

@Suite("The terminal's --measure")
@MainActor
struct ScrollMeasurementTests {
    @Test("A short run counts its frames and bytes and reports the process's peak resident set")
    func shortRun() throws {
        let result = try ScrollMeasurement.measure(
            size: TerminalSize(columns: 80, rows: 24), rowCount: 1000, rowScrolls: 20, pageScrolls: 3)
        #expect(result.rowScrolls == 20)
        #expect(result.rowScrollMedianBytes > 0 && result.rowScrollMaxBytes < 80 * 24 * 4)
        let peak = try #require(result.peakResidentBytes)
        #expect(peak > 1_048_576, "a Swift process has more than a megabyte resident")
        #expect(result.report.contains("peak resident set of the process: \(ProcessMemory.megabytes(peak))"))
    }
}
