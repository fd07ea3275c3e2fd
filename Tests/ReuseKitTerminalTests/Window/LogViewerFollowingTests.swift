import Foundation
import TestSupport
import Testing

/// The log viewer (the article "A real terminal app") in a real terminal on logs as they live: cut to nothing, rotated,
/// with lines of many megabytes.
@Suite("Log viewer example on real logs", .serialized)
struct LogViewerFollowingTests {
    static var example: URL? { Tmux.product(named: "log-viewer-example") }

    /// A session running the viewer on app.log holding `lines`, following its end.
    static func following(_ lines: [String]) async throws -> TmuxSession {
        let binary = try #require(example)
        let session = try TmuxSession(
            columns: 80, rows: 24, script: TmuxSession.wrapper(running: "'\(binary.path)' app.log"),
            files: ["app.log": Data(lines.map { $0 + "\n" }.joined().utf8)])
        try await session.wait(
            forRow: 23, toMatch: try Regex("line 1 of \(lines.count) *"), "the status line")
        try session.send(keys: "f")
        try await session.wait(
            forRow: 23, toMatch: try Regex("line [0-9]+ of \(lines.count) · following *"), "f follows the end"
        )
        return session
    }

    /// Adds `text` at the end of `file`, creating it if need be.
    static func append(_ text: String, to file: URL) throws {
        if !FileManager.default.fileExists(atPath: file.path) {
            #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        }
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    static func quit(_ session: TmuxSession) async throws {
        try session.send(keys: "q")
        try await session.wait(forFile: "done", "q quits")
        #expect(session.file("status") == "0", "exit status")
    }

    @Test(
        "Truncated while followed (truncate -s 0), the log is read again from its start: whole lines, every one counted",
        .enabled(if: Tmux.isInstalled, "tmux is not installed"),
        .enabled(if: example != nil, "log-viewer-example was not built next to the tests"),
        .timeLimit(.minutes(1)))
    func truncation() async throws {
        let old = (1...300).map { "old \($0) " + String(repeating: "=", count: 40 + $0 % 7) }
        let session = try await Self.following(old)
        defer { session.close() }
        let file = session.directory.appendingPathComponent("app.log")
        try FileHandle(forWritingTo: file).truncate(atOffset: 0)
        try Self.append((1...200).map { "new \($0)\n" }.joined(), to: file)
        try await session.wait(
            forRow: 23, toMatch: #/line 179 of 200 · following · file truncated: read from its start */#,
            "the status counts the new lines")
        for row in 1...22 {
            let shown = try await session.wait(
                forRow: row, toMatch: try Regex("new \(178 + row) *"),
                "whole new lines, the last at the bottom")
            if !shown { break }
        }
        try Self.append("new 201\n", to: file)
        try await session.wait(forRow: 22, toMatch: #/new 201 */#, "and it goes on following")
        try await Self.quit(session)
    }

    @Test(
        "Rotated while followed (mv app.log app.log.1, a new app.log), the new file is read from its start and the old one left",
        .enabled(if: Tmux.isInstalled, "tmux is not installed"),
        .enabled(if: example != nil, "log-viewer-example was not built next to the tests"),
        .timeLimit(.minutes(1)))
    func rotation() async throws {
        let session = try await Self.following((1...300).map { "old \($0)" })
        defer { session.close() }
        let file = session.directory.appendingPathComponent("app.log")
        let rotated = session.directory.appendingPathComponent("app.log.1")
        try FileManager.default.moveItem(at: file, to: rotated)
        try Self.append((1...50).map { "fresh \($0)\n" }.joined(), to: file)
        try await session.wait(
            forRow: 23, toMatch: #/line 29 of 50 · following · file replaced: read from its start */#,
            "the status counts the new file's lines")
        try await session.wait(forRow: 22, toMatch: #/fresh 50 */#, "its last line at the bottom")
        try await session.wait(forRow: 1, toMatch: #/fresh 29 */#, "its lines above")
        try Self.append("stale\n", to: rotated)
        try Self.append("fresh 51\n", to: file)
        try await session.wait(forRow: 22, toMatch: #/fresh 51 */#, "lines appended to the new file arrive")
        try await session.wait(forRow: 23, toMatch: #/line 30 of 51 · following.*/#, "and are counted")
        #expect(try !session.capture().contains { $0.contains("stale") }, "the rotated file is not read")
        try await Self.quit(session)
    }

    @Test(
        "A line of 20 MB shows its first few thousand characters and what is left, and keys act at once",
        .enabled(if: Tmux.isInstalled, "tmux is not installed"),
        .enabled(if: example != nil, "log-viewer-example was not built next to the tests"),
        .timeLimit(.minutes(1)))
    func longLine() async throws {
        let binary = try #require(Self.example)
        let long = String(repeating: "0123456789", count: 2 << 20)
        let session = try TmuxSession(
            columns: 80, rows: 24, script: TmuxSession.wrapper(running: "'\(binary.path)' app.log"),
            files: ["app.log": Data("first\n\(long)\nthird\n".utf8)])
        defer { session.close() }
        try await session.wait(forRow: 23, toMatch: #/line 1 of 3 */#, "the first screen")
        try await session.wait(forRow: 1, toMatch: #/first */#, "the first line")
        try await session.wait(forRow: 2, toMatch: #/(0123456789){8}/#, "the long line's start")
        try session.send(keys: "End")
        try await session.wait(forRow: 22, toMatch: #/third */#, "End shows the last line")
        try await session.wait(
            forRow: 21, toMatch: #/.*… 20 MB more */#, "the long line ends with what is left of it")
        try await Self.quit(session)
    }
}
