#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        action.handler = handler
        action.sa_flags = flags
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        _ = sigaction(signal, &action, &previous)
        return previous
    }

    /// The action in force for `signal`.
    static func currentAction(_ signal: Int32) -> sigaction {
        var current = sigaction()
        _ = sigaction(signal, nil, &current)
        return current
    }

    /// Whether `action` is the default action (not ignored, no handler).
    static func isDefault(_ action: sigaction) -> Bool {
        action.sa_flags & Int32(SA_SIGINFO) == 0 && action.handler == nil
    }

    /// Whether `action` ignores its signal.
    static func isIgnored(_ action: sigaction) -> Bool {
        guard action.sa_flags & Int32(SA_SIGINFO) == 0, let handler = action.handler
        else { return false }
        return unsafeBitCast(handler, to: Int.self) == 1  // SIG_IGN
    }

    /// Installs the session's handlers and returns the actions they replace.
    static func installHandlers() -> [Int32: sigaction] {
        var previous: [Int32: sigaction] = [:]
        let taken =
            alwaysTakenSignals.filter { !isIgnored(currentAction($0)) }
            + defaultTerminatingSignals.filter { isDefault(currentAction($0)) }
        for signal in taken {
            var action = sigaction()
            action.infoHandler = terminatingHandler
            // SA_ONSTACK: a stack overflow (SIGSEGV) still gets a stack to restore from.
            action.sa_flags = Int32(SA_SIGINFO | SA_ONSTACK)
            sigemptyset(&action.sa_mask)
            var replaced = sigaction()
            guard sigaction(signal, &action, &replaced) == 0 else { continue }
            previous[signal] = replaced
            if let context = signalContext, Int(signal) < context.pointee.previous.count {
                context.pointee.previous[Int(signal)] = replaced
            }
        }
        previous[SIGTSTP] = install(SIGTSTP, suspendHandler)
        previous[SIGCONT] = install(SIGCONT, resumeHandler)
        previous[SIGWINCH] = install(SIGWINCH, resizeHandler, flags: Int32(SA_RESTART))
        return previous
    }

    /// Restores the terminal, then hands the signal to the action it replaced: a fault recurs
    /// when the handler returns and reaches that action (a crash reporter, which now writes to
    /// the restored terminal) with its real details; any other signal is raised again with the
    /// default action, which ends the process. A crash reporter that returned from a signal
    /// another process sent would let the process carry on in a terminal it no longer owns,
    /// except for abort(), which raises SIGABRT again itself.
    static let terminatingHandler:
        @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
            signal, info, _ in
            TTYSignals.leaveTerminalModes()
            let code = info?.pointee.si_code ?? 0
            let fromItself = code <= 0 && info?.pointee.senderPID == getpid()
            if TTYSignals.isRecurringFault(signal, code: code) || (signal == SIGABRT && fromItself),
                let context = signalContext, Int(signal) < context.pointee.previous.count
            {
                _ = sigaction(signal, &context.pointee.previous[Int(signal)], nil)
                if !TTYSignals.isRecurringFault(signal, code: code) { raise(signal) }
                return
            }
            TTYSignals.install(signal, nil)
            raise(signal)
        }

    /// Leaves the terminal as the shell expects and stops, as SIGTSTP's default action does;
    /// back in the session's modes on resume.
    ///
    /// Without job control (the program started as a session's command, as
    /// `tmux new-session 'reusekit-demo'` does) its process group is orphaned and the kernel
    /// discards the stop: the terminal then stays as the session has it, and drawing goes on.
    static let suspendHandler: @convention(c) (Int32) -> Void = { _ in
        // The group of the session leader has no parent in the session to resume it.
        guard getpgrp() != getsid(0) else { return }
        TTYSignals.leaveTerminalModes()
        TTYSignals.install(SIGTSTP, nil)
        // This handler blocks SIGTSTP while it runs; unblocked, the raise stops the process
        // right here, and returns after SIGCONT (or at once when the stop was discarded).
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
        raise(SIGTSTP)
        TTYSignals.install(SIGTSTP, TTYSignals.suspendHandler)
        if TTYSignals.enterTerminalModes() { TTYSignals.wake(UInt8(ascii: "C")) }
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
