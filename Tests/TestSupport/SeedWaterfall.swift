/// A line-for-line port of seed 003's `reloadData` loop: every frame computed up front by scanning
/// the columns for the shortest one. The reference the lazy masonry layout is tested against.
public struct SeedWaterfall: Sendable {
    /// One cell frame, as the seed's `CGRectMake(cellX, cellY, cellW, cellH)`.
    public struct Frame: Equatable, Sendable {
        /// The left edge.
        public var x: Double
        /// The top edge.
        public var y: Double
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double

        /// Creates a frame.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// The frame of every cell, in index order.
    public private(set) var frames: [Frame] = []
    /// The seed's content height: the tallest column plus the bottom margin.
    public private(set) var contentHeight = 0.0

    /// Runs the seed's loop over `heights` in a view `width` wide.
    public init(
        heights: [Double], columns numberOfColumn: Int, width: Double, top topM: Double,
        bottom bottomM: Double,
        left leftM: Double, right rightM: Double, row rowM: Double, column columnM: Double
    ) {
        let cellW = (width - (rightM + leftM) - Double(numberOfColumn - 1) * columnM) / Double(numberOfColumn)
        var maxYOfColumns = Array(repeating: 0.0, count: numberOfColumn)
        frames.reserveCapacity(heights.count)
        for i in 0..<heights.count {
            var cellColumn = 0
            var maxOfcellColumn = maxYOfColumns[cellColumn]
            for j in 1..<max(1, numberOfColumn) where maxYOfColumns[j] < maxOfcellColumn {
                cellColumn = j
                maxOfcellColumn = maxYOfColumns[j]
            }
            let cellH = heights[i]
            let cellX = leftM + Double(cellColumn) * (cellW + columnM)
            var cellY = 0.0
            if maxOfcellColumn == 0.0 {
                cellY = topM
            } else {
                cellY = rowM + maxOfcellColumn
            }
            frames.append(Frame(x: cellX, y: cellY, width: cellW, height: cellH))
            maxYOfColumns[cellColumn] = cellY + cellH
        }
        var contentH = maxYOfColumns[0]
        for j in 1..<max(1, numberOfColumn) where maxYOfColumns[j] > contentH {
            contentH = maxYOfColumns[j]
        }
        contentHeight = contentH + bottomM
    }

    /// The cells whose frames intersect `top..<bottom`, by a scan of every frame (the seed's
    /// `layoutSubviews` test), in index order.
    public func visibleCells(top: Double, bottom: Double) -> [Int] {
        frames.indices.filter { frames[$0].y + frames[$0].height > top && frames[$0].y < bottom }
    }
}
