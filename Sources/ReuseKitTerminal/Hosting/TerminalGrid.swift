import Foundation
@_spi(Hosting) import ReuseKit

/// How a terminal's character cells meet points: a cell's size in points, and the one rule that
/// puts a coordinate on a grid line (the library's rule, `CGFloat.snapped(toScale:)`: the
/// nearest line, halves going to the line after).
///
/// Views are written in points, with UIKit's numbers; a terminal declares how large its cell is
/// in those points, so that a view tree looks proportionate on every host. The standard cell is
/// 8 points wide and 22 high: 22 points is a line of the pixel host's 15-point text, so a line
/// of text is one row on both hosts, UIKit's 44-point row is two rows and its 70-point
/// waterfall cell three (lists lay rows out in whole lines, see `TraitCollection`).
public struct TerminalGrid: Hashable, Sendable {
    /// The size of one character cell, in points.
    public let cellSize: CGSize

    /// Cells 8 points wide and 22 high: UIKit's numbers look as they do on a phone.
    public static let standard = TerminalGrid(cellSize: CGSize(width: 8, height: 22))
    /// One point a cell: for views laid out in cells.
    public static let unit = TerminalGrid(cellSize: CGSize(width: 1, height: 1))

    /// A grid of cells `cellSize` points large.
    ///
    /// - Precondition: both sides are whole numbers of points, at least one.
    public init(cellSize: CGSize) {
        precondition(
            cellSize.width >= 1 && cellSize.height >= 1 && cellSize.width == cellSize.width.rounded()
                && cellSize.height == cellSize.height.rounded(),
            "a terminal cell is a whole number of points each way, not \(cellSize)")
        self.cellSize = cellSize
    }

    /// The column whose left edge is nearest `x` points; a coordinate that is not finite falls
    /// on 0. Since `column(k · width + x) == k + column(x)` for whole `k`, content moved by whole
    /// columns moves on screen by exactly those.
    ///
    /// - Complexity: O(1).
    public func column(_ x: CGFloat) -> Int { Self.line(x, step: cellSize.width) }

    /// The row whose top edge is nearest `y` points, by the same rule as ``column(_:)``.
    ///
    /// - Complexity: O(1).
    public func row(_ y: CGFloat) -> Int { Self.line(y, step: cellSize.height) }

    /// The cells `rect` (in points) covers: its edges snapped, so rectangles that meet still
    /// meet.
    ///
    /// - Complexity: O(1).
    public func cells(_ rect: CGRect) -> CellRect {
        let left = column(rect.minX)
        let top = row(rect.minY)
        return CellRect(x: left, y: top, width: column(rect.maxX) - left, height: row(rect.maxY) - top)
    }

    /// The middle of the cell at (`column`, `row`), in points.
    ///
    /// - Complexity: O(1).
    public func point(column: Int, row: Int) -> CGPoint {
        CGPoint(x: (CGFloat(column) + 0.5) * cellSize.width, y: (CGFloat(row) + 0.5) * cellSize.height)
    }

    /// The cell `point` (in points) lies in, its column and row.
    ///
    /// - Complexity: O(1).
    public func cell(containing point: CGPoint) -> (column: Int, row: Int) {
        func index(_ value: CGFloat, _ step: CGFloat) -> Int {
            let cells = (value / step).rounded(.down)
            return cells.isFinite ? Int(min(max(cells, -1e9), 1e9)) : 0
        }
        return (index(point.x, cellSize.width), index(point.y, cellSize.height))
    }

    /// The size in points of `size` cells.
    public func points(_ size: TerminalSize) -> CGSize {
        CGSize(width: CGFloat(size.columns) * cellSize.width, height: CGFloat(size.rows) * cellSize.height)
    }

    /// Whether `y` points lies on a boundary between rows.
    func isRowBoundary(_ y: CGFloat) -> Bool {
        let rows = y / cellSize.height
        return rows == rows.rounded()
    }

    /// The grid line nearest `value` on lines `step` points apart, as an index: the library's
    /// rule (`snapped(toStep:)`) counted in steps.
    private static func line(_ value: CGFloat, step: CGFloat) -> Int {
        guard value.isFinite else { return 0 }
        let lines = (value.snapped(toStep: step) / step).rounded()
        return Int(min(max(lines, -1e9), 1e9))
    }
}
