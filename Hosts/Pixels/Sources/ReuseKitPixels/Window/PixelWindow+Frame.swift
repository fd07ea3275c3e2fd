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

    /// Lays the root view out to the window and presents what changed: the server moves the
    /// scrolled region's picture and gets only the damaged rectangles, drawn again; a whole
    /// frame draws and uploads everything.
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
        framesDrawn += 1
        didPresentFrame?(drawn)
    }

    /// The canvas this frame draws on: the damaged rectangles cleared, or all of it for a whole
    /// frame. On a display the server moves the window's picture itself, and each damaged
    /// rectangle is cleared and drawn whole before it is uploaded, so the image needs to be right
    /// only there; a headless surface is the picture, so it moves its pixels too.
    private func canvas(on surface: PixelSurface, for damage: FrameDamage) -> PixelCanvas {
        display?.waitUntilPresented()
        let canvas = canvas(on: surface)
        guard !damage.isWhole else {
            canvas.clear(to: renderer.background)
            return canvas
        }
        if display == nil,
            let copy = damage.copy.flatMap({
                PixelCopy($0, scale: scale, within: surface.pixelWidth, surface.pixelHeight)
            })
        {
            surface.apply(copy)
        }
        for rect in damage.rects { canvas.clear(rect, to: renderer.background) }
        return canvas
    }

    /// The canvas kept for `surface`, or a new one kept with the last one made (a display's
    /// image has two buffers). A frame leaves a canvas as it found it (origin, clip, Cairo's
    /// state).
    private func canvas(on surface: PixelSurface) -> PixelCanvas {
        if let kept = canvases.first(where: { $0.surface === surface }) { return kept }
        let made = PixelCanvas(
            surface: surface, textSystem: renderer.textSystem, imageCache: renderer.imageCache)
        canvasesMade += 1
        canvases = Array((canvases + [made]).suffix(2))
        return made
    }
}
