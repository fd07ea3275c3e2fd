import Foundation
import TestSupport
import Testing

/// The article "Your own terminal app": its code is the example's source, and the example runs in
/// a real terminal.
@Suite("Terminal app example", .serialized)
struct TerminalAppExampleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var example: URL? { Tmux.product(named: "terminal-app-example") }

    static let article = "Sources/ReuseKitTerminal/ReuseKitTerminal.docc/YourOwnTerminalApp.md"

    @Test("The article shows exactly the example's source")
    func readmeMatchesSource() throws {
        let readme = try String(
            contentsOf: Self.packageRoot.appendingPathComponent(Self.article), encoding: .utf8)
        let source = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("Examples/TerminalApp/main.swift"),
            encoding: .utf8)
        let section = try #require(
            readme.range(of: "# Your own terminal app\n"), "the article has its title")
        let rest = readme[section.upperBound...]
        let start = try #require(rest.range(of: "```swift\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```\n"))
        #expect(String(rest[start.upperBound..<end.lowerBound]) == source)
    }

    /// The screen modes tmux reports: alternate screen, cursor shown, mouse reporting (any, SGR).
    static let modes = "#{alternate_on} #{cursor_flag} #{mouse_any_flag}#{mouse_sgr_flag}"

    @Test(
        "The example lists rows, opens one on Enter, goes back on Escape, quits on q and restores the terminal",
        .enabled(if: Tmux.isInstalled, "tmux is not installed"),
        .enabled(if: example != nil, "terminal-app-example was not built next to the tests"),
        .timeLimit(.minutes(1)))
    func runsInTmux() async throws {
        let binary = try #require(Self.example)
        let session = try TmuxSession(
            columns: 60, rows: 12, script: TmuxSession.wrapper(running: "'\(binary.path)'"))
        defer { session.close() }
        try await session.wait(forRow: 0, toMatch: #/Row 1 */#, "the list shows")
        try session.send(keys: "Down")
        // Rows are UIKit's 44 points, two lines: Down scrolls one line of 22.
        try await session.wait(forRow: 1, toMatch: #/Row 2 */#, "Down scrolls one line")
        try session.send(keys: "Enter")
        try await session.wait(
            forRow: 0, toMatch: #/Row 2 of 1,000,000\. Escape goes back.*/#, "Enter opens the first whole row"
        )
        try session.send(keys: "Escape")
        try await session.wait(forRow: 1, toMatch: #/Row 2 */#, "Escape goes back to the list where it was")
        try session.send(keys: "q")
        try await session.wait(forFile: "done", "q quits")
        #expect(session.file("status") == "0", "exit status")
        #expect(session.file("after") == session.file("before"), "stty restored")
        #expect(try session.display(Self.modes) == "0 1 00", "screen modes restored")
    }

    @Test(
        "Under a shell with job control, Ctrl-Z stops the example with the terminal given back, and fg resumes it",
        .enabled(if: Tmux.isInstalled, "tmux is not installed"),
        .enabled(if: example != nil, "terminal-app-example was not built next to the tests"),
        .timeLimit(.minutes(1)))
    func suspendsAndResumes() async throws {
        let binary = try #require(Self.example)
        // A foreground job of `set -m` bash: the shell records what it sees when the job stops,
        // and resumes it (fg) once the test says so.
        let job = """
            set -m
            stty -g > before
            '\(binary.path)'
            echo $? > stopped.tmp
            stty -g > during
            mv stopped.tmp stopped
            while [ ! -e resume ]; do sleep 0.05; done
            fg
            echo $? > status
            stty -g > after
            touch done
            sleep 600

            """
        let session = try TmuxSession(columns: 60, rows: 12, script: job)
        defer { session.close() }
        try await session.wait(forRow: 0, toMatch: #/Row 1 */#, "the list shows")
        try session.send(keys: "Down")
        // Rows are UIKit's 44 points, two lines: Down scrolls one line of 22.
        try await session.wait(forRow: 1, toMatch: #/Row 2 */#, "Down scrolls one line")
        try session.send(keys: "C-z")
        try await session.wait(forFile: "stopped", "Ctrl-Z stops the job")
        #expect(session.file("stopped") == "148", "Ctrl-Z stops the job (128 + SIGTSTP)")
        #expect(session.file("during") == session.file("before"), "stty while stopped is the shell's")
        #expect(try session.display(Self.modes) == "0 1 00", "screen modes while stopped")
        #expect(
            FileManager.default.createFile(
                atPath: session.directory.appendingPathComponent("resume").path, contents: nil),
            "the file that tells the script to resume the app")
        try await session.wait(forRow: 1, toMatch: #/Row 2 */#, "fg draws the list again where it was")
        #expect(try session.display(Self.modes) == "1 0 11", "screen modes after fg")
        try session.send(keys: "Down")
        try await session.wait(forRow: 0, toMatch: #/Row 2 */#, "keys still scroll after fg")
        try session.send(keys: "q")
        try await session.wait(forFile: "done", "q quits")
        #expect(session.file("status") == "0", "exit status")
        #expect(session.file("after") == session.file("before"), "stty restored")
    }
}
