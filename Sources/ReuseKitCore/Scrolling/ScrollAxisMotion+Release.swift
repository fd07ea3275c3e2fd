extension ScrollAxisMotion {
    /// Chooses what follows a release at `time`: a page snap, a bounce back from beyond an edge,
    /// a glide, or rest.
    mutating func settle(rawOffset raw: Double, velocity: Double, time: Double, startPage: Int) {
        motion = .idle
        var raw = raw
        if !bounces {
            offset = range.clamp(offset)
            raw = offset
        }
        if let paging {
            snap(paging: paging, rawOffset: raw, velocity: velocity, time: time, startPage: startPage)
            return
        }
        let edge = range.clamp(offset)
        if edge != offset {
            returnToRange(edge: edge, rawOffset: raw, velocity: velocity, time: time)
            return
        }
        let deceleration = Deceleration(
            offset: offset, velocity: velocity, rate: decelerationRate, startTime: time)
        if deceleration.isFinished(at: time) { return }
        glide(deceleration)
    }

    /// Runs `deceleration`, noting when it meets the edge it would pass.
    mutating func glide(_ deceleration: Deceleration) {
        var edgeHit: EdgeHit?
        let end = deceleration.projectedEnd
        if !range.contains(end) {
            let edge = range.clamp(end)
            edgeHit = deceleration.time(reaching: edge).map { EdgeHit(time: $0, edge: edge) }
        }
        motion = .decelerating(deceleration, edgeHit: edgeHit)
    }

    /// Brings an offset beyond the range back to `edge`.
    ///
    /// Within a viewport of the edge it bounces through the rubber band. Farther out (only after
    /// the range shrank under a moving offset) the rubber band has no raw offset to start from, so
    /// a plain spring brings the content straight back.
    mutating func returnToRange(edge: Double, rawOffset raw: Double, velocity: Double, time: Double) {
        if Swift.abs(offset - edge) < viewportDimension {
            bounce(from: raw - edge, velocity: velocity, edge: edge, time: time)
        } else {
            spring(to: edge, velocity: velocity, time: time)
        }
    }

    /// Starts a spring that moves the displayed offset straight to `target`.
    mutating func spring(to target: Double, velocity: Double, time: Double) {
        var velocity = velocity
        // Beyond an edge, outward speed belongs to the rubber band, not to the content; kept, it
        // would carry the spring further out before it turns back.
        let overshoot = range.overshoot(of: offset)
        if velocity * overshoot > 0 { velocity = 0 }
        let spring = SpringBack(from: offset, velocity: velocity, to: target, startTime: time)
        if spring.isSettled(at: time) {
            finish(at: target, time: time)
        } else {
            motion = .snapping(spring)
        }
    }

    /// Starts a spring on the raw overshoot beyond `edge`, displayed through the rubber band;
    /// `cut` is the glide that ran into the edge, if one did.
    mutating func bounce(
        from overshoot: Double, velocity: Double, edge: Double, time: Double, cut: CutGlide? = nil
    ) {
        let spring = SpringBack(from: overshoot, velocity: velocity, to: 0, startTime: time)
        if spring.isSettled(at: time) {
            finish(at: edge, time: time)
        } else {
            motion = .bouncing(spring, edge: edge, cut: cut)
        }
    }
}
