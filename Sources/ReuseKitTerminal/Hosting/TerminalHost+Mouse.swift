import Foundation
@_spi(Hosting) import ReuseKit

extension TerminalHost {
    /// A left-button press on the focused scroll view, not yet known to be a tap or a drag.
    struct Press {
        let view: ScrollView
        let row: Int
        /// Whether the content was gliding when pressed: such a press only stops it.
        let stoppedMotion: Bool
        var moved = false
    }

    /// Maps mouse input to gestures, unless the scene takes the event first: the wheel scrolls
    /// by `wheelRows` a notch; a left press, motion and release drag the content (with momentum
    /// after release); a press and release without motion is a tap; a press on a tab shows that
    /// scene.
    func handleMouse(_ event: MouseEvent) {
        let area = contentArea
        let point = CGPoint(x: CGFloat(event.column - area.x) + 0.5, y: CGFloat(event.row - area.y) + 0.5)
        if press == nil && scene.handleMouse(event, at: point) {
            setNeedsDisplay()
            return
        }
        switch event.kind {
        case .wheel(let direction):
            guard contentArea.contains(column: event.column, row: event.row),
                let scrollView = scene.focusedScrollView
            else { return }
            switch direction {
            case .up: scrollView.scroll(by: CGPoint(x: 0, y: -wheelRows * textSystem.lineHeight))
            case .down: scrollView.scroll(by: CGPoint(x: 0, y: wheelRows * textSystem.lineHeight))
            case .left, .right: return
            }
        case .press(.left):
            if event.row == 0,
                let index = HostChrome.tabRanges(names: scenes.map(\.name)).firstIndex(
                    where: { $0.contains(event.column) })
            {
                showScene(at: index)
                return
            }
            guard let scrollView = scene.focusedScrollView,
                screenRect(of: scrollView).contains(column: event.column, row: event.row)
            else { return }
            press = Press(view: scrollView, row: event.row, stoppedMotion: scrollView.isMoving)
            scrollView.beginDragging()
        case .drag(.left):
            guard var current = press else { return }
            let distance = event.row - current.row
            guard distance != 0 || current.moved else { return }
            current.moved = true
            press = current
            current.view.drag(translation: CGPoint(x: 0, y: CGFloat(distance)))
        case .release:
            guard let current = press else { return }
            press = nil
            current.view.endDragging()
            if !current.moved && !current.stoppedMotion {
                scene.tap(at: contentPoint(column: event.column, row: event.row, in: current.view))
            }
        default:
            return
        }
        setNeedsDisplay()
    }

    /// Where a view's frame lies on screen, in cells (fractional while content glides).
    public func screenFrame(of view: View) -> CGRect {
        var x = view.frame.minX
        var y = view.frame.minY
        var ancestor = view.superview
        while let current = ancestor {
            x += current.frame.minX - current.bounds.minX
            y += current.frame.minY - current.bounds.minY
            ancestor = current.superview
        }
        let area = contentArea
        return CGRect(
            x: x + CGFloat(area.x), y: y + CGFloat(area.y), width: view.bounds.width,
            height: view.bounds.height)
    }

    /// The cells a view covers on screen, as the canvas snaps them.
    public func screenRect(of view: View) -> CellRect {
        let frame = screenFrame(of: view)
        let left = TerminalCanvas.snap(frame.minX)
        let top = TerminalCanvas.snap(frame.minY)
        return CellRect(
            x: left, y: top, width: TerminalCanvas.snap(frame.maxX) - left,
            height: TerminalCanvas.snap(frame.maxY) - top)
    }

    /// The point in a view's own (content) coordinates drawn in the middle of the cell at
    /// (`column`, `row`).
    public func contentPoint(column: Int, row: Int, in view: View) -> CGPoint {
        let frame = screenFrame(of: view)
        let left = TerminalCanvas.snap(frame.minX - view.bounds.minX)
        let top = TerminalCanvas.snap(frame.minY - view.bounds.minY)
        return CGPoint(x: CGFloat(column - left) + 0.5, y: CGFloat(row - top) + 0.5)
    }
}
