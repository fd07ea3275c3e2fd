extension ScrollAxisMotion {
    /// Checks the motion's invariants; returns a description of the first that fails, or `nil`.
    /// Tests call it after every step.
    @_spi(Testing)
    public func checkInvariants() -> String? {
        guard offset.isFinite else { return "the offset must be finite, not \(offset)" }
        guard dragRawOffset.isFinite && dragAnchor.isFinite else { return "the drag state must be finite" }
        guard range.lowerBound <= range.upperBound else { return "the range \(range) must not be inverted" }
        let overshoot = Swift.abs(range.overshoot(of: offset))
        switch motion {
        case .idle:
            guard offset == restingPlace(near: offset) else {
                return "at rest, the offset \(offset) must be a resting place"
            }
        case .dragging:
            guard bounces || overshoot == 0 else { return "without bounces a drag stays inside the range" }
            guard overshoot < viewportDimension else {
                return "the rubber band never reaches a viewport past the edge"
            }
        case .bouncing:
            guard overshoot < viewportDimension else {
                return "the rubber band never reaches a viewport past the edge"
            }
        case .decelerating:
            guard overshoot == 0 else { return "a glide stays inside the range, not \(overshoot) past it" }
        case .snapping, .animating:
            break
        }
        return nil
    }
}
