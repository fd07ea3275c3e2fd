import Foundation
@_spi(Hosting) import ReuseKit
import TestSupport
import Testing

@testable import ReuseKitTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// An image whose pixels arrive when the test hands them over, from a thread of its own.
final class HandFedImage: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Image, Never>?

    /// Waits for the image (on the main actor, as a loader's completion lands there).
    @MainActor
    func image() async -> Image {
        await withCheckedContinuation { continuation in
            lock.withLock { self.continuation = continuation }
        }
    }

    /// Whether someone waits for the image.
    var isAwaited: Bool { lock.withLock { continuation != nil } }

    /// Hands the image over.
    func feed(_ image: Image) {
        let waiting = lock.withLock {
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(returning: image)
    }
}

@Suite("Terminal window run loop")
@MainActor
struct TerminalWindowRunLoopTests {
    @Test("An image that lands while no key is pressed is drawn: the loop never starves the main actor")
    func slowLoader() async throws {
        let screen = HeadlessScreen(size: TerminalSize(columns: 8, rows: 4), waitsForInput: true)
        let root = View(frame: .zero)
        let imageView = ImageView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        root.addSubview(imageView)
        let window = TerminalWindow(rootView: root, screen: screen, grid: .unit)
        let source = HandFedImage()
        Task { @MainActor in imageView.image = await source.image() }
        let running = Task { @MainActor in try await window.run() }
        try await waitUntil(timeout: 20, "the loader awaited and the first frame") {
            source.isAwaited && screen.presentCount == 1
        }
        // A slow loader on a thread of its own: no key, no timer of the window's.
        let loader = Thread {
            usleep(200_000)
            source.feed(Image(width: 1, height: 1, pixels: [255, 0, 0, 255]))
        }
        loader.start()
        try await waitUntil(timeout: 20, "the image's frame, with no input") { screen.presentCount == 2 }
        #expect(screen.frame[0, 0].character == "▀")
        #expect(screen.frame[0, 0].style.foreground == .rgb(255, 0, 0))
        screen.send([SideBySide.key(.character("c"), .control)])
        try await running.value
        #expect(window.isFinished)
    }

    @Test("An idle window presents one frame; unbound keys draw nothing, a scroll draws one more")
    func noRedrawWhenNothingChanged() async throws {
        let fixture = SideBySide(waitsForInput: true)
        let screen = fixture.screen
        let running = Task { @MainActor in try await fixture.window.run() }
        try await waitUntil(timeout: 20, "the first frame") { screen.presentCount == 1 }
        var handled: [KeyEvent] = []
        fixture.window.unhandledKeyHandler = { key in
            handled.append(key)
            return false
        }
        screen.send([SideBySide.key(.character("x")), SideBySide.key(.character("y"))])
        try await waitUntil(timeout: 20, "both unbound keys handled") { handled.count == 2 }
        screen.send([SideBySide.key(.down)])
        try await waitUntil(timeout: 20, "a second frame") { screen.presentCount == 2 }
        #expect(screen.text.hasPrefix("L 1"))
        screen.send([SideBySide.key(.character("c"), .control)])
        try await running.value
        #expect(screen.presentCount == 2, "two frames in all: the unbound keys changed nothing")
        #expect(fixture.window.statistics.frameCount == 2)
    }

    @Test("A frame handler that animates keeps frames coming until it is done")
    func frameHandler() async throws {
        let screen = HeadlessScreen(size: TerminalSize(columns: 10, rows: 2), waitsForInput: true)
        let label = Label(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        let root = View(frame: .zero)
        root.addSubview(label)
        let window = TerminalWindow(rootView: root, screen: screen, grid: .unit)
        window.frameInterval = 0.001
        var ticks = 0
        window.addFrameHandler {
            ticks += 1
            label.text = "tick \(ticks)"
            return ticks < 5
        }
        let running = Task { @MainActor in try await window.run() }
        try await waitUntil(timeout: 20, "the fifth tick drawn") { screen.text.hasPrefix("tick 5") }
        screen.send([SideBySide.key(.character("c"), .control)])
        try await running.value
        #expect(ticks >= 5)
    }

    @Test("A screen read on the main actor is polled: an idle window waits for input without a timeout")
    func polledScreen() async throws {
        let screen = ScriptedScreen(size: TerminalSize(columns: 30, rows: 8))
        let list = NumberedList(prefix: "row", clock: ManualFrameClock())
        let window = TerminalWindow(rootView: list.tableView, screen: screen, grid: .unit)
        var timeouts: [Int32] = []
        screen.events = { timeout in
            timeouts.append(timeout)
            return timeouts.count < 3 ? [] : [SideBySide.key(.character("c"), .control)]
        }
        try await window.run()
        #expect(timeouts == [-1, -1, -1])
        #expect(screen.frames.count == 1)
        #expect(screen.row(0).hasPrefix("row 0"))
    }
}
