import Foundation
import ReuseKit
import ReuseKitPixels
import Testing

/// What the example tests share: where the package is, the examples built beside the tests, and
/// how a window under Xvfb is compared with the same code run headless.
enum ExampleUnderXvfb {
    /// The pixel package's folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// The repository's folder, which holds the pixel package in `Hosts/Pixels`.
    static var repositoryRoot: URL { packageRoot.deletingLastPathComponent().deletingLastPathComponent() }

    /// The executable `name`, if it was built beside the tests.
    static func binary(named name: String) -> URL? {
        guard let runner = Bundle.main.executableURL else { return nil }
        var directory = runner.deletingLastPathComponent()
        if directory.pathExtension == "xctest" { directory = directory.deletingLastPathComponent() }
        let binary = directory.appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: binary.path) ? binary : nil
    }

    /// `source` once the terminal's window is the pixel host's: what a twin of a terminal
    /// example must read.
    static func inPixels(_ source: String) -> String {
        source.replacingOccurrences(of: "ReuseKitTerminal", with: "ReuseKitPixels")
            .replacingOccurrences(of: "TerminalWindow", with: "PixelWindow")
    }

    /// What window `id` of `session` shows now.
    static func screenshot(_ session: XvfbSession, _ id: String) throws -> XWDImage {
        try XWDImage(session.run("/usr/bin/xwd", ["-id", id, "-silent"]))
    }

    /// Expects window `id` to show, within ten seconds, what `twin` shows once it settles; when
    /// it does not, both pictures are left in the temporary folder as
    /// `reusekit-<name>-expected.png` and `reusekit-<name>-shot.png`.
    @MainActor
    static func expect(
        _ session: XvfbSession, _ id: String, toShow twin: HeadlessExample, _ what: String, name: String
    ) async throws {
        twin.settle()
        let expected = twin.window.surface
        let limit = expected.pixelWidth * expected.pixelHeight / 500
        var differing = Int.max
        let shown = try await waitUntil(
            timeout: 10, "\(what): \(differing) pixels differ (see reusekit-\(name)-*.png)",
            pollingEvery: .milliseconds(50)
        ) {
            differing = (try? screenshot(session, id).differingPixels(from: expected)) ?? Int.max
            return differing < limit
        }
        if !shown {
            try? expected.writePNG(to: NSTemporaryDirectory() + "reusekit-\(name)-expected.png")
            try? screenshot(session, id).surface(scale: 1).writePNG(
                to: NSTemporaryDirectory() + "reusekit-\(name)-shot.png")
        }
    }
}

/// An example's code in a headless window of the example window's size (390 × 844 points at
/// scale 1) on a manual clock: the frames the example must show.
@MainActor
class HeadlessExample {
    let clock = ManualFrameClock()
    let window: PixelWindow

    init(rootView: View) {
        window = PixelWindow(
            rootView: rootView, size: CGSize(width: 390, height: 844), renderer: PixelRenderer(scale: 1),
            clock: clock)
    }

    /// Frames until nothing moves, then the last one drawn.
    func settle() {
        for _ in 0..<600 {
            clock.advance(by: 1.0 / 60)
            let moving = window.advanceAnimations()
            window.renderFrameIfNeeded()
            if !moving { return }
        }
    }
}
