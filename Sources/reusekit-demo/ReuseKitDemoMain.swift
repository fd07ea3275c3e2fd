import ReuseKitDemo

#if canImport(Glibc)
    import Glibc
#endif

/// `reusekit-demo`: the ReuseKit gallery (see `reusekit-demo --help`).
@main
struct ReuseKitDemoMain {
    @MainActor
    static func main() {
        let status = DemoCommand.run(
            Array(CommandLine.arguments.dropFirst()), isTerminal: isatty(STDOUT_FILENO) == 1,
            output: { print($0) }, errors: writeError)
        exit(status)
    }

    /// Writes a line to standard error.
    static func writeError(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
