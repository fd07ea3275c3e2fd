extension ScrollAxisMotion {
    /// Moves everything by `delta` after the content before the viewport grew or shrank by that
    /// much and the host moved the offset to match (scroll anchoring), with the new `range`.
    ///
    /// A drag keeps the same finger-to-content relation, an animation keeps its path shifted, a
    /// glide or bounce is re-planned from the shifted offset with its current velocity.
    /// - Complexity: O(1).
    public mutating func shift(by delta: Double, range newRange: OffsetRange, time: Double) {
        precondition(delta.isFinite, "a shift must be finite")
        step(time: time)
        switch motion {
        case .idle:
            range = newRange
            offset = restingPlace(near: offset + delta)
        case .dragging:
            range = newRange
            dragAnchor += delta
            dragRawOffset += delta
            offset = displayedOffset(forRawOffset: dragRawOffset)
        case .animating(let animation):
            range = newRange
            offset += delta
            motion = .animating(
                EaseOutAnimation(
                    from: animation.startOffset + delta, to: restingPlace(near: animation.target + delta),
                    startTime: animation.startTime, duration: animation.duration))
        case .decelerating, .bouncing, .snapping:
            let velocity = currentVelocity(at: time)
            range = newRange
            offset += delta
            resettle(velocity: velocity, time: time)
        }
    }
}
