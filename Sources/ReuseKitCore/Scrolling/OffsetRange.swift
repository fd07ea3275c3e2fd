/// The content offsets a scroll view may rest at along one axis.
///
/// Content shorter than the viewport has no room to scroll: its range is a single offset.
public struct OffsetRange: Hashable, Sendable {
    /// The smallest resting offset (the top or leading edge).
    public let lowerBound: Double
    /// The largest resting offset (the bottom or trailing edge); never below `lowerBound`.
    public let upperBound: Double

    /// Creates the range `lowerBound...upperBound`; an `upperBound` below `lowerBound` collapses
    /// the range to `lowerBound`, which is how short content behaves.
    public init(lowerBound: Double, upperBound: Double) {
        precondition(lowerBound.isFinite && upperBound.isFinite, "an offset range needs finite bounds")
        self.lowerBound = lowerBound
        self.upperBound = Swift.max(lowerBound, upperBound)
    }

    /// Creates the range `0...(contentLength - viewportLength)` of content seen through a viewport.
    public init(contentLength: Double, viewportLength: Double) {
        self.init(lowerBound: 0, upperBound: contentLength - viewportLength)
    }

    /// Whether `offset` is a resting offset.
    ///
    /// - Complexity: O(1).
    public func contains(_ offset: Double) -> Bool {
        offset >= lowerBound && offset <= upperBound
    }

    /// Returns the resting offset nearest to `offset`.
    ///
    /// - Complexity: O(1).
    public func clamp(_ offset: Double) -> Double {
        Swift.min(Swift.max(offset, lowerBound), upperBound)
    }

    /// Returns how far `offset` lies beyond the range: negative before `lowerBound`, positive
    /// after `upperBound`, zero inside.
    ///
    /// - Complexity: O(1).
    public func overshoot(of offset: Double) -> Double {
        offset - clamp(offset)
    }
}
