extension MasonryLayout {
    /// Verifies the summary the layout keeps: counts, column bottoms and the tallest column.
    /// Cheap enough to run after every scroll step of a huge layout.
    ///
    /// Returns a description of the first violation, or `nil`.
    /// - Complexity: O(columns).
    public func checkSummaryInvariants() -> String? {
        if !(placedCount <= sizes.count && sizes.count <= itemCount) {
            return "placed \(placedCount), sized \(sizes.count) and item counts \(itemCount) are out of order"
        }
        if heights.count != placedCount || columnOfItem.count != placedCount {
            return "per-item storage disagrees: \(origins.count) tops, \(heights.count) heights"
        }
        if columns.count != columnCount { return "\(columns.count) columns for a count of \(columnCount)" }
        var placedInColumns = 0
        var tallest = 0.0
        for (index, column) in columns.enumerated() {
            placedInColumns += column.items.count
            let expected = column.items.last.map { origins[$0] + heights[$0] } ?? 0
            if column.bottom != expected {
                return "column \(index) ends at \(column.bottom), not \(expected)"
            }
            tallest = Swift.max(tallest, expected)
        }
        if placedInColumns != placedCount { return "columns hold \(placedInColumns) of \(placedCount) items" }
        if tallest != tallestBottom { return "tallest column ends at \(tallest), not \(tallestBottom)" }
        return nil
    }

    /// Verifies every placed item: each sits once in its column, in order, a row margin (or the top
    /// margin) under the previous one, with the height its size gives.
    ///
    /// Returns a description of the first violation, or `nil`.
    /// - Complexity: O(n).
    public func checkInvariants() -> String? {
        if let problem = checkSummaryInvariants() { return problem }
        for (index, column) in columns.enumerated() {
            var previous: Int?
            for item in column.items {
                if columnOfItem[item] != index { return "item \(item) is listed in column \(index)" }
                if let previous, previous >= item { return "column \(index) lists \(item) after \(previous)" }
                // The seed's rule: a column ending at 0 counts as empty.
                let previousEnd = previous.map { origins[$0] + heights[$0] } ?? 0
                let expectedTop = previousEnd == 0 ? margins.top : previousEnd + margins.row
                if origins[item] != expectedTop {
                    return "item \(item) starts at \(origins[item]), not \(expectedTop)"
                }
                if heights[item] != sizes[item].height(forWidth: columnWidth) {
                    return "item \(item) is \(heights[item]) tall, not what its size gives"
                }
                previous = item
            }
        }
        return nil
    }
}
