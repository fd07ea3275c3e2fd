import Testing

@testable import ReuseKitTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// Uses a pseudo-terminal, so it runs without a real one (CI); serialized because a TTY
/// session owns process-wide signal handlers.
@Suite("TTY on a pseudo-terminal", .serialized)
final class TTYTests {
    let controller: Int32
    let device: Int32

    init() throws {
        // Glibc's module does not import posix_openpt and friends; these are their Linux
        // ioctls (TIOCSPTLCK = _IOW('T', 0x31, int), TIOCGPTN = _IOR('T', 0x30, unsigned int)).
        controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(controller >= 0)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        try #require(ioctl(controller, 0x4004_5431, &unlock) == 0)
        try #require(ioctl(controller, 0x8004_5430, &number) == 0)
        device = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        try #require(device >= 0)
        var window = winsize(ws_row: 22, ws_col: 77, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &window)
    }

    deinit {
        close(device)
        close(controller)
    }

    /// Everything the TTY wrote so far, read from the controller side.
    private func output() -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, 50) > 0 {
            let count = read(controller, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer.prefix(count)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func settings() -> termios {
        var attributes = termios()
        _ = tcgetattr(device, &attributes)
        return attributes
    }

    private func same(_ a: termios, _ b: termios) -> Bool {
        withUnsafeBytes(of: a) { first in withUnsafeBytes(of: b) { second in first.elementsEqual(second) } }
    }

    @Test("Entering sets raw mode and the screen modes; restoring puts back exactly what was there")
    func enterAndRestore() throws {
        let before = settings()
        let tty = try TTY(descriptor: device)
        try tty.enter()
        #expect(tty.isActive)
        #expect(settings().c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
        let characters = withUnsafeBytes(of: settings().c_cc) { Array($0) }
        #expect(characters[Int(VMIN)] == 1 && characters[Int(VTIME)] == 0, "one byte, no timer")
        #expect(output().contains(TTY.enterSequence))
        #expect(try tty.size() == TerminalSize(columns: 77, rows: 22))
        tty.restore()
        tty.restore()
        #expect(same(settings(), before))
        #expect(output() == TTY.leaveSequence)
    }

    @Test("Reads return typed bytes, and a resize signal wakes the reader")
    func readingInputAndResize() throws {
        let tty = try TTY(descriptor: device)
        try tty.enter()
        defer { tty.restore() }
        _ = output()
        #expect(try tty.read(timeoutMilliseconds: 0).isEmpty)
        _ = write(controller, "q\u{1B}[A", 4)
        #expect(try tty.read(timeoutMilliseconds: 1000).bytes == Array("q\u{1B}[A".utf8))
        kill(getpid(), SIGWINCH)
        var input = try tty.read(timeoutMilliseconds: 1000)
        if input.isEmpty { input = try tty.read(timeoutMilliseconds: 1000) }
        #expect(input.resized)
        try tty.write(Array("frame".utf8))
        #expect(output() == "frame")
    }

    @Test(
        "Every signal that would end the process is handled while a session is open, unless ignored or the app's"
    )
    func terminatingSignalsAreHandled() throws {
        let appHandler: @convention(c) (Int32) -> Void = { _ in }
        TTYSignals.install(SIGUSR1, appHandler)
        let ignoredAlarm = TTYSignals.install(
            SIGALRM, unsafeBitCast(1, to: (@convention(c) (Int32) -> Void).self))
        defer {
            TTYSignals.install(SIGUSR1, nil)
            var previous = ignoredAlarm
            sigaction(SIGALRM, &previous, nil)
        }
        let signals: [Int32] = [
            SIGFPE, SIGUSR2, SIGPIPE, SIGSYS, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGTERM, SIGSEGV,
        ]
        let tty = try TTY(descriptor: device)
        try tty.enter()
        for signal in signals {
            #expect(
                TTYSignals.currentAction(signal).sa_flags & Int32(SA_SIGINFO) != 0,
                "signal \(signal) has the session's handler")
        }
        #expect(
            TTYSignals.currentAction(SIGUSR1).__sigaction_handler.sa_handler.map {
                unsafeBitCast($0, to: Int.self) == unsafeBitCast(appHandler, to: Int.self)
            } == true, "the app's own handler is kept")
        #expect(TTYSignals.isIgnored(TTYSignals.currentAction(SIGALRM)), "an ignored signal stays ignored")
        tty.restore()
        for signal in [SIGUSR2, SIGPIPE, SIGXCPU, SIGPROF] {
            #expect(TTYSignals.isDefault(TTYSignals.currentAction(signal)), "signal \(signal) is given back")
        }
    }

    @Test("Only one session can hold the terminal; errors read as sentences")
    func oneSessionAtATime() throws {
        let first = try TTY(descriptor: device)
        try first.enter()
        defer { first.restore() }
        let second = try TTY(descriptor: device)
        #expect(throws: TerminalError.alreadyActive) { try second.enter() }
        #expect(throws: TerminalError.self) { try TTY(descriptor: controller == 0 ? 1 : -1) }
        #expect(TerminalError.alreadyActive.description.contains("already in use"))
        #expect(TerminalError.systemCall("poll", errno: EBADF).description.hasPrefix("poll failed: Bad file"))
    }
}
