extension MasonryLayout {
    /// Verifies the summary the layout keeps: counts, column bottoms, the shortest column and the
    /// tallest one. Cheap enough to run after every scroll step of a huge layout.
    ///
    /// Returns a description of the first violation, or `nil`.
    /// - Complexity: O(columns).
    public func checkSummaryInvariants() -> String? {
        if !(placedCount <= sizes.count && sizes.count <= itemCount) || holeCount > sizes.count - placedCount
        {
            return "placed \(placedCount), sized \(sizes.count) and item counts \(itemCount) are out of order"
        }
        if columnOfItem.count != placedCount {
            return "per-item storage disagrees: \(origins.count) tops, \(columnOfItem.count) columns"
        }
        if columnItems.count != columnCount || bottoms.count != columnCount {
            return "\(columnItems.count) column lists for a count of \(columnCount)"
        }
        var placedInColumns = 0
        var tallest = 0.0
        var shortest = 0
        for (index, items) in columnItems.enumerated() {
            placedInColumns += items.count
            let expected = items.last.map { origins[Int($0)] + height(ofItemAt: Int($0)) } ?? 0
            if bottoms.bottoms[index] != expected {
                return "column \(index) ends at \(bottoms.bottoms[index]), not \(expected)"
            }
            tallest = Swift.max(tallest, expected)
            if expected < bottoms.bottoms[shortest] { shortest = index }
        }
        if placedInColumns != placedCount { return "columns hold \(placedInColumns) of \(placedCount) items" }
        if tallest != tallestBottom { return "tallest column ends at \(tallest), not \(tallestBottom)" }
        if bottoms.shortest != shortest {
            return "column \(bottoms.shortest) is named shortest, not \(shortest)"
        }
        return nil
    }

    /// Verifies every placed item: each sits once in its column, in order, a row margin (or the top
    /// margin) under the previous one, with the height its size gives.
    ///
    /// Returns a description of the first violation, or `nil`.
    /// - Complexity: O(n).
    @_spi(Testing)
    public func checkInvariants() -> String? {
        if let problem = checkSummaryInvariants() { return problem }
        let marks = sizes.lazy.filter { $0.isNaN }.count
        if sizes[..<placedCount].contains(where: { $0.isNaN }) || marks != holeCount {
            return "\(holeCount) holes counted, not those in the sizes after the \(placedCount) placed items"
        }
        for (index, items) in columnItems.enumerated() {
            var previous: Int?
            for entry in items {
                let item = Int(entry)
                if Int(columnOfItem[item]) != index { return "item \(item) is listed in column \(index)" }
                if let previous, previous >= item { return "column \(index) lists \(item) after \(previous)" }
                // A column ending at 0 counts as empty (see `nextOrigin(inColumn:)`).
                let previousEnd = previous.map { origins[$0] + height(ofItemAt: $0) } ?? 0
                let expectedTop = previousEnd == 0 ? margins.top : previousEnd + margins.row
                if origins[item] != expectedTop {
                    return "item \(item) starts at \(origins[item]), not \(expectedTop)"
                }
                if height(ofItemAt: item) != size(ofItemAt: item).height(forWidth: columnWidth) {
                    return "item \(item) is \(height(ofItemAt: item)) tall, not what its size gives"
                }
                previous = item
            }
        }
        return nil
    }
}
