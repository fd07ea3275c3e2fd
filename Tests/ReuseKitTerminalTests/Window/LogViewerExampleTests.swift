import Foundation
import TestSupport
import Testing

/// The README's "A real terminal app": its code is the example's source, and the log viewer
/// runs in a real terminal on a file of 200,000 lines that another process appends to.
@Suite("Log viewer example", .serialized)
struct LogViewerExampleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var example: URL? { Tmux.product(named: "log-viewer-example") }

    /// The Swift code blocks of the README's section `heading`, in order.
    static func codeBlocks(underHeading heading: String) throws -> [String] {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "\n## \(heading)\n"), "the README has the section")
        var section = readme[start.upperBound...]
        if let next = section.range(of: "\n## ") { section = section[..<next.lowerBound] }
        var blocks: [String] = []
        while let open = section.range(of: "```swift\n"),
            let close = section[open.upperBound...].range(of: "\n```\n")
        {
            blocks.append(String(section[open.upperBound..<close.lowerBound]) + "\n")
            section = section[close.upperBound...]
        }
        return blocks
    }

    @Test("The README shows exactly the example's two files")
    func readmeMatchesSource() throws {
        let blocks = try Self.codeBlocks(underHeading: "A real terminal app")
        let files = try ["LogViewer.swift", "main.swift"].map {
            try String(
                contentsOf: Self.packageRoot.appendingPathComponent("Examples/LogViewer/\($0)"),
                encoding: .utf8)
        }
        #expect(blocks.count >= 2)
        #expect(Array(blocks.prefix(2)) == files)
    }

    @Test(
        "The README's Package.swift resolves against this checkout in a folder named ReuseKit, and only there",
        .timeLimit(.minutes(1)))
    func dependencySnippetResolves() throws {
        let snippet = try #require(try Self.codeBlocks(underHeading: "A real terminal app").last)
        #expect(snippet.hasPrefix("// swift-tools-version:"))
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("reusekit-dependency-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = directory.appendingPathComponent("app")
        try FileManager.default.createDirectory(
            at: app.appendingPathComponent("Sources/log-viewer"), withIntermediateDirectories: true)
        #expect(snippet.contains(#".package(path: "../ReuseKit")"#))
        try "print(0)\n".write(
            to: app.appendingPathComponent("Sources/log-viewer/main.swift"), atomically: true, encoding: .utf8
        )
        // `swift package describe` loads the graph: it fails on a `package:` that names no
        // dependency. The checkout is a link named `name`, and the manifest's path names it.
        func describe(withCheckoutNamed name: String) throws -> (Int32, String) {
            let manifest = snippet.replacingOccurrences(of: #""../ReuseKit""#, with: "\"../\(name)\"")
            try manifest.write(
                to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            let link = directory.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: link)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: Self.packageRoot)
            defer { try? FileManager.default.removeItem(at: link) }
            let status = try Tmux.runWithDefaultSignals([
                "/bin/bash", "-c", "cd \"$0\" && swift package describe > output 2>&1", app.path,
            ])
            let output =
                (try? String(contentsOf: app.appendingPathComponent("output"), encoding: .utf8)) ?? ""
            return (status, output)
        }
        let (status, output) = try describe(withCheckoutNamed: "ReuseKit")
        #expect(status == 0, "\(output)")
        #expect(output.contains("ReuseKitTerminal"), "\(output)")
        let (renamed, message) = try describe(withCheckoutNamed: "reuse-kit")
        #expect(renamed != 0 && message.contains("valid packages are: 'reuse-kit'"), "\(message)")
    }

    @Test(
        "The log viewer wraps lines, searches with letters that are bindings, follows a growing file, resizes, quits and restores the terminal",
        .enabled(if: Tmux.isInstalled, "tmux is not installed"),
        .enabled(if: example != nil, "log-viewer-example was not built next to the tests"),
        .timeLimit(.minutes(1)))
    func runsInTmux() throws {
        let binary = try #require(Self.example)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("reusekit-log-viewer-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let socket = "reusekit-log-viewer-\(getpid())-\(UUID().uuidString.prefix(8))"
        let status = try Tmux.runWithDefaultSignals([
            "/bin/bash", "-c", Self.script, "bash", directory.path, socket, binary.path,
        ])
        let log = (try? String(contentsOf: directory.appendingPathComponent("log"), encoding: .utf8)) ?? ""
        #expect(status == 0, "\(log)")
        #expect(log.contains("failures: 0"), "\(log)")
    }

    /// Writes `app.log` (200,000 lines; every thousandth, from line 2, too long for one row;
    /// "quinoa fennel" on lines 120,000, 150,000 and 180,000), starts the viewer on it in an
    /// 80×24 pane under a wrapper that saves `stty -g` before and after, and checks the screen
    /// after each key; "failures: N" ends the log.
    static let script = #"""
        cd "$1" || exit 1
        tmux=(tmux -L "$2" -f /dev/null)
        failures=0
        exec > log 2>&1
        python3 - <<'PY' || exit 1
        with open("app.log", "w") as f:
            for i in range(1, 200001):
                if i % 1000 == 2:
                    f.write(f"{i:06d} WARN " + " ".join(f"word{j}" for j in range(60)) + f" end-of-line-{i}\n")
                elif i in (120000, 150000, 180000):
                    f.write(f"{i:06d} ERROR quinoa fennel failed\n")
                else:
                    f.write(f"{i:06d} INFO request served\n")
        PY
        cat > wrapper.sh <<WRAP
        stty -g > "$1/before"
        "$3" "$1/app.log"
        echo \$? > "$1/status"
        stty -g > "$1/after"
        touch "$1/done"
        sleep 600
        WRAP
        "${tmux[@]}" new-session -d -s app -x 80 -y 24 "bash --norc --noprofile $1/wrapper.sh" || exit 1
        trap '"${tmux[@]}" kill-server > /dev/null 2>&1; [ -n "${writer:-}" ] && kill "$writer" 2> /dev/null' EXIT
        capture() { "${tmux[@]}" capture-pane -p -t app; }
        row() { capture | sed -n "$1p"; }
        ok() { echo "ok   $1"; }
        fail() { echo "FAIL $1"; capture | sed 's/^/     | /'; failures=$((failures + 1)); }
        # Waits until row $2 (a number, or '$' for the last) matches the regular expression $3.
        expect_row() {
            for _ in $(seq 1 200); do row "$2" | grep -Eq -- "$3" && { ok "$1"; return; }; sleep 0.05; done
            fail "$1: row $2 is '$(row "$2")', want /$3/"
        }
        expect_row "the title line" 1 '^app\.log — / search · n next · f follow · q quit'
        expect_row "the status line" 24 '^line 1 of 200000 *$'
        expect_row "the first line's row" 2 '^000001 INFO request served *$'
        expect_row "a long line wraps onto the rows below its own" 3 '^000002 WARN word0 word1'
        capture | grep -q 'end-of-line-2 *$' && ok "the long line's end shows" || fail "the long line was cut"
        "${tmux[@]}" send-keys -t app j j
        expect_row "j j moves two whole rows, the long one included" 24 '^line 3 of 200000 *$'
        expect_row "the third line is the first row" 2 '^000003 INFO request served *$'
        "${tmux[@]}" send-keys -t app k k
        expect_row "k k moves back" 24 '^line 1 of 200000 *$'
        "${tmux[@]}" send-keys -t app /
        expect_row "/ opens the search field above the status line" 23 '^ *Search'
        "${tmux[@]}" send-keys -t app -l "quinoa fennel"
        expect_row "the query types, q n f included" 23 '^ *quinoa fennel *$'
        expect_row "no key of the query acted" 24 '^line 1 of 200000 *$'
        "${tmux[@]}" send-keys -t app Enter
        expect_row "Enter jumps to the first match" 24 '^line 120000 of 200000 · “quinoa fennel” on line 120000 *$'
        expect_row "the match is the first row" 2 '^120000 ERROR quinoa fennel failed *$'
        expect_row "the field has gone, its row is the list's" 23 '^120016 INFO request served *$'
        "${tmux[@]}" send-keys -t app n
        expect_row "n jumps to the next match" 24 '^line 150000 of 200000 · “quinoa fennel” on line 150000 *$'
        expect_row "the next match is the first row" 2 '^150000 ERROR quinoa fennel failed *$'
        # Another process appends a line every 10 ms while f follows the end.
        ( i=0; while :; do i=$((i + 1)); echo "appended $i" >> app.log; sleep 0.01; done ) &
        writer=$!
        "${tmux[@]}" send-keys -t app f
        expect_row "f follows the end" 24 ' of 2[0-9]{5} · following'
        expect_row "appended lines arrive at the bottom" 23 '^appended [0-9]+ *$'
        sleep 1
        kill "$writer"; wait "$writer" 2> /dev/null; writer=
        last=$(tail -n 1 app.log)
        count=$(wc -l < app.log)
        expect_row "the last appended line is the last row" 23 "^$last *\$"
        expect_row "the status counts every line" 24 "^line [0-9]+ of $count · following"
        "${tmux[@]}" send-keys -t app PageUp
        expect_row "PgUp leaves the end" 24 "^line [0-9]+ of $count · 0 new below · “quinoa fennel” on line 150000 *\$"
        printf 'late 1\nlate 2\nlate 3\n' >> app.log
        expect_row "lines that arrive meanwhile are counted, not shown" 24 "^line [0-9]+ of $((count + 3)) · 3 new below ·"
        expect_row "and the screen stays where it was" 23 "^appended [0-9]+ *\$"
        "${tmux[@]}" send-keys -t app End
        expect_row "End follows the end again" 24 "^line [0-9]+ of $((count + 3)) · following ·"
        expect_row "and shows the last line" 23 '^late 3 *$'
        last="late 3"
        count=$((count + 3))
        "${tmux[@]}" resize-window -t app -x 50 -y 16
        expect_row "after a resize the status line is the last row" 16 "^line [0-9]+ of $count · following"
        expect_row "and the last line is still above it" 15 "^$last *\$"
        expect_row "the title keeps the first row" 1 '^app\.log — / search · n next · f follow'
        "${tmux[@]}" send-keys -t app q
        for _ in $(seq 1 200); do [ -e done ] && break; sleep 0.05; done
        [ -e done ] && ok "q quits" || fail "q did not quit"
        [ "$(cat status 2>/dev/null)" = 0 ] && ok "exit status 0" || fail "exit status $(cat status)"
        [ "$(cat before)" = "$(cat after 2>/dev/null)" ] && ok "stty restored" || fail "stty differs"
        flags=$("${tmux[@]}" display -p -t app '#{alternate_on} #{cursor_flag} #{mouse_any_flag}#{mouse_sgr_flag}')
        [ "$flags" = "0 1 00" ] && ok "alternate screen left, cursor shown, mouse off" || fail "screen modes: $flags"
        echo "failures: $failures"
        [ "$failures" = 0 ]
        """#
}
