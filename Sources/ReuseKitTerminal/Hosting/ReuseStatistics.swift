import ReuseKit

/// A recycling view's cell counters, as the HUD shows them.
public struct ReuseStatistics: Hashable, Sendable {
    /// Cells made because the pool had none.
    public var created: Int
    /// Cells taken from the pool again.
    public var reused: Int
    /// Cells waiting in the pool.
    public var pooled: Int
    /// Cells on screen.
    public var visible: Int

    /// Creates statistics.
    public init(created: Int, reused: Int, pooled: Int, visible: Int) {
        self.created = created
        self.reused = reused
        self.pooled = pooled
        self.visible = visible
    }

    /// A table view's counters now.
    @MainActor
    public init(table: TableView) {
        self.init(
            created: table.cellCounters.created, reused: table.cellCounters.reused,
            pooled: table.pooledCellCount, visible: table.visibleCells.count)
    }

    /// A waterfall view's counters now.
    @MainActor
    public init(waterfall: WaterfallView) {
        self.init(
            created: waterfall.cellCounters.created, reused: waterfall.cellCounters.reused,
            pooled: waterfall.pooledCellCount, visible: waterfall.indexesForVisibleCells.count)
    }
}
