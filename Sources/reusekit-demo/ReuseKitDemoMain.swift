import ReuseKit
import ReuseKitDemo
import ReuseKitTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `reusekit-demo`: the ReuseKit gallery (see `reusekit-demo --help`).
@main
struct ReuseKitDemoMain {
    /// Runs the demo on the main actor, served by the main thread (an `async` main would move
    /// main-actor work to dispatch worker threads, where Ctrl-Z cannot stop the process).
    static func main() {
        MainThreadLoop.run {
            await DemoCommand.run(
                Array(CommandLine.arguments.dropFirst()), isTerminal: isatty(STDOUT_FILENO) == 1,
                terminalType: getenv("TERM").map { String(cString: $0) }, output: writeOutput,
                errors: writeError)
        }
    }

    /// Writes a line to standard output, failing with the cause when it cannot.
    static func writeOutput(_ line: String) throws(DemoOutputError) {
        guard writeAll(STDOUT_FILENO, line + "\n") else { throw DemoOutputError(code: errno) }
    }

    /// Writes a line to standard error (where a failure has nowhere left to be told).
    static func writeError(_ line: String) {
        _ = writeAll(STDERR_FILENO, line + "\n")
    }

    /// Writes all of `text` to `descriptor`, retrying short and interrupted writes; false on
    /// failure, with `errno` set.
    static func writeAll(_ descriptor: Int32, _ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }
}
