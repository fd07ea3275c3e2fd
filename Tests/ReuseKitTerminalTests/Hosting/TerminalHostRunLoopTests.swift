import ReuseKit
import Testing

@testable import ReuseKitTerminal

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
