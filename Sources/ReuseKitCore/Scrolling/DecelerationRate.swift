/// How quickly momentum scrolling slows down: the factor velocity keeps after each millisecond.
///
/// The values are UIKit's: `UIScrollView.DecelerationRate.normal` and `.fast`.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction of its velocity a scroll keeps per millisecond, in (0, 1).
    public let rawValue: Double

    /// Creates a rate that keeps `rawValue` of the velocity each millisecond.
    public init(rawValue: Double) {
        precondition(rawValue > 0 && rawValue < 1, "a deceleration rate must lie strictly between 0 and 1")
        self.rawValue = rawValue
    }

    /// The default rate: velocity keeps 99.8 % per millisecond, a long glide.
    public static let normal = DecelerationRate(rawValue: 0.998)

    /// The quick rate: velocity keeps 99 % per millisecond, a short glide (used by pagers).
    public static let fast = DecelerationRate(rawValue: 0.99)
}
