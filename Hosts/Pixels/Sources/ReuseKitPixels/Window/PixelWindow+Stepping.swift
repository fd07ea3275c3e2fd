import Foundation
@_spi(Hosting) import ReuseKit

extension PixelWindow {
    /// Moves the window's clock on by `interval` seconds and renders the frame due then: what
    /// moves (an animated `scrollToRow`, momentum, a bounce, the frame handlers) is advanced to
    /// the new time, and a frame is drawn into ``surface`` if anything changed — one turn of
    /// ``run()`` without the wait for input, for a headless window (PNG frames of an animation,
    /// an app's tests) or any window whose clock is a `ManualFrameClock`.
    ///
    /// ```swift
    /// let clock = ManualFrameClock()
    /// tableView.clock = clock
    /// let window = PixelWindow(rootView: tableView, size: size, renderer: PixelRenderer(), clock: clock)
    /// tableView.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: true)
    /// while try window.renderNextFrame(after: 1.0 / 60) {}
    /// try window.surface.writePNG(to: "last.png")
    /// ```
    ///
    /// - Parameter interval: The time between the last frame and this one, in seconds (≥ 0).
    /// - Returns: Whether another frame should follow: something still moves, waits for work
    ///   off the clock (`hasPendingWork`), or asked to be drawn again.
    /// - Throws: ``PixelError/clock(_:)`` when the window's clock is not a `ManualFrameClock`
    ///   or `interval` is negative or not finite; nothing is drawn then.
    @discardableResult
    public func renderNextFrame(after interval: Double) throws(PixelError) -> Bool {
        guard interval >= 0, interval.isFinite else {
            throw .clock("a frame comes a time ahead, not \(interval) seconds")
        }
        guard let manualClock = clock as? ManualFrameClock else {
            throw .clock(
                "the window's clock is a \(type(of: clock)); give the window a ManualFrameClock to step it")
        }
        manualClock.advance(by: interval)
        let next = beginTurn { renderFrame() }
        endTurn()
        return next != nil && !isFinished
    }
}
