/// A run of consecutive items in a size-tree leaf that share one extent.
///
/// Unmeasured items carry no extent of their own: they stand at the tree's estimate, so a whole
/// section of unmeasured rows is one run whatever its length.
struct SizeRun: Equatable, Sendable {
    /// How many items the run covers (at least 1).
    var count: Int
    /// The extent of each item; ignored while the run is unmeasured.
    var extent: Double
    /// Whether the items were measured (`extent` is real) or stand at the estimate.
    var isMeasured: Bool

    static func unmeasured(_ count: Int) -> SizeRun {
        SizeRun(count: count, extent: 0, isMeasured: false)
    }

    static func measured(_ count: Int, extent: Double) -> SizeRun {
        SizeRun(count: count, extent: extent, isMeasured: true)
    }

    /// The extent of one item of the run, given the tree's estimate.
    func itemExtent(estimate: Double) -> Double {
        isMeasured ? extent : estimate
    }

    /// Two runs merge when nothing distinguishes their items.
    func canMerge(with other: SizeRun) -> Bool {
        isMeasured == other.isMeasured && (!isMeasured || extent == other.extent)
    }
}
