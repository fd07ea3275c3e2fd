import Foundation
import TestSupport
import Testing

@testable import ReuseKitTerminal

/// Renders frames into a real tmux pane and reads back what it shows: the width and placement
/// of a cluster are right only if the terminal agrees with them.
@Suite("Cluster placement in tmux", .serialized)
struct TmuxPlacementTests {
    static var hasTmux: Bool { Tmux.isInstalled }

    static let columns = 24

    /// Titles that terminals and Unicode may disagree about: joiners after letters and emoji,
    /// emoji presentation selectors, keycaps, flags, marks and conjuncts.
    static let titles = [
        "a\u{200D}", "a\u{200D}😀b", "x\u{200D}♀️y", "😀\u{200D}a", "ab\u{200D}é", "❤️ love", "1️⃣ one",
        "🇺🇸 flag", "🇺 half", "👩‍💻 dev", "e\u{301} mark", "\u{200D}lead", "👍🏽 ok", "漢字 wide",
    ]

    /// Row 0 holds the title and a bar in the last column; row 1, under it, holds digits, as a
    /// title sits over a thumbnail. Both rows are first filled with `#`, so a cell the renderer
    /// believes it wrote but the terminal placed elsewhere shows as a stray `#`.
    static func frames(title: String) -> (ScreenBuffer, ScreenBuffer) {
        let size = TerminalSize(columns: columns, rows: 2)
        var before = ScreenBuffer(size: size)
        before.fill(CellRect(x: 0, y: 0, width: columns, height: 2), with: "#")
        var after = ScreenBuffer(size: size)
        after.put(title, x: 0, y: 0)
        after.put("|", x: columns - 1, y: 0)
        after.put(String((0..<columns).map { Character(String($0 % 10)) }), x: 0, y: 1)
        return (before, after)
    }

    @Test(
        "Titles with joiners, selectors, keycaps and flags leave their row and the row below intact",
        .enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)), arguments: titles)
    func placement(title: String) throws {
        let (before, after) = Self.frames(title: title)
        var renderer = FrameRenderer(colorMode: .trueColor)
        let bytes = renderer.render(before) + renderer.render(after)
        let shown = try Self.show(bytes, rows: 2)
        let digits = String((0..<Self.columns).map { Character(String($0 % 10)) })
        #expect(shown.count >= 2, "\(shown)")
        #expect(shown.first?.hasSuffix("|") == true, "title row: \(shown)")
        #expect(shown.first?.contains("#") == false, "stray cell in the title row: \(shown)")
        #expect(shown.dropFirst().first == digits, "row below: \(shown)")
    }

    /// Prints `bytes` into a fresh tmux pane `rows` high (plus a row for an end marker) and
    /// returns the lines it shows once the marker printed after the frame has arrived.
    static func show(_ bytes: [UInt8], rows: Int) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("reusekit-tmux-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(bytes).write(to: directory.appendingPathComponent("frame"))
        try Data("set -g status off\n".utf8).write(to: directory.appendingPathComponent("tmux.conf"))
        let socket = "reusekit-placement-\(getpid())-\(UUID().uuidString.prefix(8))"
        let script = """
            cd "$1" || exit 1
            tmux -L "$2" -f tmux.conf new-session -d -x \(columns) -y \(rows + 1) \\
                "cat frame; printf '\\033[\(rows + 1);1HEND'; sleep 60" < /dev/null > /dev/null 2>&1 || exit 1
            for attempt in $(seq 1 400); do
                tmux -L "$2" capture-pane -p > captured 2> /dev/null
                grep -q END captured && break
                sleep 0.05
            done
            tmux -L "$2" kill-server > /dev/null 2>&1
            grep -q END captured
            """
        let status = try Tmux.runWithDefaultSignals([
            "/bin/bash", "-c", script, "bash", directory.path, socket,
        ])
        guard status == 0 else { throw TmuxError.noFrame(status: status) }
        let captured = try String(contentsOf: directory.appendingPathComponent("captured"), encoding: .utf8)
        return captured.split(separator: "\n", omittingEmptySubsequences: false).prefix(rows).map(String.init)
    }
}
