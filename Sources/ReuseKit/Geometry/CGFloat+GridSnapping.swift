import Foundation

// The one rule by which a host's grid (device pixels of `displayScale`, or a terminal's cells)
// meets positions in points: a coordinate goes to the nearest grid line, and one exactly half
// way goes to the line after it (toward +∞). Rounding halves upward, rather than away from
// zero, keeps snapping a translation: `(k + v).snapped == k + v.snapped` for any `k` on the
// grid, so content moved by whole pixels or rows moves on screen by exactly those, on either
// side of the origin, and a row straddling the top edge is not stretched while content glides.
// A rectangle snaps its edges, not its origin and size: rectangles that share an edge still
// share it once snapped.

extension CGFloat {
    /// This coordinate on the grid of `scale` lines a point: the nearest line, halves going to
    /// the line after (toward +∞). A value that is not finite stays as it is.
    ///
    /// - Precondition: `scale` is positive.
    /// - Complexity: O(1).
    @_spi(Hosting)
    public func snapped(toScale scale: CGFloat) -> CGFloat {
        precondition(scale > 0, "a grid needs a positive scale, not \(scale)")
        guard isFinite else { return self }
        return (self * scale + 0.5).wholeBelow / scale
    }

    /// The greatest whole number not above this one, as `rounded(.down)` gives it, in a few
    /// instructions rather than a call into the C library (`floor`): every drawn view's edges
    /// are snapped every frame. A value of 2⁵² or more is whole already and comes back as it is;
    /// a negative zero comes back as zero (the grid rule adds ½ first, so never meets one).
    @inline(__always)
    var wholeBelow: CGFloat {
        guard Swift.abs(self) < 0x1p52 else { return self }
        let truncated = CGFloat(Int64(self))
        return truncated > self ? truncated - 1 : truncated
    }
}

extension CGFloat {
    /// This coordinate on a grid of lines `step` points apart (a terminal's cells, 22 points
    /// high): the same rule in units of the step, so `(k · step + v).snapped == k · step +
    /// v.snapped` for whole `k`.
    ///
    /// - Precondition: `step` is positive.
    /// - Complexity: O(1).
    @_spi(Hosting)
    public func snapped(toStep step: CGFloat) -> CGFloat {
        precondition(step > 0, "a grid needs a positive step, not \(step)")
        guard isFinite else { return self }
        return (self / step).snapped(toScale: 1) * step
    }
}

extension CGPoint {
    /// This point with both coordinates snapped to the grid of `scale` lines a point.
    ///
    /// - Complexity: O(1).
    @_spi(Hosting)
    public func snapped(toScale scale: CGFloat) -> CGPoint {
        CGPoint(x: x.snapped(toScale: scale), y: y.snapped(toScale: scale))
    }
}

extension CGRect {
    /// This rectangle with its four edges snapped to the grid of `scale` lines a point, so that
    /// rectangles sharing an edge still share it.
    ///
    /// - Complexity: O(1).
    @_spi(Hosting)
    public func snapped(toScale scale: CGFloat) -> CGRect {
        let left = minX.snapped(toScale: scale)
        let top = minY.snapped(toScale: scale)
        return CGRect(
            x: left, y: top, width: maxX.snapped(toScale: scale) - left,
            height: maxY.snapped(toScale: scale) - top)
    }
}
