import Foundation
@_spi(Hosting) import ReuseKit
import ReuseKitPixels
import Testing

@testable import pixel_log_viewer_example

/// The README's "A real terminal app" in a window: the terminal log viewer's code with only the
/// window changed, run under Xvfb and driven by xdotool. After each step its window must show
/// what the same viewer shows in a headless window given the same keys.
@MainActor
@Suite("Pixel log viewer example", .serialized)
struct LogViewerExampleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The example's executable, built beside the tests.
    nonisolated static var example: URL? {
        guard let runner = Bundle.main.executableURL else { return nil }
        var directory = runner.deletingLastPathComponent()
        if directory.pathExtension == "xctest" { directory = directory.deletingLastPathComponent() }
        let binary = directory.appendingPathComponent("pixel-log-viewer-example")
        return FileManager.default.isExecutableFile(atPath: binary.path) ? binary : nil
    }

    @Test("The twin is the terminal example: the same LogViewer.swift, and main.swift but for the window")
    func sameSource() throws {
        let root = Self.packageRoot.deletingLastPathComponent().deletingLastPathComponent()
        let terminal = root.appendingPathComponent("Examples/LogViewer")
        let pixels = Self.packageRoot.appendingPathComponent("Examples/PixelLogViewer")
        let link = try FileManager.default.destinationOfSymbolicLink(
            atPath: pixels.appendingPathComponent("LogViewer.swift").path)
        #expect(
            URL(fileURLWithPath: link, relativeTo: pixels).standardizedFileURL.path
                == terminal.appendingPathComponent("LogViewer.swift").standardizedFileURL.path)
        let main = try String(contentsOf: terminal.appendingPathComponent("main.swift"), encoding: .utf8)
        let twin = try String(contentsOf: pixels.appendingPathComponent("main.swift"), encoding: .utf8)
        #expect(
            main.replacingOccurrences(of: "ReuseKitTerminal", with: "ReuseKitPixels")
                .replacingOccurrences(of: "TerminalWindow", with: "PixelWindow") == twin)
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
        try await expectShows(twin, session, id, "the first lines, the long one wrapped")
        #expect(twin.viewer.status.text == "line 1 of 20000")

        // Typed into the field, q, n and f are letters: nothing quits, jumps or follows.
        try session.run("/usr/bin/xdotool", ["windowfocus", "--sync", id, "key", "slash"])
        try session.run("/usr/bin/xdotool", ["type", "--delay", "20", "quinoa fennel"])
        try session.run("/usr/bin/xdotool", ["key", "Return"])
        twin.window.handle(.key(KeyEvent(.character("/"))))
        for character in "quinoa fennel" { twin.window.handle(.key(KeyEvent(.character(character)))) }
        twin.window.handle(.key(KeyEvent(.enter)))
        #expect(twin.viewer.status.text == "line 12000 of 20000 · “quinoa fennel” on line 12000")
        try await expectShows(twin, session, id, "the first match at the top, selected")

        try session.run("/usr/bin/xdotool", ["windowfocus", "--sync", id, "key", "n"])
        twin.window.handle(.key(KeyEvent(.character("n"))))
        #expect(twin.viewer.status.text == "line 15000 of 20000 · “quinoa fennel” on line 15000")
        try await expectShows(twin, session, id, "the next match after n")

        try session.run("/usr/bin/xdotool", ["windowfocus", "--sync", id, "key", "q"])
        let status = try await session.waitForExit(of: pid, timeout: 10)
        exited = status != nil
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(status == 0, "q quits with status 0: \(output)")
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

    /// Expects the window to show, within ten seconds, what the twin shows once it settles.
    func expectShows(
        _ twin: LogViewerTwin, _ session: XvfbSession, _ id: String, _ what: String
    ) async throws {
        twin.settle()
        let expected = twin.window.surface
        let limit = expected.pixelWidth * expected.pixelHeight / 500
        var differing = Int.max
        let shown = try await waitUntil(
            timeout: 10, "\(what): \(differing) pixels differ (see reusekit-pixel-log-viewer-*.png)",
            pollingEvery: .milliseconds(50)
        ) {
            differing = try XWDImage(session.run("/usr/bin/xwd", ["-id", id, "-silent"])).differingPixels(
                from: expected)
            return differing < limit
        }
        if !shown {
            try? expected.writePNG(to: NSTemporaryDirectory() + "reusekit-pixel-log-viewer-expected.png")
            try? XWDImage(session.run("/usr/bin/xwd", ["-id", id, "-silent"])).surface(scale: 1).writePNG(
                to: NSTemporaryDirectory() + "reusekit-pixel-log-viewer-shot.png")
        }
    }
}

/// The example's viewer in a headless window of the example window's size, on a manual clock:
/// the frames the example must show.
@MainActor
final class LogViewerTwin {
    let viewer: LogViewer
    let clock = ManualFrameClock()
    let window: PixelWindow

    init(path: String) throws {
        viewer = try LogViewer(path: path)
        window = PixelWindow(
            rootView: viewer.rootView, size: CGSize(width: 390, height: 844),
            renderer: PixelRenderer(scale: 1),
            clock: clock)
        viewer.start(in: window)
    }

    /// Frames until nothing moves, then the last one drawn.
    func settle() {
        for _ in 0..<600 {
            clock.advance(by: 1.0 / 60)
            let moving = window.advanceAnimations()
            window.renderFrameIfNeeded()
            if !moving { return }
        }
    }
}
