/// The cached totals of a size-tree node: what a query needs to skip the node in one step.
public struct SizeSummary: Equatable, Sendable {
    /// The number of items below the node.
    public var count: Int
    /// How many of those items were measured.
    public var measuredCount: Int
    /// The sum of the measured items' extents.
    public var measuredExtent: Double

    /// An empty summary.
    public static let zero = SizeSummary(count: 0, measuredCount: 0, measuredExtent: 0)

    /// The total extent, counting every unmeasured item at `estimate`.
    ///
    /// Keeping unmeasured items out of the cached sum is what lets the estimate change in O(1).
    @inline(__always)
    public func extent(estimate: Double) -> Double {
        measuredExtent + Double(count - measuredCount) * estimate
    }

    mutating func add(_ other: SizeSummary) {
        count += other.count
        measuredCount += other.measuredCount
        measuredExtent += other.measuredExtent
    }

    mutating func add(_ run: SizeRun) {
        count += run.count
        if run.isMeasured {
            measuredCount += run.count
            measuredExtent += Double(run.count) * run.extent
        }
    }
}
