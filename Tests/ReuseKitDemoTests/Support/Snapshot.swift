import Foundation
import Testing

/// Golden text snapshots under `Tests/ReuseKitDemoTests/Snapshots/`.
///
/// The folder is excluded from the test target in Package.swift, so its plain text files are
/// not taken for resources.
///
/// A mismatch fails the test and shows the first differing line. With `RECORD_SNAPSHOTS=1`
/// (or when the file does not exist yet) the snapshot is written, and the test fails so a
/// recording is never mistaken for a pass.
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// Lines with trailing spaces removed, so snapshot files are easy to read and diff.
    static func normalized(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = Substring(line)
            while line.last == " " { line = line.dropLast() }
            return String(line)
        }.joined(separator: "\n") + "\n"
    }

    static func assertMatches(
        _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let actual = normalized(text)
        let url = directory.appendingPathComponent(name + ".txt")
        let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
        let expected = try? String(contentsOf: url, encoding: .utf8)
        guard let expected, !recording else {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
                Issue.record(
                    "recorded snapshot \(name).txt; run again without RECORD_SNAPSHOTS",
                    sourceLocation: sourceLocation)
            } catch {
                Issue.record(
                    "could not record snapshot \(name).txt: \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard actual != expected else { return }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            (0..<min(actualLines.count, expectedLines.count)).first { actualLines[$0] != expectedLines[$0] }
            ?? min(actualLines.count, expectedLines.count)
        let shown = line < expectedLines.count ? String(expectedLines[line]) : "(end)"
        let got = line < actualLines.count ? String(actualLines[line]) : "(end)"
        Issue.record(
            Comment(
                rawValue: "snapshot \(name).txt differs at line \(line + 1):\n  expected: \(shown)\n"
                    + "  actual:   \(got)\n(RECORD_SNAPSHOTS=1 re-records)\n\(actual)"),
            sourceLocation: sourceLocation)
    }
}
