import ReuseKitDemo

#if canImport(Glibc)
    import Glibc
#endif

/// `reusekit-demo`: the ReuseKit gallery (see `reusekit-demo --help`).
@main
struct ReuseKitDemoMain {
    /// Runs the demo on the main actor; `async`, so work the scenes start (image loads, network
    /// pages) can finish there while the gallery runs.
    @MainActor
    static func main() async {
        let status = await DemoCommand.run(
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
