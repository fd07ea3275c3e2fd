import Foundation
@_spi(Hosting) import ReuseKit
import Testing

@testable import ReuseKitTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// Whether work is still in flight, shared with a loader that finishes on the main actor.
@MainActor
private final class Pending {
    var isPending = true
}

/// The polled loop (a screen read on the main actor) while the app reports work off the clock.
@Suite("Terminal window pending work")
@MainActor
struct TerminalWindowPendingWorkTests {
    static let quit: [ScreenEvent] = [SideBySide.key(.character("c"), .control)]

    @Test("While work is pending the loop polls, lets main-actor work run, and draws its result")
    func pendingWork() async throws {
        let screen = ScriptedScreen(size: TerminalSize(columns: 30, rows: 8))
        let label = Label(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
        label.text = "waiting"
        let window = TerminalWindow(rootView: label, screen: screen, grid: .unit, clock: ManualFrameClock())
        var pending = true
        window.hasPendingWork = { pending }
        // Main-actor work that can only run when the loop suspends, as an image binder's would.
        Task { @MainActor in
            label.text = "loaded"
            pending = false
        }
        var timeouts: [Int32] = []
        screen.events = { timeout in
            timeouts.append(timeout)
            return timeouts.count < 5 && pending ? [] : Self.quit
        }
        try await window.run()
        #expect(timeouts.count == 2, "one poll while waiting, then a wait for input: \(timeouts)")
        #expect(timeouts.first.map { $0 > 0 && $0 <= 17 } == true, "a frame interval: \(timeouts)")
        #expect(timeouts.last == -1, "nothing pending: the loop blocks until input")
        #expect(screen.row(0).hasPrefix("loaded"))
    }

    @Test(
        "A slow loader's result, finishing off the main actor while no key is pressed, is drawn without input"
    )
    func slowLoaderWithoutInput() async throws {
        let screen = ScriptedScreen(size: TerminalSize(columns: 30, rows: 8))
        let label = Label(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
        label.text = "waiting"
        let window = TerminalWindow(rootView: label, screen: screen, grid: .unit, clock: ManualFrameClock())
        let pending = Pending()
        window.hasPendingWork = { pending.isPending }
        // A loader that takes a while on a thread of its own, then lands its result on the main
        // actor. Not a task: tests beside this one may hold the cooperative pool's threads for
        // long stretches, and the loader must not wait for them.
        let loader = Thread {
            usleep(300_000)
            Task { @MainActor in
                label.text = "loaded"
                pending.isPending = false
            }
        }
        loader.start()
        // Time waited is counted by the loop's own waits: while tests beside this one hold the
        // main actor, neither the loop nor the loader's result can run, and that time is no sign
        // that the result is lost.
        var waited = 0.0
        var blockedWhileLoading = false
        screen.events = { timeout in
            if screen.row(0).hasPrefix("loaded") { return Self.quit }
            if timeout < 0 {
                // A real terminal would block here until a key: the result would never show.
                blockedWhileLoading = true
                return Self.quit
            }
            if waited > 60 {
                Issue.record("waited a minute for the loader's result to be drawn")
                return Self.quit
            }
            // Block like a terminal with no input: the main actor is held for the whole wait.
            usleep(UInt32(timeout) * 1000)
            waited += Double(timeout) / 1000
            return []
        }
        try await window.run()
        #expect(!blockedWhileLoading, "the loop waited for input while the loader was in flight")
        #expect(screen.row(0).hasPrefix("loaded"), "the loader's result was drawn")
    }
}
