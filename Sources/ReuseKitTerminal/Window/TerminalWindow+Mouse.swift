import Foundation
@_spi(Hosting) import ReuseKit

extension TerminalWindow {
    /// The scroll view under a screen cell: the deepest view there, hit-tested by geometry,
    /// then the nearest `Scrollable` at or above it.
    func scrollable(atColumn column: Int, row: Int) -> (any Scrollable)? {
        PointerGestures.scrollable(at: rootPoint(column: column, row: row), in: rootView)
    }

    /// The middle of a screen cell in the root view's coordinates.
    func rootPoint(column: Int, row: Int) -> CGPoint {
        rootPoint(fromWindow: grid.point(column: column, row: row))
    }

    /// Maps the terminal's mouse to the window's pointer, at the middle of the cell in root-view
    /// points: the left button presses, drags and releases, the wheel turns a notch a step.
    func handleMouse(_ event: MouseEvent) {
        let kind: PointerEvent.Kind
        switch event.kind {
        case .wheel(.up): kind = .wheel(dx: 0, dy: -1)
        case .wheel(.down): kind = .wheel(dx: 0, dy: 1)
        case .wheel(.left): kind = .wheel(dx: -1, dy: 0)
        case .wheel(.right): kind = .wheel(dx: 1, dy: 0)
        case .press(.left): kind = .press
        case .drag(.left): kind = .drag
        case .release: kind = .release
        default: return
        }
        handlePointer(
            PointerEvent(
                kind, at: rootPoint(column: event.column, row: event.row), modifiers: event.modifiers))
    }

    /// Where a view's frame lies on screen, in points.
    public func screenFrame(of view: View) -> CGRect {
        let root = rootView
        return view.convert(view.bounds, to: root).offsetBy(
            dx: root.frame.minX - root.bounds.minX, dy: root.frame.minY - root.bounds.minY)
    }

    /// The cells a view covers on screen, as the canvas snaps them.
    public func screenRect(of view: View) -> CellRect {
        grid.cells(screenFrame(of: view))
    }

    /// The point in a view's own (content) coordinates drawn in the middle of the cell at
    /// (`column`, `row`).
    public func contentPoint(column: Int, row: Int, in view: View) -> CGPoint {
        let frame = screenFrame(of: view)
        let left = grid.column(frame.minX - view.bounds.minX)
        let top = grid.row(frame.minY - view.bounds.minY)
        return grid.point(column: column - left, row: row - top)
    }
}
