import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The demo binary built next to the tests in a real terminal (tmux at 200×60): keys and
/// capture-pane through every scene, Ctrl-Z with and without job control, an unterminated paste,
/// SIGTERM and every other signal that ends the process; after each run the terminal is
/// restored (`stty -g` identical before and after, alternate screen off, cursor shown, mouse
/// reporting off).
@Suite(
    "Demo in a real terminal", .serialized, .enabled(if: Tmux.isInstalled, "tmux is not installed"),
    .enabled(if: Tmux.product(named: "reusekit-demo") != nil, "reusekit-demo was not built next to the tests")
)
struct TmuxDemoTests {
    /// The `reusekit-demo` built with the tests.
    static var demoBinary: URL? { Tmux.product(named: "reusekit-demo") }

    /// The screen modes tmux reports, and what they are while the demo runs and after it.
    static let modes =
        "#{alternate_on} cursor=#{cursor_flag} mouse=#{mouse_any_flag}#{mouse_button_flag}#{mouse_sgr_flag}"
    static let running = "1 cursor=0 mouse=111"
    static let restored = "0 cursor=1 mouse=000"

    /// Starts the demo under the wrapper (`TmuxSession.wrapper`, recording its pid) and waits
    /// for its first frame.
    static func start(sourceLocation: SourceLocation = #_sourceLocation) async throws -> TmuxSession {
        let binary = try #require(demoBinary)
        let session = try TmuxSession(
            columns: 200, rows: 60,
            script: TmuxSession.wrapper(running: "'\(binary.path)'", recordingPID: true))
        try await session.wait(forFile: "pid", "the demo starts", sourceLocation: sourceLocation)
        try await session.wait(
            forScreenMatching: #/cell #1/#, "the demo's first frame", sourceLocation: sourceLocation)
        return session
    }

    /// The demo's process id, as the wrapper recorded it.
    static func pid(_ session: TmuxSession) throws -> pid_t {
        try #require(session.file("pid").flatMap { pid_t($0) }, "the wrapper recorded the demo's pid")
    }

    /// Expects the demo to exit with `status` and to leave the terminal as it found it.
    static func finish(
        _ session: TmuxSession, status: Int32, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        defer { session.close() }
        guard try await session.wait(forFile: "done", "the demo exits", sourceLocation: sourceLocation) else {
            return
        }
        #expect(session.file("status") == "\(status)", "exit status", sourceLocation: sourceLocation)
        #expect(
            session.file("after") == session.file("before"), "stty -g before and after",
            sourceLocation: sourceLocation)
        try await expectModes(session, restored, "screen modes after exit", sourceLocation: sourceLocation)
    }

    /// Waits for the pane's screen modes to be `expected`: tmux reads what the program wrote a
    /// moment after it wrote it.
    static func expectModes(
        _ session: TmuxSession, _ expected: String, _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        var shown = ""
        try await waitUntil(
            timeout: 5, "\(what): modes are '\(shown)', want '\(expected)'", sourceLocation: sourceLocation
        ) {
            shown = try session.display(modes)
            return shown == expected
        }
    }

    /// `stty -g` of the pane's terminal now.
    static func stty(_ session: TmuxSession) throws -> String {
        let tty = try session.display("#{pane_tty}")
        let output = session.directory.appendingPathComponent("stty-now")
        let status = try Tmux.runWithDefaultSignals(
            ["/bin/bash", "-c", "stty -g < \"$0\"", tty], output: output.path)
        try #require(status == 0, "stty -g on \(tty)")
        return try String(contentsOf: output, encoding: .utf8).trimmingCharacters(in: .newlines)
    }

    /// The first row number in the status line's "rows A–B".
    static func firstRow(_ rows: [String]) -> Int? {
        for row in rows {
            if let match = row.firstMatch(of: #/· rows ([0-9,]*)–/#) {
                return Int(match.1.filter { $0 != "," })
            }
        }
        return nil
    }

    @Test(
        "The demo answers j, PgDn, Tab through every scene and q, also after Ctrl-Z without job control",
        .timeLimit(.minutes(2)))
    func keysThroughEveryScene() async throws {
        let session = try await Self.start()
        try await Self.expectModes(session, Self.running, "while running")
        let before = try #require(session.file("before"))
        #expect(try Self.stty(session) != before, "raw mode while running")
        let first = try session.capture()
        #expect(first.count == 60, "\(first)")
        #expect(
            first.dropFirst().first?.wholeMatch(of: #/  Row 0 +cell #1 */#) != nil,
            "first row shown: Row 0 in cell #1")
        #expect(first.filter { $0.contains(#/  Row [0-9]/#) }.count >= 15, "rows fill the screen")
        #expect(first.last?.contains("seed 000 · 1,000,000 rows") == true, "status line: \(first.last ?? "")")
        guard first.count == 60 else { return }
        // This shell has no job control, so the kernel discards the stop that Ctrl-Z asks for:
        // the demo must stay in its screen modes and keep answering keys.
        try session.send(keys: "C-z", "j")
        var second = ""
        try await waitUntil(timeout: 10, "j after Ctrl-Z scrolls one row: row 1 is '\(second)'") {
            second = try session.row(1)
            return second == first[2]
        }
        try await Self.expectModes(session, Self.running, "after Ctrl-Z without job control")
        #expect(try Self.stty(session) != before, "after Ctrl-Z without job control: raw mode")
        let afterJ = try session.capture()
        #expect(
            Array(afterJ.prefix(58).dropFirst()) == Array(first.prefix(59).dropFirst(2)), "j scrolls one row")
        try session.send(keys: "NPage")
        var top: Int?
        try await waitUntil(
            timeout: 10, "PgDn scrolls a page: the first row is \(top.map(String.init) ?? "not shown")"
        ) {
            top = Self.firstRow(try session.capture())
            return (top ?? 0) >= 10
        }
        let steps: [(keys: [String], shows: [(Regex<Substring>, String)])] = [
            (
                ["Tab"],
                [
                    (#/seed 001 · page 1\/24/#, "Tab shows the pager scene"),
                    (#/A swipe turns exactly one page/#, "the first page loads"),
                ]
            ),
            (
                ["Right"],
                [
                    (#/seed 001 · page 2\/24/#, "→ turns one page"),
                    (
                        #/completion: view #[0-9], next view #[0-9], left, index 1/#,
                        "the completion block is shown"
                    ),
                ]
            ),
            (
                ["Tab"],
                [
                    (#/seed 002 · height cache on/#, "Tab shows the heights scene"),
                    (#/#0 缓存行高/#, "heights rows shown"),
                ]
            ),
            (
                ["Tab"],
                [
                    (#/seed 003 · 60 cards in 8 columns/#, "Tab shows the waterfall scene"),
                    (#/#0 · ♥/#, "cards shown"),
                ]
            ),
            (
                ["Tab"],
                [
                    (#/seed 004/#, "Tab shows the feed scene"),
                    (#/#0 下拉刷新 pull-to-refresh/#, "the first page arrives"),
                    // Two screens of look-ahead load pages 1 and 2 at once; page 2 fails the first time.
                    (
                        #/seed 004 · 40 posts · refreshed 1× · page 2 failed: Enter or a click retries · simulated/#,
                        "pages load, page 2 fails, every thumbnail arrives (none loading)"
                    ),
                    (#/▀▀▀▀▀▀▀▀ #0/#, "thumbnails drawn as half blocks"),
                ]
            ),
            (["Enter"], [(#/seed 004 · 60 posts/#, "Enter retries the failed page")]),
            (["Tab"], [(#/ contacts in /#, "Tab shows the contacts scene")]),
            // The chat's newest page is asked for in a frame's layout pass and due on the
            // scene's clock: no key may be needed.
            (
                ["Tab"],
                [
                    (#/chat · /#, "Tab shows the chat scene"),
                    (#/50 of 100,000 messages/#, "the newest page of the chat arrives without a key press"),
                ]
            ),
            (
                ["Tab"],
                [
                    (#/5 shelves · 100,000 apps in the grid/#, "Tab shows the store scene"),
                    (#/Editors' picks 编辑精选 · 60/#, "its shelves under their headers"),
                ]
            ),
            (["n"], [(#/App 90000 /#, "n jumps to item 90,000 of the grid")]),
            (["Tab"], [(#/100,000 photos in 24 months · scrolling down/#, "Tab shows the photos scene")]),
            (
                ["d"],
                [(#/scrolling sideways · #0–/#, "d turns the grid sideways, the first photo still in view")]
            ),
            (["Tab"], [(#/generated \(1,001,011 nodes\)/#, "Tab shows the files scene")]),
            (["Tab"], [(#/to search 1,000,000 tracks/#, "Tab shows the search scene")]),
            (["Tab"], [(#/seed 000 · 1,000,000 rows/#, "Tab comes back to the table")]),
        ]
        for step in steps {
            try session.tmux(["send-keys", "-t", "main"] + step.keys)
            for (pattern, what) in step.shows {
                try await session.wait(forScreenMatching: pattern, what)
            }
        }
        try session.send(keys: "q")
        try await Self.finish(session, status: 0)
    }

    @Test(
        "Under a shell with job control the feed's thumbnails arrive without a key, and Ctrl-Z stops the demo twice",
        .timeLimit(.minutes(2)))
    func suspendsUnderJobControl() async throws {
        let binary = try #require(Self.demoBinary)
        // The demo as a foreground job of `set -m` bash, as in an interactive shell. No loop
        // around fg: bash leaves a loop when a job in it stops.
        var job = "set -m\nstty -g > before\n'\(binary.path)' --scene feed\n"
        for stop in 1...2 {
            job += """
                echo $? > stopped.\(stop).tmp
                stty -g > during.\(stop)
                mv stopped.\(stop).tmp stopped.\(stop)
                while [ ! -e resume.\(stop) ]; do sleep 0.05; done
                fg

                """
        }
        job += "echo $? > status\nstty -g > after\ntouch done\nsleep 600\n"
        let session = try TmuxSession(columns: 200, rows: 60, script: job)
        defer { session.close() }
        try await session.wait(
            forScreenMatching: #/40 posts · refreshed 1× · page 2 failed/#,
            "the first pages arrive without a key press")
        try await session.wait(forScreenMatching: #/▀▀▀▀▀▀▀▀ #0/#, "and their thumbnails")
        let shell = try #require(pid_t(try session.display("#{pane_pid}")))
        let demo = try #require(Self.child(of: shell), "the demo runs under the pane's shell")
        // The thread that waits for input must be the main thread: its current system call is
        // poll(2) or ppoll(2), not the rt_sigsuspend(2) in which dispatch_main() parks it when
        // main-actor code runs on worker threads (which block SIGTSTP, so Ctrl-Z could never
        // stop the process).
        let call = try String(contentsOfFile: "/proc/\(demo)/task/\(demo)/syscall", encoding: .utf8)
            .split(separator: " ").first.map(String.init)
        #if arch(x86_64)
            #expect(
                call == "7" || call == "271",
                "main-actor code runs on the main thread (it waits in poll): \(call ?? "")")
        #elseif arch(arm64)
            #expect(
                call == "73", "main-actor code runs on the main thread (it waits in ppoll): \(call ?? "")")
        #endif
        for stop in 1...2 {
            if stop == 2 { try session.send(keys: "j") }
            try session.send(keys: "C-z")
            guard try await session.wait(forFile: "stopped.\(stop)", "Ctrl-Z \(stop) stops the demo") else {
                return
            }
            #expect(
                session.file("stopped.\(stop)") == "148",
                "Ctrl-Z \(stop): the shell sees the job stopped (128 + SIGTSTP)")
            #expect(Self.state(of: demo) == "T", "Ctrl-Z \(stop): the process is stopped")
            #expect(
                session.file("during.\(stop)") == session.file("before"),
                "Ctrl-Z \(stop): stty -g as before the demo")
            try await Self.expectModes(session, Self.restored, "Ctrl-Z \(stop): screen modes")
            #expect(
                FileManager.default.createFile(
                    atPath: session.directory.appendingPathComponent("resume.\(stop)").path, contents: nil),
                "Ctrl-Z \(stop): the file that tells the script to resume the demo")
            try await session.wait(
                forScreenMatching: #/seed 004 · [0-9]+ posts/#, "fg \(stop) draws the feed again")
            try await Self.expectModes(session, Self.running, "fg \(stop): screen modes")
        }
        try session.send(keys: "q")
        try await Self.finish(session, status: 0)
    }

    /// The first child of process `parent` named reusekit-demo.
    static func child(of parent: pid_t) -> pid_t? {
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return processes.compactMap { pid_t($0) }.sorted().first { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return stat[stat.index(after: open)..<close] == "reusekit-demo" && fields.count > 1
                && pid_t(fields[1]) == parent
        }
    }

    /// The state letter of process `pid` (`T` when stopped).
    static func state(of pid: pid_t) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ").first.map(String.init)
    }

    @Test("SIGTERM ends the demo with the terminal restored", .timeLimit(.minutes(1)))
    func terminated() async throws {
        let session = try await Self.start()
        kill(try Self.pid(session), SIGTERM)
        try await Self.finish(session, status: 128 + SIGTERM)
    }

    /// A paste start whose end marker never comes.
    static let unterminatedPaste: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E, 0x61, 0x62, 0x63]

    @Test("In a paste whose end never comes, Ctrl-C still quits", .timeLimit(.minutes(1)))
    func controlCEndsAPaste() async throws {
        let session = try await Self.start()
        try session.send(bytes: Self.unterminatedPaste)
        try session.send(keys: "C-c")
        try await Self.finish(session, status: 0)
    }

    @Test(
        "After half a second without input an unterminated paste ends, and q is a key again",
        .timeLimit(.minutes(1)))
    func pauseEndsAPaste() async throws {
        let session = try await Self.start()
        try session.send(bytes: Self.unterminatedPaste)
        try await Task.sleep(for: .milliseconds(700))  // the pause itself, not a wait for something
        try session.send(keys: "q")
        try await Self.finish(session, status: 0)
    }

    @Test(
        "Every signal whose default action ends the process restores the terminal first",
        .timeLimit(.minutes(1)),
        arguments: [SIGFPE, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGSYS, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF])
    func signalled(signal: Int32) async throws {
        let session = try await Self.start()
        kill(try Self.pid(session), signal)
        try await Self.finish(session, status: 128 + signal)
    }
}
