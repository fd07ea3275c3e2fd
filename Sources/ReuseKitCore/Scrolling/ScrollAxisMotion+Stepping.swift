extension ScrollAxisMotion {
    /// Advances the running animation to `time` and returns the offset to display, and whether
    /// no animation remains (so the host can stop its frame clock; true while idle or dragging).
    ///
    /// A glide that reaches an edge turns into a bounce at the exact instant it arrives, carrying
    /// its velocity, or stops there when `bounces` is off. Every animation ends exactly on its
    /// resting offset.
    /// - Complexity: O(1); never allocates.
    @discardableResult
    public mutating func step(time: Double) -> (offset: Double, isFinished: Bool) {
        precondition(time.isFinite, "a step needs a finite time")
        // Each transition happens at its own exact instant, not at the frame that notices it, and
        // the next motion is then evaluated at `time`: that keeps every offset frame-rate
        // independent.
        switch motion {
        case .idle, .dragging:
            break
        case .decelerating(let deceleration, let edgeHit):
            if let edgeHit, time >= edgeHit.time {
                hitEdge(edgeHit, of: deceleration, stepTime: time)
                return step(time: time)
            }
            if deceleration.isFinished(at: time) {
                let end = deceleration.startTime + deceleration.duration
                finish(at: range.clamp(deceleration.projectedEnd), time: end)
                return step(time: time)
            }
            offset = range.clamp(deceleration.offset(at: time))
        case .bouncing(let spring, let edge, _):
            if spring.isSettled(at: time) {
                finish(at: edge, time: spring.startTime + spring.duration)
                return step(time: time)
            }
            let overshoot = spring.offset(at: time)
            offset = edge + RubberBand.displacement(forOvershoot: overshoot, dimension: viewportDimension)
        case .snapping(let spring):
            if spring.isSettled(at: time) {
                finish(at: spring.target, time: spring.startTime + spring.duration)
                return step(time: time)
            }
            offset = spring.offset(at: time)
        case .animating(let animation):
            if animation.isFinished(at: time) {
                finish(at: animation.target, time: animation.startTime + animation.duration)
                return step(time: time)
            }
            offset = animation.offset(at: time)
        }
        return (offset, phase == .idle || phase == .dragging)
    }

    /// Halts a glide or a programmatic animation where it was last displayed, as a touch on a
    /// flinging `UIScrollView` does.
    ///
    /// Only a motion shown at a valid resting place is halted: bounces, page snaps, anything
    /// beyond an edge and anything while paging keep going, since they are what brings the offset
    /// to a resting place. Begin a drag to hold one.
    /// - Complexity: O(1).
    public mutating func stop() {
        switch motion {
        case .decelerating, .animating:
            if offset == restingPlace(near: offset) { motion = .idle }
        default:
            break
        }
    }

    /// Turns a glide that reached an edge, in the step at `stepTime`, into a bounce, or ends it
    /// there.
    private mutating func hitEdge(_ edgeHit: EdgeHit, of deceleration: Deceleration, stepTime: Double) {
        let velocity = deceleration.velocity(at: edgeHit.time)
        offset = edgeHit.edge
        guard bounces && Swift.abs(velocity) > Deceleration.stopVelocity else {
            finish(at: edgeHit.edge, time: edgeHit.time)
            return
        }
        // The rubber band passes 0.55 pt per raw point at the edge; dividing keeps the displayed
        // velocity continuous as the content crosses it.
        bounce(
            from: 0, velocity: velocity / RubberBand.coefficient, edge: edgeHit.edge, time: edgeHit.time,
            cut: CutGlide(deceleration: deceleration, stepTime: stepTime))
    }

    /// Ends an animation at `restingOffset`, reached at `time`.
    ///
    /// If the configuration changed under the animation (paging turned on mid-glide), that
    /// offset may not be a resting place any more; a snap then carries on to the nearest one.
    mutating func finish(at restingOffset: Double, time: Double) {
        offset = restingOffset
        motion = .idle
        let place = restingPlace(near: restingOffset)
        if place != restingOffset {
            spring(to: place, velocity: 0, time: time)
        }
    }

    /// The velocity of the running animation at `time`, in raw points per second.
    func currentVelocity(at time: Double) -> Double {
        switch motion {
        case .idle, .dragging: 0
        case .decelerating(let deceleration, _): deceleration.velocity(at: time)
        case .bouncing(let spring, _, _): spring.velocity(at: time)
        case .snapping(let spring): spring.velocity(at: time)
        case .animating(let animation): animation.velocity(at: time)
        }
    }
}
