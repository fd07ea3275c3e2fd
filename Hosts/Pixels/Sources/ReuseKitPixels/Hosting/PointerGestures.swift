import Foundation
@_spi(Hosting) import ReuseKit

/// Turns pointer input, in points of a root view, into the gestures of the scroll view under
/// it: a press and motion drag the content (it flings with the engine's momentum on release),
/// a press and release without motion is a tap, the wheel scrolls by points.
@MainActor
public final class PointerGestures {
    private struct Press {
        let view: any Scrollable
        let start: CGPoint
        /// Whether the content was gliding when pressed: such a press only stops it.
        let stoppedMotion: Bool
        var moved = false
    }

    /// How far the pointer may move, in points, before a press becomes a drag.
    public var tapSlop: CGFloat = 4
    private var press: Press?
    /// The view that the last gesture moved; the host steps it while it glides.
    private(set) var lastTarget: (any Scrollable)?

    /// Creates the gesture driver.
    public init() {}

    /// Whether a press is down.
    public var isPressed: Bool { press != nil }

    /// The first scroll view at or above the deepest view under `point` in `root`.
    static func scrollable(at point: CGPoint, in root: View) -> (any Scrollable)? {
        root.hitTest(point)?.enclosingScrollable
    }

    /// Where `point` (in `root`'s coordinates) lies in `view`'s own coordinates.
    static func convert(_ point: CGPoint, from root: View, to view: View) -> CGPoint {
        var x = point.x
        var y = point.y
        var current: View? = view
        while let step = current, step !== root {
            x -= step.frame.minX - step.bounds.minX
            y -= step.frame.minY - step.bounds.minY
            current = step.superview
        }
        return CGPoint(x: x, y: y)
    }

    /// Forgets the press and the view last moved (the app showed another view tree).
    public func reset() {
        press = nil
        lastTarget = nil
    }

    /// The primary button went down at `point`.
    public func pressBegan(at point: CGPoint, in root: View) {
        guard let view = Self.scrollable(at: point, in: root) else { return }
        press = Press(view: view, start: point, stoppedMotion: view.isMoving)
        view.beginDragging()
        lastTarget = view
    }

    /// The pointer moved to `point` with the button down.
    public func pressMoved(to point: CGPoint) {
        guard var current = press else { return }
        let translation = CGPoint(x: point.x - current.start.x, y: point.y - current.start.y)
        if !current.moved && max(abs(translation.x), abs(translation.y)) < tapSlop { return }
        current.moved = true
        press = current
        current.view.drag(translation: translation)
    }

    /// The button went up at `point`: the content glides on, or a tap selects.
    public func pressEnded(at point: CGPoint, in root: View) {
        guard let current = press else { return }
        press = nil
        current.view.endDragging()
        if !current.moved && !current.stoppedMotion {
            current.view.handleTap(at: Self.convert(point, from: root, to: current.view))
        }
    }

    /// The wheel (or a touchpad) scrolled by `delta` points over `point`.
    public func wheel(by delta: CGPoint, at point: CGPoint, in root: View) {
        guard press == nil, let view = Self.scrollable(at: point, in: root) else { return }
        view.scroll(by: delta)
        lastTarget = view
    }

    /// The scroll view pointer input went to last, if any: where keys go next.
    public var lastScrolled: View? { lastTarget }

    /// Advances the glides of the view last moved and of `focus` (a view keys move); returns
    /// whether either still moves.
    @discardableResult
    public func step(focus: View?) -> Bool {
        var moving = false
        if let view = lastTarget, view.isMoving { moving = view.step() }
        if let view = focus?.enclosingScrollable, view !== lastTarget, view.isMoving {
            moving = view.step() || moving
        }
        return moving
    }

    /// Whether the view last moved, or `focus`, glides on its own.
    public func isMoving(focus: View?) -> Bool {
        lastTarget?.isMoving == true || focus?.enclosingScrollable?.isMoving == true
    }
}
