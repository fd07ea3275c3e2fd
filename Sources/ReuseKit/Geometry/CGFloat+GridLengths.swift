import Foundation

extension CGFloat {
    /// This length as a whole number of grid steps `step` points long: the nearest number,
    /// halves going up, and at least one for a positive length, so that content never vanishes
    /// on a coarse grid (lines of character cells). Lengths that are equal stay equal, which snapping
    /// each edge (`snapped(toScale:)`) cannot promise: a 70-point row on a grid of 22-point
    /// lines is three lines wherever it lies. A step of zero (no grid), a length that is not
    /// positive or not finite stays as it is.
    ///
    /// - Complexity: O(1).
    func inWholeSteps(of step: CGFloat) -> CGFloat {
        guard step > 0, self > 0, isFinite else { return self }
        return Swift.max(1, (self / step + 0.5).rounded(.down)) * step
    }
}
