extension ScrollAxisMotion {
    /// Starts following a finger that touched down at `time`.
    ///
    /// Any running animation is advanced to `time` and halted there, so the content stops under
    /// the finger exactly where it is shown; beyond an edge, the drag resumes the rubber band
    /// from that displayed offset.
    /// - Complexity: O(1).
    public mutating func beginDrag(time: Double) {
        step(time: time)
        dragRawOffset =
            bounces
            ? RubberBand.rawOffset(forDisplayedOffset: offset, in: range, dimension: viewportDimension)
            : range.clamp(offset)
        offset = displayedOffset(forRawOffset: dragRawOffset)
        dragAnchor = dragRawOffset
        dragStartPage = paging.map { nearestPage(to: offset, paging: $0) } ?? 0
        motion = .dragging
        tracker.reset()
        tracker.add(position: dragRawOffset, time: time)
    }

    /// Moves the drag to `translation` points from where it began (the pan gesture's
    /// translation) at `time`, and returns the offset to display.
    ///
    /// Beyond an edge the offset is rubber-banded, or clamped when `bounces` is off (the drag
    /// then re-anchors at the edge, so reversing the finger moves the content at once). Ignored
    /// unless a drag is in progress (an `animate(to:duration:time:)` or `setOffset(_:)` cancels it).
    /// - Complexity: O(1); never allocates.
    @discardableResult
    public mutating func drag(translation: Double, time: Double) -> Double {
        precondition(translation.isFinite && time.isFinite, "a drag needs a finite translation and time")
        guard case .dragging = motion else { return offset }
        var raw = dragAnchor - translation
        if !bounces {
            let clamped = range.clamp(raw)
            dragAnchor += clamped - raw
            raw = clamped
        }
        dragRawOffset = raw
        offset = displayedOffset(forRawOffset: raw)
        tracker.add(position: raw, time: time)
        return offset
    }

    /// Ends the drag at `time` and returns whether the content keeps moving (UIKit's
    /// `willDecelerate`): a glide, a bounce back from beyond an edge, or a snap onto a page.
    ///
    /// Returns `false` when no drag is in progress.
    /// - Complexity: O(1).
    @discardableResult
    public mutating func endDrag(time: Double) -> Bool {
        precondition(time.isFinite, "a drag needs a finite time")
        guard case .dragging = motion else { return false }
        releaseVelocity = tracker.velocity(at: time)
        settle(rawOffset: dragRawOffset, velocity: releaseVelocity, time: time, startPage: dragStartPage)
        return phase != .idle
    }

    func displayedOffset(forRawOffset raw: Double) -> Double {
        bounces
            ? RubberBand.displayedOffset(forRawOffset: raw, in: range, dimension: viewportDimension)
            : range.clamp(raw)
    }
}

extension ScrollAxisMotion {
    /// Re-displays a drag after the range or `bounces` changed.
    mutating func boundsDidChange() {
        guard case .dragging = motion else { return }
        if !bounces {
            // Re-anchoring at the edge lets a reversing finger move the content at once.
            let clamped = range.clamp(dragRawOffset)
            dragAnchor += clamped - dragRawOffset
            dragRawOffset = clamped
        }
        offset = displayedOffset(forRawOffset: dragRawOffset)
    }

    /// Re-displays a drag or bounce after the viewport dimension, which scales the rubber band,
    /// changed from `oldDimension`.
    mutating func rubberBandDidChange(from oldDimension: Double) {
        switch motion {
        case .dragging:
            offset = displayedOffset(forRawOffset: dragRawOffset)
        case .bouncing(_, let edge, _):
            let overshoot = RubberBand.overshoot(forDisplacement: offset - edge, dimension: oldDimension)
            offset = edge + RubberBand.displacement(forOvershoot: overshoot, dimension: viewportDimension)
        default:
            break
        }
    }
}
