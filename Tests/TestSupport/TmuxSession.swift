import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A program in a real terminal: a tmux server of its own (its own socket, no user
/// configuration) with one pane of a given size running a bash script in a scratch directory.
/// Tests send keys, read the pane back and wait for what it shows; `close()` (or the end of the
/// session) stops the server and removes the directory.
///
/// Every tmux command is started with no signal blocked (`Tmux.runWithDefaultSignals`), so the
/// server and the programs in its pane are not kept from being stopped or terminated.
public final class TmuxSession {
    /// The scratch directory: the pane's working directory, where scripts leave their files.
    public let directory: URL
    private let socket: String
    private let configuration: URL
    private var isClosed = false

    /// Starts a `columns` × `rows` pane running `script` (bash, without startup files) in a
    /// fresh scratch directory that already holds `files` (names and contents);
    /// `configuration` is the server's tmux.conf.
    public init(
        columns: Int, rows: Int, script: String, files: [String: Data] = [:], configuration: String = ""
    ) throws {
        let name = "reusekit-tmux-\(getpid())-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        socket = name
        self.configuration = directory.appendingPathComponent("tmux.conf")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(configuration.utf8).write(to: self.configuration)
        for (name, contents) in files { try contents.write(to: directory.appendingPathComponent(name)) }
        let pane = directory.appendingPathComponent("pane.sh")
        try Data(script.utf8).write(to: pane)
        do {
            try tmux(
                "new-session", "-d", "-s", "main", "-c", directory.path, "-x", "\(columns)", "-y", "\(rows)",
                "bash --norc --noprofile '\(pane.path)'")
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    /// Stops the server (and what runs in its pane) and removes the scratch directory.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = try? tmux("kill-server")
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs `tmux arguments…` on this session's server and returns its output.
    @discardableResult
    public func tmux(_ arguments: String...) throws -> String {
        try tmux(arguments)
    }

    /// Runs `tmux arguments` on this session's server and returns its output.
    @discardableResult
    public func tmux(_ arguments: [String]) throws -> String {
        guard let executable = Tmux.executable else { throw TmuxError.spawnFailed(ENOENT) }
        let output = directory.appendingPathComponent(".tmux-output-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: output) }
        let status = try Tmux.runWithDefaultSignals(
            [executable, "-L", socket, "-f", configuration.path] + arguments, output: output.path)
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        guard status == 0 else { throw TmuxError.commandFailed(arguments, status: status, output: text) }
        return text
    }

    /// Sends keys by tmux's names (`Down`, `C-z`, `q`), one argument each.
    public func send(keys: String...) throws {
        try tmux(["send-keys", "-t", "main"] + keys)
    }

    /// Types `text` as it is, no key names.
    public func sendLiteral(_ text: String) throws {
        try tmux("send-keys", "-t", "main", "-l", text)
    }

    /// Sends raw bytes to the pane.
    public func send(bytes: [UInt8]) throws {
        try tmux(["send-keys", "-t", "main", "-H"] + bytes.map { String($0, radix: 16) })
    }

    /// The pane's rows as it shows them now (trailing spaces trimmed by tmux).
    public func capture() throws -> [String] {
        var rows = try tmux("capture-pane", "-p", "-t", "main").split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    /// The pane's rows with their colours and attributes as escape sequences (`capture-pane
    /// -e -N`, trailing spaces kept): two captures are equal when every cell looks the same.
    public func captureStyled() throws -> String {
        try tmux("capture-pane", "-p", "-e", "-N", "-t", "main")
    }

    /// Row `index` (from 0; negative counts from the bottom, -1 the last) as the pane shows it
    /// now, or "" past its rows.
    public func row(_ index: Int) throws -> String {
        let rows = try capture()
        let position = index < 0 ? rows.count + index : index
        return rows.indices.contains(position) ? rows[position] : ""
    }

    /// A tmux format (`#{alternate_on}`, `#{pane_pid}`) expanded for the pane.
    public func display(_ format: String) throws -> String {
        try tmux("display", "-p", "-t", "main", format).trimmingCharacters(in: .newlines)
    }

    /// Resizes the window (and its pane) to `columns` × `rows`.
    public func resize(columns: Int, rows: Int) throws {
        try tmux("resize-window", "-t", "main", "-x", "\(columns)", "-y", "\(rows)")
    }

    /// The contents of the file `name` in the scratch directory without its last newline, or
    /// `nil` if it is not there.
    public func file(_ name: String) -> String? {
        guard let text = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        else {
            return nil
        }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// Waits until row `index` (as in `row(_:)`) matches `pattern`; a timeout fails the test
    /// with the pane as it was last seen.
    @discardableResult
    public nonisolated(nonsending) func wait(
        forRow index: Int, toMatch pattern: some RegexComponent, _ what: String, timeout: Double = 10,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Bool {
        var shown: [String] = []
        return try await waitUntil(
            timeout: timeout,
            "\(what): row \(index) is '\(Self.row(index, of: shown))'\n\(Self.framed(shown))",
            pollingEvery: .milliseconds(20), sourceLocation: sourceLocation
        ) {
            shown = try capture()
            return Self.row(index, of: shown).wholeMatch(of: pattern) != nil
        }
    }

    /// Waits until some row of the pane contains a match of `pattern`; a timeout fails the test
    /// with the pane as it was last seen.
    @discardableResult
    public nonisolated(nonsending) func wait(
        forScreenMatching pattern: some RegexComponent, _ what: String, timeout: Double = 10,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Bool {
        var shown: [String] = []
        return try await waitUntil(
            timeout: timeout, "\(what): the pane shows\n\(Self.framed(shown))",
            pollingEvery: .milliseconds(20),
            sourceLocation: sourceLocation
        ) {
            shown = try capture()
            return shown.contains { $0.firstMatch(of: pattern) != nil }
        }
    }

    /// Waits until the file `name` appears in the scratch directory; a timeout fails the test.
    @discardableResult
    public nonisolated(nonsending) func wait(
        forFile name: String, _ what: String, timeout: Double = 15,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Bool {
        try await waitUntil(
            timeout: timeout, "\(what) (\(name) never appeared)", pollingEvery: .milliseconds(20),
            sourceLocation: sourceLocation
        ) {
            FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)
        }
    }

    private static func row(_ index: Int, of rows: [String]) -> String {
        let position = index < 0 ? rows.count + index : index
        return rows.indices.contains(position) ? rows[position] : ""
    }

    private static func framed(_ rows: [String]) -> String {
        rows.map { "     | \($0)" }.joined(separator: "\n")
    }

    /// A pane script that runs `command` (bash words) the way a user's shell would, recording
    /// around it what the terminal tests check: `before` and `after` (`stty -g`), `status` (its
    /// exit status), then `done`; the pane stays open so the screen modes can be read.
    /// With `recordingPID`, the command runs in the background and `pid` holds its process id.
    public static func wrapper(running command: String, recordingPID: Bool = false) -> String {
        let run =
            recordingPID
            ? "\(command) &\necho $! > pid.tmp; mv pid.tmp pid\nwait $!\n" : "\(command)\n"
        return "stty -g > before\n" + run + "echo $? > status\nstty -g > after\ntouch done\nsleep 600\n"
    }
}
