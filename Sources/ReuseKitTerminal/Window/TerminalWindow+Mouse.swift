import Foundation
@_spi(Hosting) import ReuseKit

extension TerminalWindow {
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

    /// Maps mouse input to gestures on the scroll view under the pointer through the shared
    /// ``PointerGestures``: the wheel scrolls by ``wheelLines`` a notch; a left press, motion and
    /// release drag the content (with momentum after release), swipe a row sideways, scrub the
    /// section index or carry a row lifted by a long press or its handle; a press and release
    /// without motion is a tap. A press also focuses the view it lands on. The app's
    /// ``mouseEventHandler`` sees each event first.
    func handleMouse(_ event: MouseEvent) {
        if !gestures.isPressed, let mouseEventHandler,
            mouseEventHandler(event, rootPoint(column: event.column, row: event.row))
        {
            setNeedsDisplay()
            return
        }
        let point = rootPoint(column: event.column, row: event.row)
        switch event.kind {
        case .wheel(let direction):
            let distance = wheelLines * textSystem.lineHeight
            let delta: CGPoint
            switch direction {
            case .up: delta = CGPoint(x: 0, y: -distance)
            case .down: delta = CGPoint(x: 0, y: distance)
            case .left: delta = CGPoint(x: -wheelLines, y: 0)
            case .right: delta = CGPoint(x: wheelLines, y: 0)
            }
            gestures.wheel(by: delta, at: point, in: rootView)
        case .press(.left):
            if let target = scrollable(atColumn: event.column, row: event.row) { chosenFocus = target }
            gestures.pressBegan(at: point, in: rootView)
        case .drag(.left):
            guard gestures.isPressed else { return }
            gestures.pressMoved(to: point, in: rootView)
        case .release:
            guard gestures.isPressed else { return }
            gestures.pressEnded(at: point, in: rootView)
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
