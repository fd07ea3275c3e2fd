#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The handler fields of `sigaction` and the sender of a `siginfo_t`, which glibc and Darwin
/// keep under different names (a union each names its own way).
extension sigaction {
    /// The plain handler (`sa_handler`); `nil` is `SIG_DFL`.
    var handler: (@convention(c) (Int32) -> Void)? {
        get {
            #if canImport(Glibc)
                __sigaction_handler.sa_handler
            #else
                __sigaction_u.__sa_handler
            #endif
        }
        set {
            #if canImport(Glibc)
                __sigaction_handler.sa_handler = newValue
            #else
                __sigaction_u.__sa_handler = newValue
            #endif
        }
    }

    /// The handler that also receives the signal's details (`sa_sigaction`, with `SA_SIGINFO`).
    var infoHandler:
        (@convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void)?
    {
        get {
            #if canImport(Glibc)
                __sigaction_handler.sa_sigaction
            #else
                __sigaction_u.__sa_sigaction
            #endif
        }
        set {
            #if canImport(Glibc)
                __sigaction_handler.sa_sigaction = newValue
            #else
                __sigaction_u.__sa_sigaction = newValue
            #endif
        }
    }
}

extension siginfo_t {
    /// The process that sent the signal (for signals sent with `kill` or `raise`).
    var senderPID: pid_t {
        #if canImport(Glibc)
            _sifields._kill.si_pid
        #else
            si_pid
        #endif
    }
}
