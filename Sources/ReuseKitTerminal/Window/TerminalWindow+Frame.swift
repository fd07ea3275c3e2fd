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

    /// Lays the root view out to the screen and presents what changed: the last frame's cells
    /// with the scrolled rows moved (the terminal scrolls them too) and only the damaged rows
    /// drawn again and compared; a whole frame draws every row.
    public func renderFrame() throws(TerminalError) {
        let size = screen.size
        try drawFrame(size: grid.points(size)) { damage in
            prepareCanvas(size: size, for: damage)
        } present: { (canvas: TerminalCanvas, damage: FrameDamage) throws(TerminalError) -> Int in
            let hint = damage.copy.map(scrollHint)
            let rows = damage.isWhole ? nil : damage.rects.map(rows)
            let before = screen.totalBytesWritten
            screen.placeCursor(cursorPlacement(size: size))
            try screen.present(canvas.buffer, scroll: hint, changedRows: rows)
            lastScrollHint = hint
            return screen.totalBytesWritten - before
        }
    }

    /// The canvas this frame draws on: the last frame's, its copied rows moved and its damaged
    /// rows blanked, or a blank one for a whole frame.
    private func prepareCanvas(size: TerminalSize, for damage: FrameDamage) -> TerminalCanvas {
        guard !damage.isWhole, let canvas, canvas.buffer.size == size else {
            let canvas = TerminalCanvas(size: size, grid: grid)
            canvas.imageCache = imageCache
            self.canvas = canvas
            return canvas
        }
        if let copy = damage.copy {
            let hint = scrollHint(copy)
            canvas.buffer.scroll(rows: hint.rows, by: hint.distance)
        }
        for rect in damage.rects {
            let rows = rows(rect)
            guard !rows.isEmpty else { continue }
            canvas.buffer.fill(
                CellRect(x: 0, y: rows.lowerBound, width: size.columns, height: rows.count), with: " ",
                style: .plain)
        }
        return canvas
    }

    /// The screen rows a damaged area covers.
    private func rows(_ rect: CGRect) -> Range<Int> {
        let cells = grid.cells(rect)
        let top = max(0, cells.y)
        return top..<max(top, min(cells.y + cells.height, screen.size.rows))
    }

    /// The copy of a scrolled region as the terminal scrolls it: its rows, moved up by the
    /// rows its picture moved up.
    private func scrollHint(_ copy: ScrollCopy) -> ScrollHint {
        ScrollHint(rows: rows(copy.region), distance: -grid.row(copy.offset.y))
    }
}
