/// Up to two disjoint ranges of item indexes, lower one first: what is left of one range after
/// another is taken out of it.
public struct RangePair: Equatable, Sendable {
    /// The lower range (possibly empty).
    public var lower: Range<Int>
    /// The upper range (possibly empty).
    public var upper: Range<Int>

    /// Two empty ranges.
    public static let empty = RangePair(lower: 0..<0, upper: 0..<0)

    /// Creates a pair.
    public init(lower: Range<Int>, upper: Range<Int>) {
        self.lower = lower
        self.upper = upper
    }

    /// The indexes of `range` that are not in `removed`.
    ///
    /// - Complexity: O(1).
    public init(_ range: Range<Int>, removing removed: Range<Int>) {
        if removed.isEmpty || range.upperBound <= removed.lowerBound || range.lowerBound >= removed.upperBound
        {
            self.init(lower: range, upper: range.upperBound..<range.upperBound)
            return
        }
        let below = range.lowerBound..<max(range.lowerBound, removed.lowerBound)
        let above = min(range.upperBound, removed.upperBound)..<range.upperBound
        self.init(lower: below, upper: above)
    }

    /// The number of indexes in both ranges.
    public var count: Int { lower.count + upper.count }

    /// Whether both ranges are empty.
    public var isEmpty: Bool { lower.isEmpty && upper.isEmpty }

    /// Whether `index` is in either range.
    public func contains(_ index: Int) -> Bool { lower.contains(index) || upper.contains(index) }

    /// Calls `body` with every index, ascending.
    public func forEach(_ body: (Int) -> Void) {
        for index in lower { body(index) }
        for index in upper { body(index) }
    }
}
