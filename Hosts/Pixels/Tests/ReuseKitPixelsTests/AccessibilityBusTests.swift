import Foundation
import Testing

@testable import ReuseKitPixels

/// The pixel host on the accessibility bus: where it looks for the bus, and what a screen
/// reader's library (pyatspi, what Orca is built on) reads of the example apps under Xvfb, in a
/// session bus of their own (`dbus-run-session`) with at-spi2-core's bus and registry.
@MainActor
@Suite("Accessibility bus", .serialized)
struct AccessibilityBusTests {
    /// The example's executable, built beside the tests.
    nonisolated static var example: URL? { ExampleUnderXvfb.binary(named: "pixel-app-example") }
    /// The gallery's executable, built beside the tests.
    nonisolated static var gallery: URL? { ExampleUnderXvfb.binary(named: "reusekit-pixels") }
    /// Whether D-Bus, at-spi2-core and pyatspi are installed (CI installs them).
    nonisolated static var hasAccessibilityStack: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-run-session")
            && FileManager.default.fileExists(atPath: "/usr/libexec/at-spi-bus-launcher")
            && FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi/__init__.py")
    }

    @Test("With no accessibility bus the bridge finds none and connects to nothing")
    func noBusNoBridge() {
        #expect(AccessibilityBusAddress.find(environment: [:], rootProperty: { _ in nil }) == nil)
        #expect(
            AccessibilityBusAddress.find(
                environment: ["DBUS_SESSION_BUS_ADDRESS": ""], rootProperty: { _ in "" }) == nil)
    }

    @Test("AT_SPI_BUS_ADDRESS comes first, then the X root window's AT_SPI_BUS; NO_AT_BRIDGE=1 turns it off")
    func busAddressOrder() {
        let root = { (name: String) in name == "AT_SPI_BUS" ? "unix:path=/tmp/root-bus" : nil }
        #expect(
            AccessibilityBusAddress.find(
                environment: ["AT_SPI_BUS_ADDRESS": "unix:path=/tmp/env-bus"], rootProperty: root)
                == "unix:path=/tmp/env-bus")
        #expect(
            AccessibilityBusAddress.find(environment: [:], rootProperty: root) == "unix:path=/tmp/root-bus")
        #expect(
            AccessibilityBusAddress.find(
                environment: ["NO_AT_BRIDGE": "1", "AT_SPI_BUS_ADDRESS": "unix:path=/tmp/env-bus"],
                rootProperty: root)
                == nil)
    }

    @Test(
        "pyatspi walks the example app: application, window, a table of 1,000,000 rows read by index, selection, extents, the screen reader's status, focus events for the arrow keys",
        .enabled(if: example != nil, "pixel-app-example was not built next to the tests"),
        .enabled(if: hasAccessibilityStack, "dbus, at-spi2-core or python3-pyatspi is not installed"),
        .timeLimit(.minutes(2)))
    func exampleApp() async throws {
        try await Self.runChecks(
            ["window", "list", "select", "extents", "reader", "focus"], of: #require(Self.example),
            extra: ["--focus-key", "Down"])
    }

    @Test(
        "pyatspi in the gallery's contacts: focus events follow the keys, a row's Delete action removes it, the search field is read and edited",
        .enabled(if: gallery != nil, "reusekit-pixels was not built next to the tests"),
        .enabled(if: hasAccessibilityStack, "dbus, at-spi2-core or python3-pyatspi is not installed"),
        .timeLimit(.minutes(2)))
    func galleryContacts() async throws {
        try await Self.runChecks(
            ["window", "focus", "delete", "text"], of: #require(Self.gallery),
            extra: ["--args", "--scene contacts"])
    }

    @Test(
        "pyatspi in the gallery's photos: the flow layout's grid is a table of lines, months' last lines ragged",
        .enabled(if: gallery != nil, "reusekit-pixels was not built next to the tests"),
        .enabled(if: hasAccessibilityStack, "dbus, at-spi2-core or python3-pyatspi is not installed"),
        .timeLimit(.minutes(2)))
    func galleryPhotos() async throws {
        try await Self.runChecks(["grid"], of: #require(Self.gallery), extra: ["--args", "--scene photos"])
    }

    @Test(
        "pyatspi in the gallery's files: the outline is a tree table whose items say their level, place and state; Expand opens a folder",
        .enabled(if: gallery != nil, "reusekit-pixels was not built next to the tests"),
        .enabled(if: hasAccessibilityStack, "dbus, at-spi2-core or python3-pyatspi is not installed"),
        .timeLimit(.minutes(2)))
    func galleryFiles() async throws {
        try await Self.runChecks(["tree"], of: #require(Self.gallery), extra: ["--args", "--scene files"])
    }

    /// Runs the pyatspi script's `checks` against `binary` in a session bus of its own on an
    /// Xvfb of its own (its keys and focus are this test's alone); fails with the script's lines.
    static func runChecks(_ checks: [String], of binary: URL, extra: [String] = []) async throws {
        let session = try await XvfbSession.start(ownServer: true)
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("atspi-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: log) }
        let script = ExampleUnderXvfb.packageRoot.appendingPathComponent("Scripts/atspi-check.py").path
        let arguments =
            ["--", "/usr/bin/python3", script, binary.path] + checks.flatMap { ["--check", $0] } + extra
        let pid = try session.start("/usr/bin/dbus-run-session", arguments, output: log.path)
        let status = try await session.waitForExit(of: pid, timeout: 90)
        if status == nil { kill(pid, SIGTERM) }
        let lines = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(status == 0, "the pyatspi script said:\n\(lines)")
        #expect(lines.contains("ok: "), "the script checked nothing:\n\(lines)")
    }
}
