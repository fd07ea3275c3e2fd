import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What tests that drive a real terminal through tmux share: whether tmux is there, where the
/// products built with the tests are, and how to start a script with no signal blocked.
public enum Tmux {
    /// Whether tmux is on the PATH.
    public static var isInstalled: Bool { executable != nil }

    /// Where tmux is on the PATH.
    public static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/tmux" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// The executable product `name` built with the tests (SwiftPM puts products next to the
    /// test runner), if it is there.
    public static func product(named name: String) -> URL? {
        guard let runner = Bundle.main.executableURL else { return nil }
        var directory = runner.deletingLastPathComponent()
        if directory.pathExtension == "xctest" { directory = directory.deletingLastPathComponent() }
        let binary = directory.appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: binary.path) ? binary : nil
    }

    /// Runs `arguments` and returns its exit status (128 + the signal when one ended it), with
    /// no signal blocked and the usual ones at their default action: the test runner's threads
    /// block some, and a mask inherited all the way into a program under test would keep it
    /// from being stopped or terminated, and tmux from hearing of its children. `TMUX` is left
    /// out of the environment, so a test run inside tmux starts servers of its own. With `output`,
    /// standard output and error go to that file.
    public static func runWithDefaultSignals(_ arguments: [String], output: String? = nil) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let output {
            posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
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
            SIGUSR1, SIGUSR2, SIGALRM, SIGSYS, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGCHLD,
        ]
        for signal in signals { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let environment = ProcessInfo.processInfo.environment.filter { $0.key != "TMUX" }
            .map { "\($0.key)=\($0.value)" }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard result == 0 else { throw TmuxError.spawnFailed(result) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}

/// A tmux step that did not finish.
public enum TmuxError: Error, CustomStringConvertible {
    /// The process could not be started (the `posix_spawn` error).
    case spawnFailed(Int32)
    /// A tmux command failed: its arguments, exit status and output.
    case commandFailed([String], status: Int32, output: String)

    public var description: String {
        switch self {
        case .spawnFailed(let error): "posix_spawn failed: \(error)"
        case .commandFailed(let arguments, let status, let output):
            "tmux \(arguments.joined(separator: " ")) exited with \(status): \(output)"
        }
    }
}
