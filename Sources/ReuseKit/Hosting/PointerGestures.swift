import Foundation

/// Turns one pointer (a mouse button, a finger), in points of a root view, into the gestures
/// of the scroll view under it — the one gesture path of every host. A press and motion drag
/// the content, which flings with the engine's momentum on release; a press and release
/// without motion is a tap; the wheel scrolls. A list's rows take more, as UIKit's do: a press
/// on the section index strip scrubs it, a sideways drag on a row reveals its swipe actions, a
/// long press lifts a row to reorder it (in editing mode a press on its handle does at once).
///
/// Time comes from the pressed view's clock: a host calls ``advance()`` every frame while
/// ``isWaitingForLongPress`` so that a press held still becomes a long press.
@_spi(Hosting)
@MainActor
public final class PointerGestures {
    /// What a press turned into.
    public enum Phase: Sendable, Equatable {
        /// Down, not yet moved past the slop: a tap, a drag or a long press to be.
        case pending
        /// Dragging the content.
        case scrolling
        /// Moving a row sideways over its actions.
        case swiping
        /// Moving a band of the content (a section that scrolls across) sideways.
        case scrollingBand
        /// Moving along the section index strip.
        case scrubbing
        /// Carrying a lifted row.
        case reordering
    }

    private struct Press {
        let view: any Scrollable
        /// Where the press went down, on screen (``screenPoint(_:in:)``) and in the view's
        /// coordinates.
        let start: CGPoint
        let local: CGPoint
        let time: Double
        /// Whether the content was scrolling when pressed: such a press only stops it.
        let stoppedMotion: Bool
        var phase: Phase
        /// Whether the long press was tried (once per press).
        var longPressTried = false
    }

    /// How far the pointer may move, in points, before a press becomes a drag (a host whose
    /// pointer moves by whole points, a cell grid, sets one point).
    public var tapSlop: CGFloat = 4
    /// How long a press must stay still to lift a row, in seconds (UIKit's default).
    public var longPressDuration: Double = 0.5
    private var press: Press?

    /// Creates the gesture driver.
    public init() {}

    /// Whether a press is down.
    public var isPressed: Bool { press != nil }

    /// What the press down now has become, if one is down.
    public var phase: Phase? { press?.phase }

    /// Whether a press is held still on a view whose rows a long press could lift: the host
    /// keeps calling ``advance()`` meanwhile.
    public var isWaitingForLongPress: Bool {
        guard let press, press.phase == .pending, !press.longPressTried, !press.stoppedMotion else {
            return false
        }
        return press.view is any RowGestures
    }

    /// The first scroll view at or above the deepest view under `point` in `root`.
    public static func scrollable(at point: CGPoint, in root: View) -> (any Scrollable)? {
        root.hitTest(point)?.enclosingScrollable
    }

    /// Where `point` (in `root`'s coordinates) lies on screen, relative to the root's top left
    /// corner: a drag is measured there, so that a root that scrolls itself (a table as the
    /// window's root) does not take the content's motion for the pointer's.
    static func screenPoint(_ point: CGPoint, in root: View) -> CGPoint {
        CGPoint(x: point.x - root.bounds.minX, y: point.y - root.bounds.minY)
    }

    /// Where `point` (in `root`'s coordinates) lies in `view`'s own coordinates, as drawn: the
    /// view's origin is snapped to the host's grid (a cell, a device pixel) as the host draws
    /// it, so a point picks what is on screen under it even while content glides.
    public static func convert(_ point: CGPoint, from root: View, to view: View) -> CGPoint {
        // The view's content origin relative to the root's top left corner on screen.
        let origin = view.convert(CGPoint.zero, to: root)
        let x = origin.x - root.bounds.minX
        let y = origin.y - root.bounds.minY
        let drawn = view.traitCollection.snapped(CGPoint(x: x, y: y))
        return CGPoint(x: point.x - root.bounds.minX - drawn.x, y: point.y - root.bounds.minY - drawn.y)
    }

    /// Forgets the press (the app showed another view tree): a lifted row goes back and a scrub
    /// ends.
    public func reset() {
        cancel()
    }

    /// Ends the press without what its release would do: a lifted row goes back, an open
    /// swipe settles, a drag ends without a tap.
    public func cancel() {
        guard let current = press else { return }
        press = nil
        let rows = current.view as? any RowGestures
        switch current.phase {
        case .pending, .scrolling: current.view.endDragging()
        case .scrollingBand: (current.view as? any BandGestures)?.endBandDrag()
        case .swiping: (current.view as? any SwipeGestures)?.endSwipe()
        case .scrubbing: rows?.endSectionIndexScrub()
        case .reordering: rows?.cancelReorder()
        }
    }

    /// The primary button went down at `point`.
    public func pressBegan(at point: CGPoint, in root: View) {
        cancel()
        guard let view = Self.scrollable(at: point, in: root) else { return }
        let local = Self.convert(point, from: root, to: view)
        let time = view.clock.now
        let start = Self.screenPoint(point, in: root)
        if let rows = view as? any RowGestures {
            if rows.sectionIndexContains(local) {
                rows.touchSectionIndex(at: local)
                press = Press(
                    view: view, start: start, local: local, time: time, stoppedMotion: false,
                    phase: .scrubbing)
                return
            }
            if rows.isEditing, rows.beginReorder(at: local) {
                press = Press(
                    view: view, start: start, local: local, time: time, stoppedMotion: false,
                    phase: .reordering)
                return
            }
        }
        press = Press(
            view: view, start: start, local: local, time: time, stoppedMotion: view.isOffsetMoving,
            phase: .pending)
        view.beginDragging()
    }

    /// The pointer moved to `point` with the button down.
    public func pressMoved(to point: CGPoint, in root: View) {
        guard var current = press else { return }
        let now = Self.screenPoint(point, in: root)
        let translation = CGPoint(x: now.x - current.start.x, y: now.y - current.start.y)
        let rows = current.view as? any RowGestures
        switch current.phase {
        case .pending:
            if max(abs(translation.x), abs(translation.y)) < tapSlop { return }
            // A sideways move on a band scrolls the band; on a row with actions it swipes the
            // row; any other move drags the content.
            if abs(translation.x) > abs(translation.y), let bands = current.view as? any BandGestures,
                bands.beginBandDrag(at: current.local)
            {
                current.view.endDragging()
                current.phase = .scrollingBand
                bands.dragBand(translation: translation.x)
            } else if abs(translation.x) > abs(translation.y), !current.stoppedMotion,
                let swipes = current.view as? any SwipeGestures, swipes.beginSwipe(at: current.local)
            {
                current.view.endDragging()
                current.phase = .swiping
                swipes.swipe(translation: translation.x)
            } else {
                current.phase = .scrolling
                current.view.drag(translation: translation)
            }
            press = current
        case .scrolling: current.view.drag(translation: translation)
        case .scrollingBand: (current.view as? any BandGestures)?.dragBand(translation: translation.x)
        case .swiping: (current.view as? any SwipeGestures)?.swipe(translation: translation.x)
        case .scrubbing: rows?.scrubSectionIndex(translation: translation)
        case .reordering: rows?.reorder(to: Self.convert(point, from: root, to: current.view))
        }
    }

    /// The button went up at `point`: the content glides on, a tap selects, a swiped row opens
    /// or closes, a lifted row drops.
    public func pressEnded(at point: CGPoint, in root: View) {
        guard let current = press else { return }
        press = nil
        let rows = current.view as? any RowGestures
        switch current.phase {
        case .pending:
            current.view.endDragging()
            if !current.stoppedMotion {
                current.view.handleTap(at: Self.convert(point, from: root, to: current.view))
            }
        case .scrolling: current.view.endDragging()
        case .scrollingBand: (current.view as? any BandGestures)?.endBandDrag()
        case .swiping: (current.view as? any SwipeGestures)?.endSwipe()
        case .scrubbing: rows?.endSectionIndexScrub()
        case .reordering: rows?.endReorder()
        }
    }

    /// Turns a press held still for ``longPressDuration`` into a lift of the row under it;
    /// returns whether the press still waits for that (call again next frame).
    @discardableResult
    public func advance() -> Bool {
        guard isWaitingForLongPress, var current = press, let rows = current.view as? any RowGestures else {
            return false
        }
        guard current.view.clock.now - current.time >= longPressDuration else { return true }
        current.longPressTried = true
        if rows.beginReorder(at: current.local) {
            current.view.endDragging()
            current.phase = .reordering
        }
        press = current
        return false
    }

    /// The wheel (or a touchpad) scrolled by `delta` points over `point`.
    public func wheel(by delta: CGPoint, at point: CGPoint, in root: View) {
        guard press == nil, let view = Self.scrollable(at: point, in: root) else { return }
        view.scrollWheel(by: delta)
    }
}
