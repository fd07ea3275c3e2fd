import Foundation

/// The rows both tables show, as an app's model would hold them: how many and how tall.
struct RowModel {
    /// Where the heights come from.
    enum Heights {
        /// ``RowModel/variedHeight(ofRow:)``: 40 to 72 points, every row unlike its neighbours.
        case varied
        /// Every row equally tall.
        case uniform(CGFloat)
        /// An array of heights (varied at first) that updates edit.
        case stored
    }

    /// The number of rows.
    private(set) var count: Int
    private let heights: Heights
    private var storedHeights: [CGFloat] = []

    /// A model of `count` rows.
    init(count: Int, heights: Heights) {
        self.count = count
        self.heights = heights
        if case .stored = heights {
            storedHeights = (0..<count).map(Self.variedHeight)
        }
    }

    /// The varied height of a row: 40, 48, 56, 64 or 72 points, so no two neighbours are equally
    /// tall (ReuseKit's size tree cannot merge them into runs).
    static func variedHeight(ofRow row: Int) -> CGFloat {
        40 + CGFloat(row % 5) * 8
    }

    /// The height of a row.
    func height(ofRow row: Int) -> CGFloat {
        switch heights {
        case .varied: Self.variedHeight(ofRow: row)
        case .uniform(let height): height
        case .stored: storedHeights[row]
        }
    }

    /// The sum of all heights: the true content height.
    ///
    /// - Complexity: O(count).
    var totalHeight: CGFloat {
        var total: CGFloat = 0
        for row in 0..<count { total += height(ofRow: row) }
        return total
    }

    /// Inserts a row of `height` at `row` (stored heights only).
    mutating func insertRow(height: CGFloat, at row: Int) {
        precondition(isStored, "only a model with stored heights can be edited")
        storedHeights.insert(height, at: row)
        count += 1
    }

    /// Removes the row at `row` (stored heights only).
    mutating func removeRow(at row: Int) {
        precondition(isStored, "only a model with stored heights can be edited")
        storedHeights.remove(at: row)
        count -= 1
    }

    /// Changes the height of a row (stored heights only).
    mutating func setHeight(_ height: CGFloat, ofRow row: Int) {
        precondition(isStored, "only a model with stored heights can be edited")
        storedHeights[row] = height
    }

    private var isStored: Bool {
        if case .stored = heights { return true }
        return false
    }
}
