import Foundation
@_spi(Hosting) import ReuseKit
import ReuseKitPixels
import Testing

@testable import pixel_log_viewer_example

/// The article "A real terminal app" in a window: the terminal log viewer's code with only the
/// window changed, run under Xvfb and driven by xdotool. After each step its window must show
/// what the same viewer shows in a headless window given the same keys.
@MainActor
@Suite("Pixel log viewer example", .serialized)
struct LogViewerExampleTests {
    /// The example's executable, built beside the tests.
    nonisolated static var example: URL? { ExampleUnderXvfb.binary(named: "pixel-log-viewer-example") }

    @Test(
        "The twin is the terminal example: the same files (links to them), and main.swift but for the window")
    func sameSource() throws {
        let terminal = ExampleUnderXvfb.repositoryRoot.appendingPathComponent("Examples/LogViewer")
        let pixels = ExampleUnderXvfb.packageRoot.appendingPathComponent("Examples/PixelLogViewer")
        let shared = try FileManager.default.contentsOfDirectory(atPath: terminal.path).filter {
            $0.hasSuffix(".swift") && $0 != "main.swift"
        }
        #expect(Set(shared) == ["LogViewer.swift", "LogFile.swift", "LineIndex.swift"])
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: pixels.path))
                == Set(shared + ["main.swift"]))
        for name in shared {
            let link = try FileManager.default.destinationOfSymbolicLink(
                atPath: pixels.appendingPathComponent(name).path)
            #expect(
                URL(fileURLWithPath: link, relativeTo: pixels).standardizedFileURL.path
                    == terminal.appendingPathComponent(name).standardizedFileURL.path, "\(name)")
        }
        let main = try String(contentsOf: terminal.appendingPathComponent("main.swift"), encoding: .utf8)
        let twin = try String(contentsOf: pixels.appendingPathComponent("main.swift"), encoding: .utf8)
        #expect(ExampleUnderXvfb.inPixels(main) == twin)
    }

    @Test(
        "Under Xvfb the log viewer shows wrapped lines, types a search with bound letters, jumps to matches, and q quits",
        .enabled(if: example != nil, "pixel-log-viewer-example was not built next to the tests"),
        .timeLimit(.minutes(2)))
    func runsUnderXvfb() async throws {
        let binary = try #require(Self.example)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pixel-log-viewer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("app.log")
        try Self.writeLog(to: file)
        // A server of its own: its pointer and focus are this test's alone.
        let session = try await XvfbSession.start(ownServer: true)
        let log = directory.appendingPathComponent("output")
        let pid = try session.start(binary.path, [file.path], output: log.path)
        var exited = false
        defer { if !exited { kill(pid, SIGTERM) } }
        let id = try await session.windowID(of: pid)
        let twin = try LogViewerTwin(path: file.path)
        defer { twin.window.quit() }
        try await ExampleUnderXvfb.expect(
            session, id, toShow: twin, "the first lines, the long one wrapped", name: "pixel-log-viewer")
        #expect(twin.viewer.status.text == "line 1 of 20000")

        // Typed into the field, q, n and f are letters: nothing quits, jumps or follows.
        try session.run("/usr/bin/xdotool", ["windowfocus", "--sync", id, "key", "slash"])
        try session.run("/usr/bin/xdotool", ["type", "--delay", "20", "quinoa fennel"])
        try session.run("/usr/bin/xdotool", ["key", "Return"])
        twin.window.handle(.key(KeyEvent(.character("/"))))
        for character in "quinoa fennel" { twin.window.handle(.key(KeyEvent(.character(character)))) }
        twin.window.handle(.key(KeyEvent(.enter)))
        #expect(twin.viewer.status.text == "line 12000 of 20000 · “quinoa fennel” on line 12000")
        try await ExampleUnderXvfb.expect(
            session, id, toShow: twin, "the first match at the top, selected", name: "pixel-log-viewer")

        try session.run("/usr/bin/xdotool", ["windowfocus", "--sync", id, "key", "n"])
        twin.window.handle(.key(KeyEvent(.character("n"))))
        #expect(twin.viewer.status.text == "line 15000 of 20000 · “quinoa fennel” on line 15000")
        try await ExampleUnderXvfb.expect(
            session, id, toShow: twin, "the next match after n", name: "pixel-log-viewer")

        try session.run("/usr/bin/xdotool", ["windowfocus", "--sync", id, "key", "q"])
        let status = try await session.waitForExit(of: pid, timeout: 10)
        exited = status != nil
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(status == 0, "q quits with status 0: \(output)")
    }

    @Test(
        "A line of 5 MB shows its first few thousand characters and what is left of it",
        .timeLimit(.minutes(1)))
    func longLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pixel-log-viewer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("app.log")
        let long = String(repeating: "0123456789", count: 512 << 10)
        try Data("first\n\(long)\nthird\n".utf8).write(to: file)
        let twin = try LogViewerTwin(path: file.path)
        defer { twin.window.quit() }
        twin.settle()  // the first frame, then End
        twin.window.handle(.key(KeyEvent(.end)))
        twin.settle()
        let texts = twin.viewer.table.visibleCells.compactMap { $0.textLabel?.text }
        #expect(texts.last == "third")
        #expect(texts.contains { $0.hasPrefix("0123456789") && $0.hasSuffix("… 5 MB more") }, "\(texts)")
        #expect(twin.viewer.status.text == "line 2 of 3")
    }

    /// 20,000 lines; line 2 too long for one row; "quinoa fennel" on lines 12,000 and 15,000.
    static func writeLog(to file: URL) throws {
        var text = ""
        for number in 1...20_000 {
            let label = String(repeating: "0", count: 6 - String(number).count) + String(number)
            if number == 2 {
                text += "\(label) WARN " + (0..<60).map { "word\($0)" }.joined(separator: " ") + " end\n"
            } else if number == 12_000 || number == 15_000 {
                text += "\(label) ERROR quinoa fennel failed\n"
            } else {
                text += "\(label) INFO request served\n"
            }
        }
        try text.write(to: file, atomically: true, encoding: .utf8)
    }
}

/// The example's viewer in a headless window: the frames the example must show.
@MainActor
final class LogViewerTwin: HeadlessExample {
    let viewer: LogViewer

    init(path: String) throws {
        let viewer = try LogViewer(path: path)
        self.viewer = viewer
        super.init(rootView: viewer.rootView)
        viewer.start(in: window)
    }
}
