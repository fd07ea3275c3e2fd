#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real terminal: raw mode, the alternate screen, mouse and paste reporting, and the
/// guarantee that all of it is undone on every way out of the process.
///
/// `restore()` is idempotent and also runs from `deinit`, `exit()`, and from a handler for
/// every signal whose default action ends the process (SIGINT, SIGTERM, SIGHUP, SIGQUIT, the
/// faults — SIGILL, which `fatalError` and failed preconditions raise, SIGTRAP, SIGABRT,
/// SIGSEGV, SIGBUS, SIGFPE, SIGSYS —, SIGPIPE, SIGALRM, SIGUSR1/2, the resource limits, the
/// real-time signals…), which then hands the signal on: to a crash reporter for a fault, so its
/// report lands on the restored terminal, otherwise to the default action. SIGTSTP leaves the
/// terminal as the shell expects and stops (without job control, where the kernel would
/// discard the stop, the session carries on); SIGCONT comes back, and `read` reports `resumed`
/// so the next frame is drawn in full.
public final class TTY {
    /// The terminal's file descriptor.
    let descriptor: Int32
    private let ownsDescriptor: Bool
    /// The self-pipe that signal handlers write to: read end, write end.
    private(set) var wakePipe: (read: Int32, write: Int32) = (-1, -1)
    private var previousActions: [Int32: sigaction] = [:]
    /// Whether this object holds the terminal (between `enter()` and `restore()`).
    public private(set) var isActive = false

    /// The bytes that switch to the alternate screen, hide the cursor and turn on button and
    /// drag mouse reports in SGR encoding and bracketed paste.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h"
    /// The bytes that undo `enterSequence`, and anything an interrupted frame left set:
    /// synchronized output, scroll margins, colours.
    static let leaveSequence =
        "\u{1B}[?2026l\u{1B}[0m\u{1B}[r\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l"

    /// Opens the controlling terminal (`/dev/tty`), whatever standard input and output are.
    public convenience init() throws(TerminalError) {
        let descriptor = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            throw .notATerminal(reason: "/dev/tty: \(String(cString: strerror(errno)))")
        }
        try self.init(descriptor: descriptor, ownsDescriptor: true)
    }

    /// Uses an already open terminal descriptor, such as a pseudo-terminal in a test.
    init(descriptor: Int32, ownsDescriptor: Bool = false) throws(TerminalError) {
        guard isatty(descriptor) == 1 else {
            if ownsDescriptor { close(descriptor) }
            throw .notATerminal(reason: "descriptor \(descriptor) is not a terminal")
        }
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
    }

    deinit {
        restore()
        if ownsDescriptor { close(descriptor) }
    }

    /// Saves the terminal's settings, then enters raw mode and the alternate screen and
    /// installs the signal handlers that undo it.
    public func enter() throws(TerminalError) {
        guard !isActive else { return }
        if let context = signalContext, context.pointee.sessionOpen { throw .alreadyActive }
        var saved = termios()
        guard tcgetattr(descriptor, &saved) == 0 else { throw .lastSystemCall("tcgetattr") }
        var raw = saved
        cfmakeraw(&raw)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            // The positions differ between systems (VMIN is 6 on Linux, 16 on Darwin).
            characters[Int(VMIN)] = 1  // A read returns as soon as one byte is there.
            characters[Int(VTIME)] = 0  // No inter-byte timer; poll(2) does the waiting.
        }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw .lastSystemCall("pipe") }
        for end in pipeEnds {
            // Non-blocking: a handler must never block on a full pipe, nor a read on an empty one.
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wakePipe = (pipeEnds[0], pipeEnds[1])
        Self.prepareContext(descriptor: descriptor, wake: pipeEnds[1], saved: saved, raw: raw)
        _ = TTYSignals.alternateStackInstalled
        Self.registerExitHandler
        previousActions = TTYSignals.installHandlers()
        isActive = true
        guard TTYSignals.enterTerminalModes() else {
            let failure = TerminalError.lastSystemCall("tcsetattr")
            restore()
            throw failure
        }
    }

    /// Puts the terminal back exactly as `enter()` found it; safe to call any number of times.
    public func restore() {
        guard isActive else { return }
        isActive = false
        TTYSignals.leaveTerminalModes()
        signalContext?.pointee.sessionOpen = false
        TTYSignals.restoreHandlers(previousActions)
        previousActions = [:]
        close(wakePipe.read)
        close(wakePipe.write)
        wakePipe = (-1, -1)
    }

    /// Stops the process the way Ctrl-Z does in cooked mode (raw mode delivers Ctrl-Z as a
    /// key instead): the terminal is restored, and re-entered on resume.
    ///
    /// The signal goes to the process, not to the calling thread, so a thread that can take it
    /// does even when this one blocks it.
    public func suspend() {
        guard isActive else { return }
        kill(getpid(), SIGTSTP)
    }

    /// The terminal's size in cells (TIOCGWINSZ).
    public func size() throws(TerminalError) -> TerminalSize {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0 else {
            throw .lastSystemCall("ioctl(TIOCGWINSZ)")
        }
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    /// Writes all of `bytes` (a frame: one call, usually one write).
    public func write(_ bytes: [UInt8]) throws(TerminalError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
                continue
            } else {
                throw .lastSystemCall("write")
            }
        }
    }

    /// Fills the process-wide signal context, allocating it the first time.
    private static func prepareContext(descriptor: Int32, wake: Int32, saved: termios, raw: termios) {
        func buffer(_ text: String) -> UnsafeMutableBufferPointer<UInt8> {
            let bytes = Array(text.utf8)
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
            _ = buffer.initialize(from: bytes)
            return buffer
        }
        let context =
            signalContext
            ?? {
                let created = UnsafeMutablePointer<SignalContext>.allocate(capacity: 1)
                created.initialize(
                    to: SignalContext(
                        descriptor: -1, wakeDescriptor: -1, sessionOpen: false, inTerminalModes: false,
                        saved: termios(), raw: termios(), enter: buffer(enterSequence),
                        leave: buffer(leaveSequence),
                        previous: {
                            let table = UnsafeMutableBufferPointer<sigaction>.allocate(
                                capacity: TTYSignals.signalSlots)
                            table.initialize(repeating: sigaction())
                            return table
                        }()))
                return created
            }()
        context.pointee.descriptor = descriptor
        context.pointee.wakeDescriptor = wake
        context.pointee.saved = saved
        context.pointee.raw = raw
        context.pointee.inTerminalModes = false
        context.pointee.sessionOpen = true
        signalContext = context
    }

    /// Restores the terminal when the process calls `exit()` without unwinding; runs once.
    private static let registerExitHandler: Void = {
        atexit { TTYSignals.leaveTerminalModes() }
    }()
}
