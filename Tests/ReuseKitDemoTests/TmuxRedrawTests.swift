import Foundation
import TestSupport
import Testing

/// What the demo leaves in a real terminal (tmux) after things arrive on their own, against what
/// a whole redraw draws: a resize by a column and back makes the demo draw every cell again, so
/// any cell that frames drawn from damage left stale shows as a difference.
@Suite(
    "Demo in a real terminal: frames of damage against a whole redraw", .serialized,
    .enabled(if: Tmux.isInstalled, "tmux is not installed"),
    .enabled(if: Tmux.product(named: "reusekit-demo") != nil, "reusekit-demo was not built next to the tests")
)
struct TmuxRedrawTests {
    /// Waits until the pane, colours included, is the same for `quiet` seconds; returns it.
    func settled(_ session: TmuxSession, quiet: Double = 1.5, timeout: Double = 20) async throws -> String {
        var last = try session.captureStyled()
        var since = ContinuousClock.now
        var budget = WaitBudget(seconds: timeout)
        while budget.poll() {
            try await Task.sleep(for: .milliseconds(100))
            let now = try session.captureStyled()
            if now != last {
                last = now
                since = .now
            } else if ContinuousClock.now - since >= .seconds(quiet) {
                return now
            }
        }
        Issue.record("the pane never stopped changing")
        return last
    }

    @Test(
        "The chat scene at 120×36 after older pages, pictures and a streamed reply: every cell as a whole redraw draws it",
        arguments: ["g", "s", "i"])
    func chatMatchesWholeRedraw(key: String) async throws {
        let binary = try #require(Tmux.product(named: "reusekit-demo"))
        let session = try TmuxSession(
            columns: 120, rows: 36, script: TmuxSession.wrapper(running: "'\(binary.path)' --scene chat"))
        defer { session.close() }
        try await session.wait(forScreenMatching: #/of 100,000 messages/#, "the chat's first page")
        try session.send(keys: key)
        let drawn = try await settled(session)
        try session.resize(columns: 121, rows: 36)
        _ = try await settled(session, quiet: 0.5)
        try session.resize(columns: 120, rows: 36)
        let redrawn = try await settled(session)
        let before = Self.cells(drawn)
        let after = Self.cells(redrawn)
        let stale = before.indices.filter { !after.indices.contains($0) || before[$0] != after[$0] }
        #expect(
            stale.isEmpty,
            """
            rows \(stale) differ from a whole redraw after '\(key)'; the first, drawn and redrawn:
            \(stale.first.map { String(before[$0].map(\.character)) } ?? "")
            \(stale.first.flatMap { after.indices.contains($0) ? String(after[$0].map(\.character)) : nil } ?? "")
            """)
        try session.send(keys: "q")
    }

    /// A cell as a capture shows it: its character and the rendition in force.
    struct StyledCell: Equatable {
        var character: Character
        var rendition: [String: String]
    }

    /// The rows of a styled capture as cells, with trailing blanks that show nothing (spaces on
    /// the default background, no attribute) dropped: tmux keeps spaces a program wrote and not
    /// cells it erased, which look the same.
    static func cells(_ capture: String) -> [[StyledCell]] {
        var rendition: [String: String] = [:]
        return capture.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var row: [StyledCell] = []
            var rest = Substring(line)
            while let first = rest.first {
                if first == "\u{1B}", let match = rest.prefixMatch(of: #/\x1B\[([0-9;]*)m/#) {
                    apply(
                        match.output.1.split(separator: ";", omittingEmptySubsequences: false), to: &rendition
                    )
                    rest = rest[match.range.upperBound...]
                } else {
                    row.append(StyledCell(character: first, rendition: rendition))
                    rest = rest.dropFirst()
                }
            }
            while let last = row.last, last.character == " ", last.rendition.isEmpty { row.removeLast() }
            return row
        }
    }

    /// Applies SGR parameters to a rendition kept as "fg", "bg" and attribute numbers.
    static func apply(_ parameters: [Substring], to rendition: inout [String: String]) {
        var index = 0
        while index < parameters.count {
            let value = Int(parameters[index]) ?? 0
            switch value {
            case 0: rendition.removeAll()
            case 38, 48:
                let count = parameters.count > index + 1 && parameters[index + 1] == "5" ? 2 : 4
                let color = parameters[(index + 1)..<min(parameters.count, index + 1 + count)].joined(
                    separator: ";")
                rendition[value == 38 ? "fg" : "bg"] = color
                index += count
            case 39: rendition["fg"] = nil
            case 49: rendition["bg"] = nil
            case 30...37, 90...97: rendition["fg"] = "\(value)"
            case 40...47, 100...107: rendition["bg"] = "\(value)"
            case 22: rendition["1"] = nil; rendition["2"] = nil
            case 21...29: rendition["\(value - 20)"] = nil
            default: rendition["\(value)"] = "on"
            }
            index += 1
        }
    }
}
