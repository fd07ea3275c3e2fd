/// The resistance felt when content is dragged past its edge, as in UIKit.
///
/// A finger that moves `x` points beyond the edge moves the content only
/// `(1 − 1/(x·c/d + 1))·d` points (c = 0.55, d the viewport dimension): 0.55 pt per point at
/// first, then ever less, never reaching `d`. "Raw" offsets follow the finger; "displayed"
/// offsets are what the user sees.
public enum RubberBand {
    /// UIKit's stiffness constant: the displayed distance per raw point at the edge.
    public static let coefficient = 0.55

    /// Returns the displayed distance past the edge for a raw `overshoot`, sign-symmetric and
    /// always smaller in magnitude than `dimension`.
    ///
    /// - Complexity: O(1).
    public static func displacement(forOvershoot overshoot: Double, dimension: Double) -> Double {
        precondition(dimension > 0, "a rubber band needs a positive viewport dimension")
        // (1 − 1/(u + 1))·d rewritten as u·d/(u + 1), which keeps full precision near the edge.
        let stretch = Swift.abs(overshoot) * coefficient
        let magnitude = stretch / (stretch / dimension + 1)
        return overshoot < 0 ? -magnitude : magnitude
    }

    /// Returns the raw overshoot that displays as `displacement`: the inverse of
    /// `displacement(forOvershoot:dimension:)`.
    ///
    /// A displacement of `dimension` or more has no preimage; it is treated as a hair inside
    /// `dimension`, which yields a huge but finite overshoot.
    /// - Complexity: O(1).
    public static func overshoot(forDisplacement displacement: Double, dimension: Double) -> Double {
        precondition(dimension > 0, "a rubber band needs a positive viewport dimension")
        let limit = dimension * (1 - 0x1p-40)
        let magnitude = Swift.min(Swift.abs(displacement), limit)
        let overshoot = magnitude * dimension / ((dimension - magnitude) * coefficient)
        return displacement < 0 ? -overshoot : overshoot
    }

    /// Returns the displayed offset for a raw (finger-following) offset: unchanged inside
    /// `range`, rubber-banded beyond either edge.
    ///
    /// - Complexity: O(1).
    public static func displayedOffset(
        forRawOffset raw: Double, in range: OffsetRange, dimension: Double
    ) -> Double {
        let overshoot = range.overshoot(of: raw)
        if overshoot == 0 { return raw }
        return range.clamp(raw) + displacement(forOvershoot: overshoot, dimension: dimension)
    }

    /// Returns the raw offset that displays as `displayed`, so that a drag starting while the
    /// content is already past an edge continues without a jump.
    ///
    /// - Complexity: O(1).
    public static func rawOffset(
        forDisplayedOffset displayed: Double, in range: OffsetRange, dimension: Double
    ) -> Double {
        let displacement = range.overshoot(of: displayed)
        if displacement == 0 { return displayed }
        return range.clamp(displayed) + overshoot(forDisplacement: displacement, dimension: dimension)
    }
}
