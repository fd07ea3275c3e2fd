// ReuseKit only for `IndexPath(row:section:)` and `.row`, which UIKit gives a port.
import Foundation
import ReuseKit

/// The table a developer ports first when the seed's `i * cellH` is known to be wrong: reload
/// fills an array with every row's frame from a height closure, a layout pass finds the visible
/// rows by binary search and recycles cells through a pool. The second baseline: what an exact
/// reload costs with nothing but a contiguous array (32 bytes a row, kept).
@MainActor
final class PlainTableView {
    /// The visible part of the content.
    let bounds: CGRect
    /// The top of the visible part.
    var contentOffsetY: CGFloat = 0
    /// The number of rows.
    var numberOfRows: () -> Int = { 0 }
    /// The height of a row, asked once per row on reload.
    var heightForRow: (IndexPath) -> CGFloat = { _ in 44 }
    /// The cell for a row, asked when it comes on screen.
    var cellForRow: (PlainTableView, IndexPath) -> SeedTableViewCell = { _, _ in
        SeedTableViewCell(reuseIdentifier: "cell")
    }

    /// Every row's frame, from the last reload.
    private(set) var frames: [CGRect] = []
    /// The height of all the rows.
    private(set) var contentHeight: CGFloat = 0
    /// The cells on screen, by row.
    private(set) var visibleCells: [Int: SeedTableViewCell] = [:]
    private var pool: [SeedTableViewCell] = []

    init(frame: CGRect) {
        bounds = CGRect(origin: .zero, size: frame.size)
    }

    /// Asks every height and computes every frame, then lays out.
    ///
    /// - Complexity: O(rows).
    func reloadData() {
        for (_, cell) in visibleCells { pool.append(cell) }
        visibleCells.removeAll()
        let rows = numberOfRows()
        frames.removeAll(keepingCapacity: true)
        frames.reserveCapacity(rows)
        let width = bounds.width
        var y: CGFloat = 0
        for row in 0..<rows {
            let height = heightForRow(IndexPath(row: row, section: 0))
            frames.append(CGRect(x: 0, y: y, width: width, height: height))
            y += height
        }
        contentHeight = y
        layoutIfNeeded()
    }

    /// Recycles the cells that left the viewport and asks for those that entered.
    ///
    /// - Complexity: O(log rows + visible rows).
    func layoutIfNeeded() {
        let top = contentOffsetY
        let bottom = top + bounds.height
        var low = 0
        var high = frames.count
        while low < high {
            let middle = (low + high) / 2
            if frames[middle].maxY > top { high = middle } else { low = middle + 1 }
        }
        var end = low
        while end < frames.count && frames[end].minY < bottom { end += 1 }
        let visible = low..<end
        for (row, cell) in visibleCells where !visible.contains(row) {
            visibleCells.removeValue(forKey: row)
            pool.append(cell)
        }
        for row in visible where visibleCells[row] == nil {
            let cell = cellForRow(self, IndexPath(row: row, section: 0))
            cell.frame = frames[row]
            visibleCells[row] = cell
        }
    }

    /// A pooled cell, if any.
    func dequeueReusableCell() -> SeedTableViewCell? {
        pool.popLast()
    }
}
