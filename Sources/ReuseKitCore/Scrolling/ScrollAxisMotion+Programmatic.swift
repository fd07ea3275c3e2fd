extension ScrollAxisMotion {
    /// Jumps to the resting place nearest to `offset` (clamped into the range, and onto the
    /// nearest page when paging), ending any drag or animation.
    ///
    /// - Complexity: O(1).
    public mutating func setOffset(_ offset: Double) {
        precondition(offset.isFinite, "the offset must be finite")
        motion = .idle
        self.offset = restingPlace(near: offset)
    }

    /// Scrolls to the resting place nearest to `target` (clamped into the range, and onto the
    /// nearest page when paging) with an ease-out over `duration` seconds from `time`, for
    /// `setContentOffset(_:animated:)` and `scrollToRow(at:at:animated:)`.
    ///
    /// Replaces any animation, and cancels a drag in progress.
    /// - Complexity: O(1).
    public mutating func animate(
        to target: Double, duration: Double = EaseOutAnimation.defaultDuration, time: Double
    ) {
        precondition(target.isFinite, "the target offset must be finite")
        step(time: time)
        let animation = EaseOutAnimation(
            from: offset, to: restingPlace(near: target), startTime: time, duration: duration)
        if animation.isFinished(at: time) || animation.startOffset == animation.target {
            finish(at: animation.target, time: time)
        } else {
            motion = .animating(animation)
        }
    }

    /// Moves the end of a running animation to the resting place nearest to `target`, keeping
    /// the time it ends: a jump whose target moved while content on the way was measured. Does
    /// nothing unless an animation runs.
    ///
    /// - Complexity: O(1).
    public mutating func retarget(to target: Double, time: Double) {
        precondition(target.isFinite, "the target offset must be finite")
        step(time: time)
        guard case .animating(let animation) = motion, restingPlace(near: target) != animation.target else {
            return
        }
        let remaining = Swift.max(0, animation.startTime + animation.duration - time)
        animate(to: target, duration: remaining, time: time)
    }

    /// Changes the resting offsets at `time` (content or viewport resized, content inset changed).
    ///
    /// At rest, the offset moves to the nearest valid resting place (clamped, and onto a page
    /// when paging); a drag keeps going under the new range; a glide, bounce or snap is re-planned
    /// from its current offset and velocity; an animation keeps its (re-clamped) target and end.
    /// A bounce off an edge that moved away goes back to the glide the edge cut short.
    /// - Complexity: O(1).
    public mutating func setRange(_ newRange: OffsetRange, time: Double) {
        step(time: time)
        if case .bouncing(_, _, .some) = motion {
            shift(by: 0, range: newRange, time: time)
            return
        }
        range = newRange
        switch motion {
        case .idle:
            offset = restingPlace(near: offset)
        case .dragging:
            boundsDidChange()
        case .animating(let animation):
            let remaining = Swift.max(0, animation.startTime + animation.duration - time)
            animate(to: animation.target, duration: remaining, time: time)
        case .decelerating, .bouncing, .snapping:
            resettle(velocity: currentVelocity(at: time), time: time)
        }
    }

    /// Re-plans a glide, bounce or snap from the displayed offset with `velocity`, after the
    /// range or the offset moved under it.
    mutating func resettle(velocity: Double, time: Double) {
        let raw =
            bounces
            ? RubberBand.rawOffset(forDisplayedOffset: offset, in: range, dimension: viewportDimension)
            : offset
        let startPage = paging.map { nearestPage(to: offset, paging: $0) } ?? 0
        settle(rawOffset: raw, velocity: velocity, time: time, startPage: startPage)
    }

    /// The resting offset nearest to `offset`: clamped, and on a page start when paging.
    func restingPlace(near offset: Double) -> Double {
        guard let paging else { return range.clamp(offset) }
        return pageOffset(nearestPage(to: offset, paging: paging), paging: paging)
    }
}
