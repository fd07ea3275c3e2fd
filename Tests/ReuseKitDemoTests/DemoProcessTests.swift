import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the `reusekit-demo` built next to the tests as its own process, with standard output
/// on `/dev/full` or on a pseudo-terminal, in a new session without a controlling terminal (so
/// it can never take over the terminal the tests run in).
@Suite("Demo as a process", .enabled(if: TmuxDemoTests.demoBinary != nil, "reusekit-demo was not built"))
struct DemoProcessTests {
    /// What a run left: its exit status, standard error, and what reached the pseudo-terminal.
    struct Run {
        var status: Int32
        var errors: String
        var terminal: [UInt8]
    }

    /// Runs the demo with `arguments` and `environment` added to the tests' own; standard
    /// output goes to `outputPath`, or to a new pseudo-terminal when it is nil. Gives up
    /// after a minute, killing the demo.
    static func run(
        _ arguments: [String], environment: [String: String?] = [:], outputPath: String? = nil
    ) throws -> Run {
        let binary = try #require(TmuxDemoTests.demoBinary)
        let errorsURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "demo-errors-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: errorsURL) }
        var controller: Int32 = -1
        var terminalPath = outputPath ?? ""
        if outputPath == nil {
            // Glibc's module lacks posix_openpt and friends: TIOCSPTLCK and TIOCGPTN.
            controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            try #require(controller >= 0)
            var unlock: Int32 = 0
            var number: UInt32 = 0
            try #require(ioctl(controller, 0x4004_5431, &unlock) == 0)
            try #require(ioctl(controller, 0x8004_5430, &number) == 0)
            terminalPath = "/dev/pts/\(number)"
        }
        defer { if controller >= 0 { close(controller) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, terminalPath, O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorsURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        // POSIX_SPAWN_SETSID (0x80), which Glibc's module does not import.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK) | 0x80)
        var merged = ProcessInfo.processInfo.environment
        for (name, value) in environment { merged[name] = value }
        let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, binary.path, &actions, &attributes, argv, envp)
        try #require(spawned == 0, "posix_spawn failed: \(spawned)")
        var terminal: [UInt8] = []
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(60)
        while true {
            if controller >= 0 {
                var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
                var buffer = [UInt8](repeating: 0, count: 4096)
                while poll(&descriptor, 1, 20) > 0 {
                    let count = read(controller, &buffer, buffer.count)
                    if count <= 0 { break }
                    terminal += buffer.prefix(count)
                }
            } else {
                usleep(20_000)
            }
            if waitpid(pid, &status, WNOHANG) == pid { break }
            if terminal.contains(0x1B) || Date() > deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                Issue.record("the demo wrote an escape sequence or ran for a minute; killed it")
                break
            }
        }
        let errors = (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? ""
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Run(status: code, errors: errors, terminal: terminal)
    }

    @Test("--help with standard output on /dev/full says so on standard error and exits 1")
    func fullDisk() throws {
        let run = try Self.run(["--help"], outputPath: "/dev/full")
        #expect(run.status == 1)
        #expect(run.errors == "reusekit-demo: cannot write to standard output: No space left on device\n")
    }

    @Test("On a terminal with TERM=dumb or no TERM the demo prints the tour, without one escape sequence")
    func dumbTerminal() throws {
        for terminalType in ["dumb", nil] as [String?] {
            let run = try Self.run(
                ["--scene", "table", "--size", "60x20"], environment: ["TERM": terminalType])
            let shown = String(decoding: run.terminal, as: UTF8.self)
            #expect(run.status == 0, "TERM=\(terminalType ?? "(unset)"): \(run.errors)")
            #expect(shown.contains("scripted tour"), "\(shown)")
            #expect(!run.terminal.contains(0x1B))
        }
    }

    @Test("A bad argument with control characters is echoed with visible stand-ins on standard error")
    func sanitizedArgument() throws {
        let run = try Self.run(["--scene", "\u{1B}]2;X\u{07}"], outputPath: "/dev/null")
        #expect(run.status == 2)
        #expect(run.errors.contains("no scene named '␛]2;X␇'"), "\(run.errors)")
        #expect(!run.errors.utf8.contains(0x1B))
    }
}
