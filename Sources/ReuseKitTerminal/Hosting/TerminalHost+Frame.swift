import Foundation
import ReuseKit

extension TerminalHost {
    /// Renders and presents a frame if something changed since the last one; returns whether
    /// it did.
    @discardableResult
    public func renderFrameIfNeeded() throws(TerminalError) -> Bool {
        guard needsDisplay else { return false }
        try renderFrame()
        return true
    }

    /// Lays the scene out to the screen, draws it, the bars and the HUD, and presents the frame,
    /// with a scroll hint when the focused list moved by whole rows.
    public func renderFrame() throws(TerminalError) {
        let start = stopwatch.now
        needsDisplay = false
        let area = contentArea
        let scene = self.scene
        let root = scene.rootView
        let frame = CGRect(x: 0, y: 0, width: CGFloat(area.width), height: CGFloat(area.height))
        if root.frame != frame { root.frame = frame }
        scene.willRenderFrame()
        root.layoutIfNeeded()
        let canvas = TerminalCanvas(size: screen.size)
        canvas.imageCache = imageCache
        if !area.isEmpty {
            let offset = CGPoint(
                x: CGFloat(area.x) + root.frame.minX - root.bounds.minX,
                y: CGFloat(area.y) + root.frame.minY - root.bounds.minY)
            canvas.withTransform(offset: offset, clip: root.bounds) { root.render(in: canvas) }
        }
        HostChrome.drawTabBar(into: &canvas.buffer, names: scenes.map(\.name), active: currentSceneIndex)
        HostChrome.drawStatusLine(into: &canvas.buffer, status: scene.statusText, keys: scene.keyHints)
        if isHUDVisible {
            HUDPanel.draw(
                into: &canvas.buffer, area: area, statistics: statistics, reuse: scene.reuseStatistics)
        }
        let placement = currentPlacement()
        let hint = ScrollPlacement.hint(from: lastPlacement, to: placement)
        let before = screen.totalBytesWritten
        try screen.present(canvas.buffer, scroll: hint)
        lastPlacement = placement
        lastScrollHint = hint
        statistics.record(seconds: stopwatch.now - start, bytesWritten: screen.totalBytesWritten - before)
    }

    /// Where the focused scroll view's content is on screen now.
    func currentPlacement() -> ScrollPlacement? {
        guard let view = scene.focusedScrollView else { return nil }
        let area = contentArea
        let rect = screenRect(of: view)
        let rows = max(rect.y, area.y)..<max(max(rect.y, area.y), min(rect.maxY, area.maxY))
        guard !rows.isEmpty else { return nil }
        let contentTop = TerminalCanvas.snap(screenFrame(of: view).minY - view.bounds.minY)
        return ScrollPlacement(
            view: ObjectIdentifier(view), size: screen.size, rows: rows, contentTop: contentTop)
    }
}
