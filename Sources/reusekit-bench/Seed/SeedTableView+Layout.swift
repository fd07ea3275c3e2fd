import Foundation
import ReuseKit

extension SeedTableView {
    /// The seed's `layoutSubviews` (a scroll changes the bounds, which asks for layout): cells
    /// that left the screen go to the pool, and the visible check runs over every row's frame,
    /// creating the cells of rows that came on screen.
    ///
    /// - Complexity: O(rows) per pass, whatever moved.
    func recycleCells() {
        let offsetY = contentOffset.y
        // The seed's edge checks: nothing to do past the top or beyond the content size.
        if offsetY < 0 || offsetY + bounds.size.height > contentSize.height { return }

        var index = 0
        while index < visibleCells.count {
            let cell = visibleCells[index]
            if isInScreen(cell.frame) {
                index += 1
                continue
            }
            visibleCells.remove(at: index)
            visibleIndexPaths.remove(at: index)
            reuserCells[ObjectIdentifier(cell)] = cell
            cell.removeFromSuperview()
        }

        for i in cellFrames.indices {
            let cellF = cellFrames[i]
            guard isInScreen(cellF) else { continue }
            // The row on screen, found by its y as the seed's dictionary records it.
            let indexPath = indexPathDict[cellF.origin.y] ?? IndexPath(row: i, section: 0)
            if visibleIndexPaths.contains(indexPath) { continue }
            guard let dataSource else { return }
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.frame = cellF
            insertSubview(cell, at: 0)
            if let first = visibleIndexPaths.first, indexPath.row < first.row {
                visibleCells.insert(cell, at: 0)
                visibleIndexPaths.insert(indexPath, at: 0)
            } else {
                visibleCells.append(cell)
                visibleIndexPaths.append(indexPath)
            }
        }
    }
}
