import Foundation
import TestSupport
import Testing

/// The README's "Your own terminal app": its code is the example's source, and the example
/// runs in a real terminal.
@Suite("Terminal app example", .serialized)
struct TerminalAppExampleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var example: URL? { Tmux.product(named: "terminal-app-example") }

    @Test("The README shows exactly the example's source")
    func readmeMatchesSource() throws {
        let readme = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("Examples/TerminalApp/main.swift"),
            encoding: .utf8)
        let section = try #require(
            readme.range(of: "## Your own terminal app\n"), "the README has the section")
        let rest = readme[section.upperBound...]
        let start = try #require(rest.range(of: "```swift\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```\n"))
        #expect(String(rest[start.upperBound..<end.lowerBound]) == source)
    }

    @Test(
        "The example lists rows, opens one on Enter, goes back on Escape, quits on q and restores the terminal",
        .enabled(if: Tmux.isInstalled, "tmux is not installed"),
        .enabled(if: example != nil, "terminal-app-example was not built next to the tests"),
        .timeLimit(.minutes(1)))
    func runsInTmux() throws {
        let binary = try #require(Self.example)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("reusekit-example-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let socket = "reusekit-example-\(getpid())-\(UUID().uuidString.prefix(8))"
        let status = try Tmux.runWithDefaultSignals([
            "/bin/bash", "-c", Self.script, "bash", directory.path, socket, binary.path,
        ])
        let log = (try? String(contentsOf: directory.appendingPathComponent("log"), encoding: .utf8)) ?? ""
        #expect(status == 0, "\(log)")
        #expect(log.contains("failures: 0"), "\(log)")
    }

    @Test(
        "Under a shell with job control, Ctrl-Z stops the example with the terminal given back, and fg resumes it",
        .enabled(if: Tmux.isInstalled, "tmux is not installed"),
        .enabled(if: example != nil, "terminal-app-example was not built next to the tests"),
        .timeLimit(.minutes(1)))
    func suspendsAndResumes() throws {
        let binary = try #require(Self.example)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("reusekit-example-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let socket = "reusekit-example-\(getpid())-\(UUID().uuidString.prefix(8))"
        let status = try Tmux.runWithDefaultSignals([
            "/bin/bash", "-c", Self.suspendScript, "bash", directory.path, socket, binary.path,
        ])
        let log = (try? String(contentsOf: directory.appendingPathComponent("log"), encoding: .utf8)) ?? ""
        #expect(status == 0, "\(log)")
        #expect(log.contains("failures: 0"), "\(log)")
    }

    /// Runs the example as a foreground job of `set -m` bash: Down, Ctrl-Z (the shell sees the
    /// job stopped and the terminal as before), fg (the list again, where it was), q.
    static let suspendScript = #"""
        cd "$1" || exit 1
        tmux=(tmux -L "$2" -f /dev/null)
        failures=0
        exec > log 2>&1
        cat > job.sh <<WRAP
        set -m
        stty -g > "$1/before"
        "$3"
        echo \$? > "$1/stopped.tmp"
        stty -g > "$1/during"
        mv "$1/stopped.tmp" "$1/stopped"
        while [ ! -e "$1/resume" ]; do sleep 0.05; done
        fg
        echo \$? > "$1/status"
        stty -g > "$1/after"
        touch "$1/done"
        sleep 600
        WRAP
        "${tmux[@]}" new-session -d -s app -x 60 -y 12 "bash --norc --noprofile $1/job.sh" || exit 1
        trap '"${tmux[@]}" kill-server > /dev/null 2>&1' EXIT
        capture() { "${tmux[@]}" capture-pane -p -t app; }
        expect_screen() {
            for _ in $(seq 1 200); do capture | head -n 1 | grep -Eq -- "$2" && { echo "ok   $1"; return; }; sleep 0.05; done
            echo "FAIL $1: top row is '$(capture | head -n 1)'"; failures=$((failures + 1))
        }
        check() { [ "$2" = "$3" ] && echo "ok   $1" || { echo "FAIL $1: got '$2', want '$3'"; failures=$((failures + 1)); }; }
        modes() { "${tmux[@]}" display -p -t app '#{alternate_on} #{cursor_flag} #{mouse_any_flag}#{mouse_sgr_flag}'; }
        expect_screen "the list shows" '^Row 1 *$'
        "${tmux[@]}" send-keys -t app Down
        expect_screen "Down scrolls one row" '^Row 2 *$'
        "${tmux[@]}" send-keys -t app C-z
        for _ in $(seq 1 200); do [ -e stopped ] && break; sleep 0.05; done
        check "Ctrl-Z stops the job (128 + SIGTSTP)" "$(cat stopped 2>/dev/null)" 148
        check "stty while stopped is the shell's" "$(cat during 2>/dev/null)" "$(cat before)"
        check "screen modes while stopped" "$(modes)" "0 1 00"
        touch resume
        expect_screen "fg draws the list again where it was" '^Row 2 *$'
        check "screen modes after fg" "$(modes)" "1 0 11"
        "${tmux[@]}" send-keys -t app Down
        expect_screen "keys still scroll after fg" '^Row 3 *$'
        "${tmux[@]}" send-keys -t app q
        for _ in $(seq 1 200); do [ -e done ] && break; sleep 0.05; done
        check "exit status" "$(cat status 2>/dev/null)" 0
        check "stty restored" "$(cat after 2>/dev/null)" "$(cat before)"
        echo "failures: $failures"
        [ "$failures" = 0 ]
        """#

    /// Starts the example in a 60×12 pane under a wrapper that saves `stty -g` before and after,
    /// sends keys, and checks the screen after each; "failures: N" ends the log.
    static let script = #"""
        cd "$1" || exit 1
        tmux=(tmux -L "$2" -f /dev/null)
        failures=0
        exec > log 2>&1
        cat > wrapper.sh <<WRAP
        stty -g > "$1/before"
        "$3"
        echo \$? > "$1/status"
        stty -g > "$1/after"
        touch "$1/done"
        sleep 600
        WRAP
        "${tmux[@]}" new-session -d -s app -x 60 -y 12 "bash --norc --noprofile $1/wrapper.sh" || exit 1
        trap '"${tmux[@]}" kill-server > /dev/null 2>&1' EXIT
        capture() { "${tmux[@]}" capture-pane -p -t app; }
        expect_screen() {
            for _ in $(seq 1 200); do capture | head -n 1 | grep -Eq -- "$2" && { echo "ok   $1"; return; }; sleep 0.05; done
            echo "FAIL $1: top row is '$(capture | head -n 1)'"; failures=$((failures + 1))
        }
        expect_screen "the list shows" '^Row 1 *$'
        "${tmux[@]}" send-keys -t app Down
        expect_screen "Down scrolls one row" '^Row 2 *$'
        "${tmux[@]}" send-keys -t app Enter
        expect_screen "Enter opens the first whole row" '^Row 2 of 1,000,000\. Escape goes back'
        "${tmux[@]}" send-keys -t app Escape
        expect_screen "Escape goes back to the list where it was" '^Row 2 *$'
        "${tmux[@]}" send-keys -t app q
        for _ in $(seq 1 200); do [ -e done ] && break; sleep 0.05; done
        if [ -e done ]; then echo "ok   q quits"; else echo "FAIL q did not quit"; failures=$((failures + 1)); fi
        [ "$(cat status 2>/dev/null)" = 0 ] && echo "ok   exit status 0" || { echo "FAIL exit status $(cat status)"; failures=$((failures + 1)); }
        [ "$(cat before)" = "$(cat after 2>/dev/null)" ] && echo "ok   stty restored" || { echo "FAIL stty differs"; failures=$((failures + 1)); }
        flags=$("${tmux[@]}" display -p -t app '#{alternate_on} #{cursor_flag} #{mouse_any_flag}#{mouse_sgr_flag}')
        [ "$flags" = "0 1 00" ] && echo "ok   screen modes restored" || { echo "FAIL screen modes: $flags"; failures=$((failures + 1)); }
        echo "failures: $failures"
        [ "$failures" = 0 ]
        """#
}
