#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
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
    /// The actions the session's handlers replaced, by signal number, for a handler to hand
    /// its signal on to (a crash reporter's, or the default action).
    var previous: UnsafeMutableBufferPointer<sigaction>
}

/// The one context of the open `TTY`; nil before the first one.
nonisolated(unsafe) var signalContext: UnsafeMutablePointer<SignalContext>?
