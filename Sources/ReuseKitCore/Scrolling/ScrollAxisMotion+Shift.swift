extension ScrollAxisMotion {
    /// Moves everything by `delta` after the content before the viewport grew or shrank by that
    /// much and the host moved the offset to match (scroll anchoring), with the new `range`.
    ///
    /// A drag keeps the same finger-to-content relation (and its velocity), an animation keeps
    /// its path shifted, a glide or bounce is re-planned from the shifted offset with its current
    /// velocity. A bounce that a glide ran into goes back to gliding when the shift takes the edge
    /// away (a page of older rows arrives as a fling up reaches the top): on the glide's own
    /// curve if no offset of the bounce was shown yet, else from where the content is, at the
    /// glide's speed.
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
            // The finger did not move: its velocity must not see the correction.
            tracker.shift(by: delta)
            offset = displayedOffset(forRawOffset: dragRawOffset)
        case .animating(let animation):
            range = newRange
            offset += delta
            motion = .animating(
                EaseOutAnimation(
                    from: animation.startOffset + delta, to: restingPlace(near: animation.target + delta),
                    startTime: animation.startTime, duration: animation.duration))
        case .bouncing(_, _, let cut?):
            guard !resume(cut, shiftedBy: delta, range: newRange, time: time) else { return }
            resettle(shiftedBy: delta, range: newRange, time: time)
            // Still beyond the edge: the glide stays at hand, shifted alike, for the next shift.
            if case .bouncing(let spring, let edge, nil) = motion {
                motion = .bouncing(
                    spring, edge: edge,
                    cut: CutGlide(deceleration: cut.deceleration.shifted(by: delta), stepTime: cut.stepTime))
            }
        case .decelerating, .bouncing, .snapping:
            resettle(shiftedBy: delta, range: newRange, time: time)
        }
    }

    /// Re-plans a glide, bounce or snap from its offset shifted by `delta`, with its velocity.
    private mutating func resettle(shiftedBy delta: Double, range newRange: OffsetRange, time: Double) {
        let velocity = currentVelocity(at: time)
        range = newRange
        offset += delta
        resettle(velocity: velocity, time: time)
    }

    /// Goes back to the glide an edge cut short if, shifted by `delta` into `newRange`, the
    /// content is inside the range again; returns whether it did.
    private mutating func resume(
        _ cut: CutGlide, shiftedBy delta: Double, range newRange: OffsetRange, time: Double
    ) -> Bool {
        let cutShort = cut.deceleration
        if time == cut.stepTime {
            // Nothing of the bounce was shown: the glide carries on as if the edge never was.
            let shifted = cutShort.shifted(by: delta)
            let position = shifted.offset(at: time)
            guard newRange.contains(position) else { return false }
            range = newRange
            offset = position
            glide(shifted)
            return true
        }
        guard newRange.contains(offset + delta) else { return false }
        range = newRange
        offset += delta
        resettle(velocity: cutShort.velocity(at: time), time: time)
        return true
    }
}

extension Deceleration {
    /// The same glide `delta` points further along the axis.
    func shifted(by delta: Double) -> Deceleration {
        Deceleration(offset: startOffset + delta, velocity: startVelocity, rate: rate, startTime: startTime)
    }
}
