import Foundation
import Testing

@testable import log_viewer_example

/// The log viewer's file, followed by name as `tail -F` follows it, on files in a scratch folder.
@MainActor
@Suite("Log file")
struct LogFileTests {
    let directory: URL
    var path: String { directory.appendingPathComponent("app.log").path }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "log-file-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Adds `text` at the end of the file at `path`, creating it if need be.
    func append(_ text: String, to path: String? = nil) throws {
        let path = path ?? self.path
        if !FileManager.default.fileExists(atPath: path) {
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    /// `count` lines of different lengths, each naming `label` and its number.
    static func lines(_ count: Int, _ label: String) -> [String] {
        (1...count).map { "\(label) \($0) " + String(repeating: "-", count: $0 % 37) }
    }

    func expectLines(_ file: LogFile, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation)
    {
        #expect(file.lineCount == expected.count, sourceLocation: sourceLocation)
        for (number, line) in expected.enumerated() where number < file.lineCount {
            #expect(file.line(number) == line, "line \(number)", sourceLocation: sourceLocation)
        }
    }

    @Test("A file cut to nothing while followed is read again from its start, shorter or longer")
    func truncation() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try append(Self.lines(300, "old").joined(separator: "\n") + "\n")
        let file = try LogFile(path: path)
        #expect(file.lineCount == 300)
        for count in [200, 900] {
            try FileHandle(forWritingTo: URL(fileURLWithPath: path)).truncate(atOffset: 0)
            #expect(file.readChanges() == .truncated)
            expectLines(file, [])
            let lines = Self.lines(count, "new")
            try append(lines.joined(separator: "\n") + "\n")
            #expect(file.readChanges() == .appended(0..<count))
            expectLines(file, lines)
        }
    }

    @Test("A new file at the path (a rotation) is read from its start, and the old one is left")
    func rotation() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try append(Self.lines(100, "old").joined(separator: "\n") + "\n")
        let file = try LogFile(path: path)
        let rotated = directory.appendingPathComponent("app.log.1").path
        try FileManager.default.moveItem(atPath: path, toPath: rotated)
        #expect(file.readChanges() == .unchanged, "while no file has the name, the lines stay")
        expectLines(file, Self.lines(100, "old"))
        let lines = Self.lines(50, "new")
        try append(lines.joined(separator: "\n") + "\n")
        #expect(file.readChanges() == .replaced)
        expectLines(file, lines)
        try append("old 101\n", to: rotated)
        #expect(file.readChanges() == .unchanged, "the rotated file is no longer read")
        try append("new 51\n")
        #expect(file.readChanges() == .appended(50..<51))
        expectLines(file, lines + ["new 51"])
    }

    @Test("A line still without its newline is not read again until bytes are appended, then only those")
    func unterminatedTail() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try append(
            Self.lines(1000, "line").joined(separator: "\n") + "\n" + String(repeating: "t", count: 2 << 20))
        let file = try LogFile(path: path)
        #expect(file.lineCount == 1000)
        let read = file.bytesRead
        for _ in 0..<10 { #expect(file.readChanges() == .unchanged) }
        #expect(file.bytesRead == read, "polls of an unchanged file read nothing")
        try append("tail\nnext")
        #expect(file.readChanges() == .appended(1000..<1001))
        #expect(file.bytesRead == read + 9, "only the appended bytes are read")
        #expect(file.line(1000).hasSuffix("… 2 MB more"))
    }

    @Test("A long line shows its first few thousand characters and what is left, reading no more")
    func longLine() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let long = String(repeating: "x", count: 3 << 20)
        let accented = String(repeating: "é", count: 1 << 20)
        try append("short\n\(long)\n\(accented)\n" + String(repeating: "y", count: 5000) + "\n")
        let file = try LogFile(path: path)
        let read = file.bytesRead
        let text = file.line(1)
        #expect(text.hasPrefix(String(repeating: "x", count: 2000)))
        #expect(text.hasSuffix("… 3 MB more"))
        #expect(text.utf8.count < 10_000)
        #expect(file.bytesRead - read < 10_000, "the row reads a bounded prefix")
        let cut = file.line(2)
        #expect(cut.hasSuffix("… 2 MB more"))
        #expect(!cut.contains("\u{FFFD}"), "the prefix ends on a whole character")
        #expect(file.line(3).hasSuffix(" bytes more") && file.line(3).hasPrefix("yyyy"))
        #expect(file.line(0) == "short")
    }
}
