// ReuseKit only for `IndexPath(row:section:)` and `.row`, which UIKit gives the seed.
import Foundation
import ReuseKit

/// A faithful Swift port of seed 000's `YZTableView`, the table view re-made on a scroll view,
/// kept as the baseline ReuseKit is measured against. Its algorithm is kept as written,
/// weaknesses included:
///
/// - `reloadData` asks every row's height and computes every frame with `cellY = i * cellH`
///   (wrong as soon as heights differ), records each row's index path in a dictionary keyed by
///   `cellY`, creates the cells on screen, adds a divider view for every row that is never
///   removed (not even by the next reload), and sums `totalH += cellY + cellH` (a wrong, far
///   too large content size);
/// - every layout pass runs the `isInScreen` check over every row's frame: O(rows) per pass;
/// - dequeuing takes `anyObject` from the pool and returns `nil` when that one has another
///   identifier.
///
/// It draws nothing; everything else the seed stores, it stores.
@MainActor
final class SeedTableView: SeedScrollView {
    /// The data source (weak, as the seed's property).
    weak var dataSource: SeedTableViewDataSource?
    /// The delegate the seed redeclares over `UIScrollView`'s.
    weak var delegate: SeedTableViewDelegate?

    /// The cells on screen (`NSMutableArray *visibleCells`).
    var visibleCells: [SeedTableViewCell] = []
    /// The index paths of the cells on screen, in the same order (`visibleIndexPaths`).
    var visibleIndexPaths: [IndexPath] = []
    /// The reuse pool (`NSMutableSet *reuserCells`).
    var reuserCells: [ObjectIdentifier: SeedTableViewCell] = [:]
    /// Every row's index path keyed by its `cellY` (`NSMutableDictionary *indexPathDict`).
    var indexPathDict: [CGFloat: IndexPath] = [:]
    /// Every row's frame as `reloadData` computed it: what the visible check runs over.
    var cellFrames: [CGRect] = []

    /// `reloadData`: clears what the last reload recorded, then asks the row count and every
    /// height, computes every frame, creates the cells on screen and a divider per row, and
    /// sets the content size.
    ///
    /// - Complexity: O(rows): one height call, one dictionary entry and one divider view per row.
    func reloadData() {
        // 8. 细节处理: every reload first empties the dictionary and the visible cells (which
        // stay subviews: the seed never pools or removes them).
        indexPathDict.removeAll()
        visibleCells.removeAll()
        visibleIndexPaths.removeAll()
        cellFrames.removeAll()

        let rows = dataSource?.tableView(self, numberOfRowsInSection: 0) ?? 0
        // Not the seed's: it keeps frames in its views; an array sized once keeps the port from
        // charging it for Swift's array growth.
        cellFrames.reserveCapacity(rows)
        let cellX: CGFloat = 0
        var cellY: CGFloat = 0
        let cellW = bounds.size.width
        var cellH: CGFloat = 0
        var totalH: CGFloat = 0

        for i in 0..<rows {
            let indexPath = IndexPath(row: i, section: 0)
            if let delegate {
                cellH = delegate.tableView(self, heightForRowAt: indexPath)
            } else {
                cellH = 44
            }
            cellY = CGFloat(i) * cellH
            let cellF = CGRect(x: cellX, y: cellY, width: cellW, height: cellH)
            indexPathDict[cellY] = indexPath
            cellFrames.append(cellF)

            if isInScreen(cellF), let dataSource {
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                cell.frame = cellF
                addSubview(cell)
                visibleCells.append(cell)
                visibleIndexPaths.append(indexPath)
            }

            let divideV = SeedView(frame: CGRect(x: 0, y: cellY + cellH - 1, width: cellW, height: 1))
            divideV.backgroundColor = .lightGray
            divideV.alpha = 0.3
            addSubview(divideV)

            totalH += cellY + cellH
        }

        contentSize = CGSize(width: bounds.size.width, height: totalH)
    }

    /// Recycling happens in layout, as in the seed (see ``recycleCells()``).
    override func layoutSubviews() {
        recycleCells()
    }

    /// `isInScreen:`: whether a frame intersects the visible part of the content.
    func isInScreen(_ cellF: CGRect) -> Bool {
        let offsetY = contentOffset.y
        return cellF.maxY > offsetY && cellF.origin.y < bounds.size.height + offsetY
    }

    /// `dequeueReusableCellWithIdentifier:`: takes *any* pooled cell and returns it only when
    /// its identifier matches, else `nil` (even when a matching cell is pooled).
    func dequeueReusableCell(withIdentifier identifier: String) -> SeedTableViewCell? {
        guard let (key, cell) = reuserCells.first else { return nil }
        if cell.reuseIdentifier == identifier {
            reuserCells.removeValue(forKey: key)
            return cell
        }
        return nil
    }
}
