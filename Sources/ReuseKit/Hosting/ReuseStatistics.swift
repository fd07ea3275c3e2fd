/// A recycling view's cell counters, as a host's HUD shows them.
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
}
