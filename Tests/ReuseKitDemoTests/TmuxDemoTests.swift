import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs `Scripts/tmux-demo-test.sh` against the demo binary built next to the tests, when tmux
/// is installed: the demo in a real terminal at 200×60, keys, capture-pane, Ctrl-Z with and
/// without job control, an unterminated paste, SIGTERM and every other signal that ends the
/// process, and the terminal restored (`stty -g` identical before and after).
@Suite("Demo in a real terminal")
struct TmuxDemoTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The `reusekit-demo` built with the tests (SwiftPM puts products next to the test runner).
    static var demoBinary: URL? {
        guard let runner = Bundle.main.executableURL else { return nil }
        var directory = runner.deletingLastPathComponent()
        if directory.pathExtension == "xctest" { directory = directory.deletingLastPathComponent() }
        let binary = directory.appendingPathComponent("reusekit-demo")
        return FileManager.default.isExecutableFile(atPath: binary.path) ? binary : nil
    }

    /// Whether tmux is on the PATH.
    static var hasTmux: Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { directory in
            FileManager.default.isExecutableFile(atPath: "\(directory)/tmux")
        }
    }

    @Test(
        "The demo answers keys in tmux, suspends on Ctrl-Z, and restores the terminal on every way out",
        .enabled(if: hasTmux, "tmux is not installed"),
        .enabled(if: demoBinary != nil, "reusekit-demo was not built next to the tests"),
        .timeLimit(.minutes(2)))
    func tmux() throws {
        let binary = try #require(Self.demoBinary)
        let script = Self.packageRoot.appendingPathComponent("Scripts/tmux-demo-test.sh").path
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-demo-\(getpid()).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let status = try Self.runWithDefaultSignals(
            ["/bin/bash", "-c", "exec /bin/bash \"$0\" \"$1\" > \"$2\" 2>&1", script, binary.path, log.path])
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(status == 0, "\(output)")
        #expect(output.contains("failures: 0"))
    }

    /// Runs `arguments` and returns its exit status, with no signal blocked or ignored: the test
    /// runner's threads block SIGTERM, and a blocked mask would be inherited all the way into
    /// the demo, which then could not be terminated.
    static func runWithDefaultSignals(_ arguments: [String]) throws -> Int32 {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        let signals = [
            SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH, SIGPIPE, SIGTTIN, SIGTTOU, SIGFPE,
            SIGUSR1, SIGUSR2, SIGALRM, SIGSYS, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF,
        ]
        for signal in signals {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, arguments[0], nil, &attributes, argv, envp)
        try #require(result == 0, "posix_spawn failed: \(result)")
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}
