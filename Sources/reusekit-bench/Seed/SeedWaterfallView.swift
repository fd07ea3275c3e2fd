import Foundation

/// A faithful Swift port of seed 003's `JYHWaterfallFlowView`, the baseline ReuseKit's
/// ``WaterfallView`` is measured against. Its algorithm is kept as the article writes it:
///
/// - `reloadData` asks the cell count, the column count, the six margins and *every* cell's
///   height, and computes every frame up front, each cell going to the shortest column: O(n);
/// - `layoutSubviews` walks every frame on every pass, looking the index up in the dictionary of
///   displaying cells and testing the frame against the screen: O(n) per pass, whatever moved;
/// - dequeuing enumerates the reusable set for the first cell with a matching identifier.
///
/// One change, not in the article: `reloadData` empties `cellFrames` first (the article only
/// appends, so a second reload would double them; the tutorial the seed follows empties them),
/// and reserves their capacity once so the port is not charged for Swift's array growth.
/// It draws nothing; the seed's `willMoveToSuperview:` reload is left to the caller.
@MainActor
final class SeedWaterfallView: SeedScrollView {
    /// `JYHWaterfallFlowViewDefaultCellH`, `…DefaultMargin`, `…DefaultNumberOfColumns`.
    static let defaultCellHeight: CGFloat = 70
    static let defaultMargin: CGFloat = 8
    static let defaultNumberOfColumns = 3

    /// The data source (weak, as the seed's property).
    weak var dataSource: SeedWaterfallDataSource?
    /// `waterfallFlowViewdalegate` (weak).
    weak var delegate: SeedWaterfallDelegate?

    /// Every cell's frame (`NSMutableArray *cellFrames` of `NSValue`).
    private(set) var cellFrames: [CGRect] = []
    /// The cells on screen by index (`NSMutableDictionary *displayingCells`, keys `@(i)`).
    private(set) var displayingCells: [Int: SeedWaterfallCell] = [:]
    /// The reuse pool (`NSMutableSet *reusableSet`).
    private var reusableSet: [ObjectIdentifier: SeedWaterfallCell] = [:]

    /// `reloadData`: every cell's frame, each in the shortest column (the leftmost on ties).
    func reloadData() {
        cellFrames.removeAll(keepingCapacity: true)
        let numberOfcells = dataSource?.numberOfCells(in: self) ?? 0
        let numberOfColumn = numberOfColumns()
        cellFrames.reserveCapacity(numberOfcells)

        let topM = margin(for: .top)
        let rightM = margin(for: .right)
        let bottomM = margin(for: .bottom)
        let leftM = margin(for: .left)
        let columnM = margin(for: .column)
        let rowM = margin(for: .row)

        let cellW =
            (bounds.size.width - (rightM + leftM) - CGFloat(numberOfColumn - 1) * columnM)
            / CGFloat(numberOfColumn)
        var maxYOfColumns = [CGFloat](repeating: 0, count: numberOfColumn)

        for i in 0..<numberOfcells {
            var cellColumn = 0
            var maxOfcellColumn = maxYOfColumns[cellColumn]
            for j in 1..<max(1, numberOfColumn) where maxYOfColumns[j] < maxOfcellColumn {
                cellColumn = j
                maxOfcellColumn = maxYOfColumns[j]
            }
            let cellH = height(ofIndex: i)
            let cellX = leftM + CGFloat(cellColumn) * (cellW + columnM)
            var cellY: CGFloat = 0
            if maxOfcellColumn == 0 {
                cellY = topM
            } else {
                cellY = rowM + maxOfcellColumn
            }
            let cellFrame = CGRect(x: cellX, y: cellY, width: cellW, height: cellH)
            cellFrames.append(cellFrame)
            maxYOfColumns[cellColumn] = cellFrame.maxY
        }
        var contentH = maxYOfColumns[0]
        for j in 1..<max(1, numberOfColumn) where maxYOfColumns[j] > contentH {
            contentH = maxYOfColumns[j]
        }
        contentH += bottomM
        contentSize = CGSize(width: 0, height: contentH)
    }

    /// `layoutSubviews`: every frame checked on every pass; cells that came on screen are asked
    /// of the data source, cells that left go to the reusable set.
    ///
    /// - Complexity: O(n) per pass.
    override func layoutSubviews() {
        let numberOfCells = cellFrames.count
        for i in 0..<numberOfCells {
            let cellFrame = cellFrames[i]
            let cell = displayingCells[i]
            if isInScreen(cellFrame) {
                if cell == nil, let dataSource {
                    let newCell = dataSource.waterfallFlowView(self, cellAt: i)
                    newCell.frame = cellFrame
                    addSubview(newCell)
                    displayingCells[i] = newCell
                }
            } else if let cell {
                cell.removeFromSuperview()
                displayingCells.removeValue(forKey: i)
                reusableSet[ObjectIdentifier(cell)] = cell
            }
        }
    }

    /// `dequeueReusableCellWithIdentifier:`: the first pooled cell whose identifier matches,
    /// taken out of the pool.
    func dequeueReusableCell(withIdentifier identifier: String) -> SeedWaterfallCell? {
        var reusableCell: SeedWaterfallCell?
        for cell in reusableSet.values where cell.identifier == identifier {
            reusableCell = cell
            break
        }
        if let reusableCell { reusableSet.removeValue(forKey: ObjectIdentifier(reusableCell)) }
        return reusableCell
    }

    /// `isInScreen:`: whether a frame intersects the visible part of the content.
    func isInScreen(_ frame: CGRect) -> Bool {
        frame.maxY > contentOffset.y && frame.minY < contentOffset.y + bounds.size.height
    }

    /// `numberOfColumn`: the data source's, else 3.
    private func numberOfColumns() -> Int {
        dataSource?.numberOfColumns(in: self) ?? Self.defaultNumberOfColumns
    }

    /// `marginForType:`: the delegate's, else 8.
    private func margin(for type: SeedWaterfallMarginType) -> CGFloat {
        delegate?.waterfallFlowView(self, marginFor: type) ?? Self.defaultMargin
    }

    /// `hightOfIndex:`: the delegate's (asked through the weak property for each cell), else 70.
    private func height(ofIndex index: Int) -> CGFloat {
        delegate?.waterfallFlowView(self, heightAt: index) ?? Self.defaultCellHeight
    }
}
