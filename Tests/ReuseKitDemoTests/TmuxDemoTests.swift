import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs `Scripts/tmux-demo-test.sh` against the demo binary built next to the tests, when tmux
/// is installed: the demo in a real terminal at 200×60, keys, capture-pane, Ctrl-Z with and
/// without job control, an unterminated paste, SIGTERM and every other signal that ends the
/// process, and the terminal restored (`stty -g` identical before and after).
@Suite("Demo in a real terminal")
struct TmuxDemoTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The `reusekit-demo` built with the tests.
    static var demoBinary: URL? { Tmux.product(named: "reusekit-demo") }

    /// Whether tmux is on the PATH.
    static var hasTmux: Bool { Tmux.isInstalled }

    @Test(
        "The demo answers keys in tmux, suspends on Ctrl-Z, and restores the terminal on every way out",
        .enabled(if: hasTmux, "tmux is not installed"),
        .enabled(if: demoBinary != nil, "reusekit-demo was not built next to the tests"),
        .timeLimit(.minutes(2)))
    func tmux() throws {
        let binary = try #require(Self.demoBinary)
        let script = Self.packageRoot.appendingPathComponent("Scripts/tmux-demo-test.sh").path
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-demo-\(getpid()).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let status = try Tmux.runWithDefaultSignals(
            ["/bin/bash", "-c", "exec /bin/bash \"$0\" \"$1\" > \"$2\" 2>&1", script, binary.path, log.path])
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(status == 0, "\(output)")
        #expect(output.contains("failures: 0"))
    }
}
