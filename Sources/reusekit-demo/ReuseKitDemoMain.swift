import ReuseKitDemo
import ReuseKitTerminal

#if canImport(Glibc)
    import Glibc
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
                output: { print($0) }, errors: writeError)
        }
    }

    /// Writes a line to standard error.
    static func writeError(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
