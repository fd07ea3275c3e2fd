#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TTYSignals {
    /// Signals a session always takes, whatever was installed for them: the process ends after
    /// them, and a crash reporter that handles them (Swift's backtracer) must write its report
    /// only once the terminal is restored, so the session's handler runs first and hands on.
    static let alwaysTakenSignals: [Int32] = [
        SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGTERM, SIGSYS,
    ]

    /// The other signals whose default action ends the process; a session takes them only when
    /// that default is in force (a handler the app installed, or an ignored signal, is kept).
    static var defaultTerminatingSignals: [Int32] {
        var signals: [Int32] = [
            SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO,
        ]
        #if os(Linux)
            signals += [SIGSTKFLT, SIGPWR]
            // Real-time signals end the process too; glibc keeps the first few for itself.
            signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
        #endif
        return signals
    }

    /// The number of slots in the table of replaced actions: one past the highest signal.
    static let signalSlots = 65

    /// Whether `signal` with `code` (`si_code`) is a fault of the instruction that raised it,
    /// which happens again when the handler returns: then the next handler sees the real fault.
    /// SIGTRAP is left out: a breakpoint trap resumes after the instruction.
    static func isRecurringFault(_ signal: Int32, code: Int32) -> Bool {
        guard code > 0 else { return false }
        switch signal {
        case SIGILL, SIGBUS, SIGFPE, SIGSEGV: return true
        default: return false
        }
    }
}
