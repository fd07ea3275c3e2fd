import Foundation
@_spi(Hosting) import ReuseKit

extension TerminalWindow {
    /// Runs until `HostWindow.quit()`: advances animations, renders when something changed,
    /// then waits for whichever comes first — input, a frame deadline while something moves, or
    /// a view asking to be drawn (an image that landed) — so an idle app uses no CPU and a
    /// result that arrives while no key is pressed still reaches the screen.
    ///
    /// On a screen that supports it (the real terminal) input is read on a thread of its own and
    /// the loop only awaits, so main-actor work (an image binder's completions, a page load's
    /// `Task`) runs whenever the loop waits. Any other screen is polled on the main actor between
    /// frames. A window that opened the terminal itself gives it back when the loop ends.
    ///
    /// On the real terminal, run it from `MainThreadLoop.run` so that main-actor work (this loop
    /// included) stays on the main thread, where job-control signals such as Ctrl-Z's arrive.
    public func run() async throws(TerminalError) {
        defer {
            ownedScreen?.close()
            ownedScreen = nil
        }
        beginRun()
        guard screen.supportsInputThread else { return try await poll() }
        let inbox = EventInbox()
        let reader = InputReader(screen: screen, inbox: inbox)
        self.inbox = inbox
        reader.start()
        defer {
            self.inbox = nil
            reader.stop()
        }
        while !isFinished {
            let timeout = try beginTurn { () throws(TerminalError) in try renderFrame() }
            guard !isFinished else { break }
            isWaiting = true
            let events = try await inbox.wait(timeout: timeout)
            isWaiting = false
            handle(events)
            endTurn()
        }
    }

    /// The loop for a screen read on the main actor: each turn waits in `nextEvents` (a frame
    /// interval while something moves or work is pending, else until input), then suspends so
    /// that main-actor work runs between frames.
    private func poll() async throws(TerminalError) {
        while !isFinished {
            let timeout = try beginTurn { () throws(TerminalError) in try renderFrame() }
            guard !isFinished else { break }
            let milliseconds = timeout.map { Int32(max(1, ($0 * 1000).rounded(.up))) } ?? -1
            handle(try screen.nextEvents(timeoutMilliseconds: milliseconds))
            await Task.yield()
            endTurn()
        }
    }
}
