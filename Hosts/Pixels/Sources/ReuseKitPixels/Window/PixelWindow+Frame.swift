import Foundation
@_spi(Hosting) import ReuseKit

extension PixelWindow {
    /// Draws and presents a frame if something changed since the last one; returns whether it
    /// did.
    @discardableResult
    public func renderFrameIfNeeded() -> Bool {
        guard needsDisplay else { return false }
        renderFrame()
        return true
    }

    /// Lays the root view out to the window, draws it and the HUD, and presents the frame (one
    /// `XShmPutImage` of the whole image, then the wait for the server's copy).
    public func renderFrame() {
        let start = stopwatch.now
        drawFrame(size: size) {
            renderer.canvas(on: surface)
        } present: { _ in
            lastDrawingTime = stopwatch.now - start
            return display?.present() ?? 0
        }
        framesDrawn += 1
    }
}
