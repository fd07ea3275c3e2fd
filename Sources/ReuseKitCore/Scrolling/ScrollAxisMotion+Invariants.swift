extension ScrollAxisMotion {
    /// Checks the motion's invariants, trapping with a message on the first that fails; tests
    /// call it after every step.
    func checkInvariants() {
        precondition(offset.isFinite, "the offset must be finite")
        precondition(dragRawOffset.isFinite && dragAnchor.isFinite, "the drag state must be finite")
        precondition(range.lowerBound <= range.upperBound, "the range must not be inverted")
        let overshoot = Swift.abs(range.overshoot(of: offset))
        switch motion {
        case .idle:
            precondition(offset == restingPlace(near: offset), "at rest, the offset must be a resting place")
        case .dragging:
            precondition(bounces || overshoot == 0, "without bounces a drag stays inside the range")
            precondition(
                overshoot < viewportDimension, "the rubber band never reaches a viewport past the edge")
        case .bouncing:
            precondition(
                overshoot < viewportDimension, "the rubber band never reaches a viewport past the edge")
        case .decelerating:
            precondition(overshoot == 0, "a glide stays inside the range")
        case .snapping, .animating:
            break
        }
    }
}
