import Foundation
import ReuseKit
import Testing

@testable import ReuseKitTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// A screen whose input comes from a closure, which sees each wait's timeout.
final class ScriptedScreen: Screen {
    let size: TerminalSize
    private(set) var totalBytesWritten = 0
    private(set) var frames: [ScreenBuffer] = []
    var events: (Int32) -> [ScreenEvent] = { _ in [] }

    init(size: TerminalSize) {
        self.size = size
    }

    func present(_ frame: ScreenBuffer, scroll hint: ScrollHint?) throws(TerminalError) {
        frames.append(frame)
    }

    func nextEvents(timeoutMilliseconds: Int32) throws(TerminalError) -> [ScreenEvent] {
        events(timeoutMilliseconds)
    }

    /// The text of row `y` of the last frame.
    func row(_ y: Int) -> String {
        guard let frame = frames.last else { return "" }
        return String(frame.row(y).filter { !$0.isContinuation }.map(\.character))
    }
}

@Suite("Terminal host run loop")
@MainActor
struct TerminalHostRunLoopTests {
    @Test(
        "While the scene waits for async work the loop polls, lets main-actor work run, and draws its result")
    func pendingWork() async throws {
        let screen = ScriptedScreen(size: TerminalSize(columns: 30, rows: 8))
        let scene = HostTestScene(clock: ManualFrameClock())
        let host = TerminalHost(
            screen: screen, scenes: [SceneFactory(name: "test") { _ in scene }], clock: ManualFrameClock())
        scene.pendingWork = true
        // Main-actor work that can only run when the loop suspends, as an image binder's would.
        Task { @MainActor in
            scene.texts[0] = "loaded"
            scene.tableView.reloadData()
            scene.pendingWork = false
        }
        var timeouts: [Int32] = []
        screen.events = { timeout in
            timeouts.append(timeout)
            return timeouts.count < 5 && scene.pendingWork ? [] : [.input(.key(KeyEvent(.character("q"))))]
        }
        try await host.run()
        #expect(timeouts.count == 2, "one poll while waiting, then a wait for input: \(timeouts)")
        #expect(timeouts.first.map { $0 > 0 && $0 <= 17 } == true, "a frame interval: \(timeouts)")
        #expect(timeouts.last == -1, "nothing pending: the loop blocks until input")
        #expect(screen.row(1).hasPrefix("loaded"))
    }

    @Test(
        "A slow loader's result, finishing off the main actor while no key is pressed, is drawn without input"
    )
    func slowLoaderWithoutInput() async throws {
        let screen = ScriptedScreen(size: TerminalSize(columns: 30, rows: 8))
        let scene = HostTestScene(clock: ManualFrameClock())
        let host = TerminalHost(
            screen: screen, scenes: [SceneFactory(name: "test") { _ in scene }], clock: ManualFrameClock())
        scene.pendingWork = true
        // A loader that takes a while on a thread of its own, then lands its result on the main
        // actor. Not a task: tests beside this one may hold the cooperative pool's threads for
        // long stretches, and the loader must not wait for them.
        let loader = Thread {
            usleep(300_000)
            Task { @MainActor in
                scene.texts[0] = "loaded"
                scene.tableView.reloadData()
                scene.pendingWork = false
            }
        }
        loader.start()
        let stopwatch = SystemClock()
        let started = stopwatch.now
        var blockedWhileLoading = false
        screen.events = { timeout in
            if screen.row(1).hasPrefix("loaded") { return [.input(.key(KeyEvent(.character("q"))))] }
            if timeout < 0 {
                // A real terminal would block here until a key: the result would never show.
                blockedWhileLoading = true
                return [.input(.key(KeyEvent(.character("q"))))]
            }
            if stopwatch.now - started > 60 {
                Issue.record("waited a minute for the loader's result to be drawn")
                return [.input(.key(KeyEvent(.character("q"))))]
            }
            // Block like a terminal with no input: the main actor is held for the whole wait.
            usleep(UInt32(timeout) * 1000)
            return []
        }
        try await host.run()
        #expect(!blockedWhileLoading, "the loop waited for input while the loader was in flight")
        #expect(screen.row(1).hasPrefix("loaded"), "the loader's result was drawn")
    }

    @Test("An idle scene renders once and then waits for input without a timeout")
    func idle() async throws {
        let screen = ScriptedScreen(size: TerminalSize(columns: 30, rows: 8))
        let host = TerminalHost(
            screen: screen,
            scenes: [SceneFactory(name: "test") { clock in HostTestScene(clock: clock) }],
            clock: ManualFrameClock())
        var timeouts: [Int32] = []
        screen.events = { timeout in
            timeouts.append(timeout)
            return timeouts.count < 3 ? [] : [.input(.key(KeyEvent(.character("q"))))]
        }
        try await host.run()
        #expect(timeouts == [-1, -1, -1])
        #expect(screen.frames.count == 1, "nothing changed after the first frame")
    }
}
