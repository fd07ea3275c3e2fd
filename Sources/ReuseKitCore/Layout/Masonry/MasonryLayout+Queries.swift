extension MasonryLayout {
    /// Where a placed item sits.
    ///
    /// - Complexity: O(1).
    public func frame(ofItemAt index: Int) -> MasonryFrame {
        precondition(index >= 0 && index < placedCount, "item \(index) is not placed (\(placedCount) are)")
        return MasonryFrame(
            x: columnX(Int(columnOfItem[index])), y: origins[index], width: columnWidth,
            height: height(ofItemAt: index))
    }

    /// The column a placed item is in.
    ///
    /// - Complexity: O(1).
    public func column(ofItemAt index: Int) -> Int {
        precondition(index >= 0 && index < placedCount, "item \(index) is not placed (\(placedCount) are)")
        return Int(columnOfItem[index])
    }

    /// The left edge of `column`: the left margin, then a column width and a column margin per
    /// column before it.
    ///
    /// - Complexity: O(1).
    public func columnX(_ column: Int) -> Double {
        margins.left + Double(column) * (columnWidth + margins.column)
    }

    /// The number of items placed in `column`.
    public func placedCount(inColumn column: Int) -> Int { columnItems[column].count }

    /// The item at `position` (0 at the top) among those placed in `column`.
    ///
    /// - Complexity: O(1).
    public func item(at position: Int, inColumn column: Int) -> Int { Int(columnItems[column][position]) }

    /// The item at `position` (0 at the top) in `column`, and its frame: one question for a view
    /// showing the cell there.
    ///
    /// - Complexity: O(1).
    public func placedItem(at position: Int, inColumn column: Int) -> (item: Int, frame: MasonryFrame) {
        let item = item(at: position, inColumn: column)
        return (item, frame(ofItemAt: item))
    }

    /// The position (0 at the top) of a placed item within its column.
    ///
    /// - Complexity: O(log n).
    public func position(ofItemAt index: Int) -> Int {
        let column = column(ofItemAt: index)
        return firstPosition(inColumn: column) { $0 >= index }
    }

    /// The positions in `column` of the items intersecting `top..<bottom` (`maxY > top && y <
    /// bottom`), found by two binary searches. Every item starting above `bottom` must be placed.
    ///
    /// - Complexity: O(log n).
    public func positions(inColumn column: Int, intersecting top: Double, _ bottom: Double) -> Range<Int> {
        precondition(isFullyPlaced || frontier >= bottom, "place(through: \(bottom)) before asking")
        guard bottom > top else { return 0..<0 }
        let first = firstPosition(inColumn: column) { origins[$0] + height(ofItemAt: $0) > top }
        let end = firstPosition(inColumn: column) { origins[$0] >= bottom }
        return first < end ? first..<end : first..<first
    }

    /// The positions in `column` of the items intersecting `top..<bottom`, and those just beyond
    /// them in the direction of travel whose items lie within `distance` of that band (what a
    /// prefetch data source prepares): one question for a view's pass over a column.
    ///
    /// - Complexity: O(log n).
    public func positions(
        inColumn column: Int, intersecting top: Double, _ bottom: Double, prefetching distance: Double,
        forward: Bool
    ) -> (visible: Range<Int>, prefetch: Range<Int>) {
        let visible = positions(inColumn: column, intersecting: top, bottom)
        let prefetch = prefetchPositions(
            inColumn: column, visible: visible, top: top, bottom: bottom, forward: forward, distance: distance
        )
        return (visible, prefetch)
    }

    /// The positions in `column` just beyond `visible` in the direction of travel whose items lie
    /// within `distance` of the band `top..<bottom`: what a prefetch data source prepares.
    ///
    /// - Complexity: O(log n).
    func prefetchPositions(
        inColumn column: Int, visible: Range<Int>, top: Double, bottom: Double, forward: Bool,
        distance: Double
    ) -> Range<Int> {
        guard distance > 0 else { return visible.upperBound..<visible.upperBound }
        if forward {
            let end = firstPosition(inColumn: column) { origins[$0] >= bottom + distance }
            return visible.upperBound..<Swift.max(visible.upperBound, end)
        }
        let start = firstPosition(inColumn: column) { origins[$0] + height(ofItemAt: $0) > top - distance }
        return Swift.min(start, visible.lowerBound)..<visible.lowerBound
    }

    /// The placed item whose frame contains the point, or `nil`.
    ///
    /// - Complexity: O(log n).
    public func item(atX x: Double, y: Double) -> Int? {
        let pitch = columnWidth + margins.column
        guard x >= margins.left, pitch > 0 else { return nil }
        let column = Int(((x - margins.left) / pitch).rounded(.down))
        guard column < columnCount, x < columnX(column) + columnWidth else { return nil }
        let position = firstPosition(inColumn: column) { origins[$0] + height(ofItemAt: $0) > y }
        guard position < columnItems[column].count else { return nil }
        let item = Int(columnItems[column][position])
        return origins[item] <= y ? item : nil
    }

    /// The first position in `column` whose item satisfies `predicate`, which must be false and
    /// then true along the column.
    func firstPosition(inColumn column: Int, where predicate: (Int) -> Bool) -> Int {
        columnItems[column].withUnsafeBufferPointer { items in
            var low = 0
            var high = items.count
            while low < high {
                let middle = low + (high - low) / 2
                if predicate(Int(items[middle])) { high = middle } else { low = middle + 1 }
            }
            return low
        }
    }
}
