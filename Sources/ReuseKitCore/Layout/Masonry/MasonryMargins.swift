/// The six gaps of a masonry layout, as a waterfall view's margin types: around the content
/// (top, bottom, left, right), between the cells of a column (row) and between columns (column).
public struct MasonryMargins: Hashable, Sendable {
    /// Space above the first cell of every column.
    public var top: Double
    /// Space below the tallest column.
    public var bottom: Double
    /// Space left of the first column.
    public var left: Double
    /// Space right of the last column.
    public var right: Double
    /// Space between two cells of one column.
    public var row: Double
    /// Space between two columns.
    public var column: Double

    /// Creates margins; every one defaults to 8 points.
    public init(
        top: Double = 8, bottom: Double = 8, left: Double = 8, right: Double = 8, row: Double = 8,
        column: Double = 8
    ) {
        self.top = top
        self.bottom = bottom
        self.left = left
        self.right = right
        self.row = row
        self.column = column
    }

    /// Whether every margin is finite and not negative, which keeps each column's cells in order.
    public var isValid: Bool {
        let all = [top, bottom, left, right, row, column]
        return all.allSatisfy { $0 >= 0 && $0.isFinite }
    }
}
