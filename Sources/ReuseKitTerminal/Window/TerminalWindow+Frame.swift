import Foundation
@_spi(Hosting) import ReuseKit

extension TerminalWindow {
    /// Renders and presents a frame if something changed since the last one; returns whether
    /// it did.
    @discardableResult
    public func renderFrameIfNeeded() throws(TerminalError) -> Bool {
        guard needsDisplay else { return false }
        try renderFrame()
        return true
    }

    /// Lays the root view out to the screen, draws it and the HUD, and presents the frame, with
    /// a scroll hint when the focused view moved by whole rows.
    public func renderFrame() throws(TerminalError) {
        let size = screen.size
        try drawFrame(size: grid.points(size)) {
            let canvas = TerminalCanvas(size: size, grid: grid)
            canvas.imageCache = imageCache
            return canvas
        } present: { (canvas: TerminalCanvas) throws(TerminalError) -> Int in
            let placement = placement(of: focusedScrollable, in: size)
            let hint = ScrollPlacement.hint(from: lastPlacement, to: placement)
            let before = screen.totalBytesWritten
            try screen.present(canvas.buffer, scroll: hint)
            lastPlacement = placement
            lastScrollHint = hint
            return screen.totalBytesWritten - before
        }
    }

    /// Where a scroll view's content is on screen now; `nil` unless it spans the screen's width,
    /// since a terminal's scroll region moves whole rows, neighbours included.
    func placement(of view: View?, in size: TerminalSize) -> ScrollPlacement? {
        guard let view else { return nil }
        let rect = screenRect(of: view)
        guard rect.x <= 0, rect.maxX >= size.columns else { return nil }
        let top = max(rect.y, 0)
        let rows = top..<max(top, min(rect.maxY, size.rows))
        guard !rows.isEmpty else { return nil }
        let contentTop = grid.row(screenFrame(of: view).minY - view.bounds.minY)
        return ScrollPlacement(view: ObjectIdentifier(view), size: size, rows: rows, contentTop: contentTop)
    }
}
