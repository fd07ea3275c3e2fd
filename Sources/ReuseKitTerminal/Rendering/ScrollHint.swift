/// Tells the renderer that the rows of a region moved by whole rows since the last frame,
/// so it can let the terminal scroll them instead of redrawing them.
public struct ScrollHint: Hashable, Sendable {
    /// The rows of the region, top to bottom.
    public var rows: Range<Int>
    /// How many rows the content moved up (positive: scrolled towards the end of a list) or
    /// down (negative).
    public var distance: Int

    /// Creates a hint: the content of `rows` moved up by `distance` rows (down if negative).
    public init(rows: Range<Int>, distance: Int) {
        self.rows = rows
        self.distance = distance
    }
}
