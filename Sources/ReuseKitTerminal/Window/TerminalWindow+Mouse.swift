import Foundation
@_spi(Hosting) import ReuseKit

extension TerminalWindow {
    /// A left-button press on a scroll view, not yet known to be a tap or a drag.
    struct Press {
        let view: any Scrollable
        let column: Int
        let row: Int
        /// Whether the content was moving when pressed: such a press only stops it.
        let stoppedMotion: Bool
        var moved = false
    }

    /// The scroll view under a screen cell: the deepest view there, hit-tested by geometry,
    /// then the nearest `Scrollable` at or above it.
    func scrollable(atColumn column: Int, row: Int) -> (any Scrollable)? {
        rootView.hitTest(rootPoint(column: column, row: row))?.enclosingScrollable
    }

    /// The middle of a screen cell in the root view's coordinates.
    func rootPoint(column: Int, row: Int) -> CGPoint {
        CGPoint(
            x: CGFloat(column) + 0.5 - rootView.frame.minX + rootView.bounds.minX,
            y: CGFloat(row) + 0.5 - rootView.frame.minY + rootView.bounds.minY)
    }

    /// Maps mouse input to gestures on the scroll view under the pointer: the wheel scrolls by
    /// ``wheelLines`` a notch; a left press, motion and release drag the content (with momentum
    /// after release); a press and release without motion is a tap. A press also focuses the
    /// view it lands on. The app's ``mouseEventHandler`` sees each event first.
    func handleMouse(_ event: MouseEvent) {
        if press == nil, let mouseEventHandler,
            mouseEventHandler(event, rootPoint(column: event.column, row: event.row))
        {
            setNeedsDisplay()
            return
        }
        switch event.kind {
        case .wheel(let direction):
            guard let target = scrollable(atColumn: event.column, row: event.row) else { return }
            let distance = wheelLines * textSystem.lineHeight
            switch direction {
            case .up: target.scrollWheel(by: CGPoint(x: 0, y: -distance))
            case .down: target.scrollWheel(by: CGPoint(x: 0, y: distance))
            case .left: target.scrollWheel(by: CGPoint(x: -wheelLines, y: 0))
            case .right: target.scrollWheel(by: CGPoint(x: wheelLines, y: 0))
            }
        case .press(.left):
            guard let target = scrollable(atColumn: event.column, row: event.row) else { return }
            chosenFocus = target
            press = Press(view: target, column: event.column, row: event.row, stoppedMotion: target.isMoving)
            target.beginDragging()
        case .drag(.left):
            guard var current = press else { return }
            let translation = CGPoint(
                x: CGFloat(event.column - current.column),
                y: CGFloat(event.row - current.row) * textSystem.lineHeight)
            guard translation != .zero || current.moved else { return }
            current.moved = true
            press = current
            current.view.drag(translation: translation)
        case .release:
            guard let current = press else { return }
            press = nil
            current.view.endDragging()
            if !current.moved && !current.stoppedMotion {
                current.view.handleTap(
                    at: contentPoint(column: event.column, row: event.row, in: current.view))
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
        return CGRect(x: x, y: y, width: view.bounds.width, height: view.bounds.height)
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
