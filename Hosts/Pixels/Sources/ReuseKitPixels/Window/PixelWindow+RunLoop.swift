import Foundation
@_spi(Hosting) import ReuseKit

extension PixelWindow {
    /// Runs until `HostWindow.quit()` or the window manager closes the window: advances
    /// animations, draws when something changed, then waits for whichever comes first — input
    /// on the X connection, a frame deadline while something moves, or a view asking to be
    /// drawn — so an idle window uses no CPU, and main-actor work (an image that landed) runs
    /// while the loop waits and reaches the screen with no input. A headless window has no
    /// input to wait for: it throws ``PixelError/noDisplay(_:)``.
    public func run() async throws(PixelError) {
        guard display != nil else { throw .noDisplay("(a headless window has none)") }
        beginRun()
        startAccessibility()
        while !isFinished { await turn() }
    }

    /// One turn of the loop: animations, a frame if needed, then the wait for input (at most
    /// `maximumWait` seconds when given) and the input that came. A headless window has no input
    /// to wait for and returns at once: step it with ``renderNextFrame(after:)``.
    public func turn(maximumWait: Double? = nil) async {
        guard let display, let wakePipe else { return }
        var timeout = beginTurn { renderFrame() }
        guard !isFinished else { return }
        if let maximumWait { timeout = min(timeout ?? maximumWait, maximumWait) }
        isWaiting = true
        await display.waitForInput(
            timeout: timeout, wakingOn: wakePipe, also: accessibility?.pollDescriptors ?? [])
        isWaiting = false
        let events = display.nextEvents(timeoutMilliseconds: 0)
        handle(events)
        if let accessibility {
            accessibility.serve()
            if !events.isEmpty { accessibility.followWindowFocus() }
        }
        endTurn()
    }
}
