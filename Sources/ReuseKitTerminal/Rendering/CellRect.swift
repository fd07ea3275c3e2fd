/// A rectangle of cells: columns `x..<x+width`, rows `y..<y+height`.
public struct CellRect: Hashable, Sendable {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a rectangle; negative sizes count as empty.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// One past the rightmost column.
    public var maxX: Int { x + width }
    /// One past the bottom row.
    public var maxY: Int { y + height }
    /// Whether the rectangle holds no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The cells in both rectangles (empty, at the origin of `self`, when they do not meet).
    public func intersection(_ other: CellRect) -> CellRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard left < right, top < bottom else { return CellRect(x: x, y: y, width: 0, height: 0) }
        return CellRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether the cell at (`column`, `row`) lies inside.
    public func contains(column: Int, row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }
}
