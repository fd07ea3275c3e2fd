#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why talking to the terminal failed.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// There is no controlling terminal to draw on (for example under CI); use a headless screen.
    case notATerminal(reason: String)
    /// Another `TTY` already holds the terminal; only one can, since signal handlers are global.
    case alreadyActive
    /// A system call failed with `errno`.
    case systemCall(String, errno: Int32)

    /// A sentence for people: what failed and the system's reason.
    public var description: String {
        switch self {
        case .notATerminal(let reason):
            "no terminal to draw on: \(reason)"
        case .alreadyActive:
            "the terminal is already in use by another TTY session"
        case .systemCall(let name, let code):
            "\(name) failed: \(String(cString: strerror(code))) (errno \(code))"
        }
    }

    /// The error for the system call `name` that just failed.
    static func lastSystemCall(_ name: String) -> TerminalError {
        .systemCall(name, errno: errno)
    }
}
