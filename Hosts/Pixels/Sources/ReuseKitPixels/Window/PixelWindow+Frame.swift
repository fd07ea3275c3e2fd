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

    /// Lays the root view out to the window and presents what changed: the last frame's image
    /// with the scrolled region moved (on the server too) and only the damaged rectangles drawn
    /// again and uploaded; a whole frame draws and uploads everything.
    public func renderFrame() {
        let start = stopwatch.now
        let surface = self.surface
        var drawn = FrameDamage.whole
        drawFrame(size: size) { damage in
            canvas(on: surface, for: damage)
        } present: { _, damage in
            lastDrawingTime = stopwatch.now - start
            drawn = damage
            return display?.present(damage) ?? 0
        }
        drawnSurface = ObjectIdentifier(surface)
        framesDrawn += 1
        didPresentFrame?(drawn)
    }

    /// The canvas this frame draws on: the last frame's picture with the copy applied and the
    /// damaged rectangles cleared, or all of it cleared for a whole frame (or a new surface).
    private func canvas(on surface: PixelSurface, for damage: FrameDamage) -> PixelCanvas {
        let canvas = PixelCanvas(
            surface: surface, textSystem: renderer.textSystem, imageCache: renderer.imageCache)
        guard !damage.isWhole, drawnSurface == ObjectIdentifier(surface) else {
            canvas.clear(to: renderer.background)
            if !damage.isWhole { setNeedsWholeFrame() }
            return canvas
        }
        if let copy = damage.copy.flatMap({
            PixelCopy($0, scale: scale, within: surface.pixelWidth, surface.pixelHeight)
        }) {
            surface.apply(copy)
        }
        for rect in damage.rects { canvas.clear(rect, to: renderer.background) }
        return canvas
    }
}
