#if canImport(Glibc)
    import Glibc
#endif

/// What signal handlers need to put the terminal back, prepared before they are installed.
///
/// It lives in memory allocated once and never freed, reached through one global pointer, so
/// that handlers use only plain loads, `write(2)`, `tcsetattr(3)`, `sigaction(2)` and
/// `raise(3)`, all async-signal-safe.
struct SignalContext {
    var descriptor: Int32
    /// The write end of the self-pipe that wakes the event loop ("W": resized, "C": resumed).
    var wakeDescriptor: Int32
    /// Whether a session is open: handlers do nothing once `restore()` ran.
    var sessionOpen: Bool
    /// Whether the terminal is in raw mode and the alternate screen right now.
    var inTerminalModes: Bool
    var saved: termios
    var raw: termios
    var enter: UnsafeMutableBufferPointer<UInt8>
    var leave: UnsafeMutableBufferPointer<UInt8>
}

/// The one context of the open `TTY`; nil before the first one.
nonisolated(unsafe) var signalContext: UnsafeMutablePointer<SignalContext>?

/// Signals after which the process ends: the terminal is restored, then the default action runs.
let terminatingSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS,
]
/// Every signal a session handles.
let handledSignals: [Int32] = terminatingSignals + [SIGTSTP, SIGCONT, SIGWINCH]

enum TTYSignals {
    /// Writes all of `bytes` to `descriptor`, retrying short writes and interruptions.
    /// Async-signal-safe.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeMutableBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// Puts the terminal back as it was before the session. Async-signal-safe.
    static func leaveTerminalModes() {
        guard let context = signalContext, context.pointee.inTerminalModes else { return }
        context.pointee.inTerminalModes = false
        writeAll(context.pointee.descriptor, context.pointee.leave)
        _ = tcsetattr(context.pointee.descriptor, TCSANOW, &context.pointee.saved)
    }

    /// Puts the terminal into the session's modes (at the start and after a resume); false if
    /// raw mode could not be set. Async-signal-safe.
    @discardableResult
    static func enterTerminalModes() -> Bool {
        guard let context = signalContext, context.pointee.sessionOpen else { return false }
        if context.pointee.inTerminalModes { return true }
        guard tcsetattr(context.pointee.descriptor, TCSANOW, &context.pointee.raw) == 0 else { return false }
        writeAll(context.pointee.descriptor, context.pointee.enter)
        context.pointee.inTerminalModes = true
        return true
    }

    /// Wakes the event loop with a one-byte reason. Async-signal-safe.
    static func wake(_ reason: UInt8) {
        guard let context = signalContext, context.pointee.sessionOpen else { return }
        var byte = reason
        _ = write(context.pointee.wakeDescriptor, &byte, 1)
    }

    /// Sets `handler` for `signal` with an empty mask; returns the action it replaced.
    @discardableResult
    static func install(
        _ signal: Int32, _ handler: (@convention(c) (Int32) -> Void)?, flags: Int32 = 0
    ) -> sigaction {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        action.sa_flags = flags
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        _ = sigaction(signal, &action, &previous)
        return previous
    }

    /// Installs the session's handlers and returns the actions they replace.
    static func installHandlers() -> [Int32: sigaction] {
        var previous: [Int32: sigaction] = [:]
        for signal in terminatingSignals {
            // SA_ONSTACK: a stack overflow (SIGSEGV) still gets a stack to restore from.
            previous[signal] = install(signal, terminatingHandler, flags: Int32(SA_ONSTACK))
        }
        previous[SIGTSTP] = install(SIGTSTP, suspendHandler)
        previous[SIGCONT] = install(SIGCONT, resumeHandler)
        previous[SIGWINCH] = install(SIGWINCH, resizeHandler, flags: Int32(SA_RESTART))
        return previous
    }

    /// Restores the terminal, then lets the signal do what it would have done without us.
    static let terminatingHandler: @convention(c) (Int32) -> Void = { signal in
        TTYSignals.leaveTerminalModes()
        TTYSignals.install(signal, nil)
        raise(signal)
    }

    /// Leaves the terminal as the shell expects, then stops with the default action.
    static let suspendHandler: @convention(c) (Int32) -> Void = { _ in
        TTYSignals.leaveTerminalModes()
        TTYSignals.install(SIGTSTP, nil)
        raise(SIGTSTP)
    }

    /// Re-arms suspension, re-enters raw mode and the alternate screen, and asks for a redraw.
    static let resumeHandler: @convention(c) (Int32) -> Void = { _ in
        TTYSignals.install(SIGTSTP, TTYSignals.suspendHandler)
        _ = TTYSignals.enterTerminalModes()
        TTYSignals.wake(UInt8(ascii: "C"))
    }

    /// Wakes the event loop to query the new size.
    static let resizeHandler: @convention(c) (Int32) -> Void = { _ in
        TTYSignals.wake(UInt8(ascii: "W"))
    }

    /// Puts back the actions `installHandlers()` replaced.
    static func restoreHandlers(_ previous: [Int32: sigaction]) {
        for (signal, action) in previous {
            var action = action
            _ = sigaction(signal, &action, nil)
        }
    }

    /// A stack for handlers to run on when the thread's own stack overflowed; set once.
    static let alternateStackInstalled: Bool = {
        let size = 64 * 1024
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        stack.ss_size = size
        stack.ss_flags = 0
        return sigaltstack(&stack, nil) == 0
    }()
}
