extension MasonryLayout {
    /// The top the next item placed in `column` gets: the top margin for a column's first item
    /// (the seed tests the column's bottom against 0), a row margin under its last one otherwise.
    ///
    /// - Complexity: O(1).
    public func nextOrigin(inColumn column: Int) -> Double {
        let bottom = columns[column].bottom
        return bottom == 0 ? margins.top : bottom + margins.row
    }

    /// The smallest top any unplaced item can get: every item starting above it is placed.
    ///
    /// - Complexity: O(columns).
    public var frontier: Double {
        var lowest = Double.infinity
        for column in 0..<columnCount { lowest = Swift.min(lowest, nextOrigin(inColumn: column)) }
        return lowest
    }

    /// The column the next item goes to.
    ///
    /// - Complexity: O(columns).
    func nextColumn() -> Int {
        switch placement {
        case .leftToRight:
            return placedCount % columnCount
        case .shortestColumn:
            // The seed's scan: a strictly shorter column wins, so ties go to the leftmost.
            var chosen = 0
            var shortest = columns[0].bottom
            for column in 1..<columnCount where columns[column].bottom < shortest {
                chosen = column
                shortest = columns[column].bottom
            }
            return chosen
        }
    }

    /// Places items in order until every item starting above `position` is placed (or all are),
    /// asking `size` for each item whose size was never asked. Returns how many were placed.
    ///
    /// - Complexity: O(columns) per item placed; O(columns) when none needs placing.
    @discardableResult
    public mutating func place(through position: Double, size: (Int) -> MasonryItemSize) -> Int {
        let start = placedCount
        while placedCount < itemCount {
            let column = nextColumn()
            // The shortest column's next top is the frontier; in turn, any column may be lower.
            if nextOrigin(inColumn: column) >= position
                && (placement == .shortestColumn || frontier >= position)
            {
                break
            }
            placeNext(in: column, size: size)
        }
        return placedCount - start
    }

    /// Places items in order up to and including item `index`, asking sizes never asked.
    ///
    /// - Complexity: O(columns) per item placed.
    public mutating func place(upTo index: Int, size: (Int) -> MasonryItemSize) {
        precondition(index >= 0 && index < itemCount, "item \(index) is out of 0..<\(itemCount)")
        while placedCount <= index { placeNext(in: nextColumn(), size: size) }
    }

    private mutating func placeNext(in column: Int, size: (Int) -> MasonryItemSize) {
        let index = placedCount
        if index == sizes.count {
            let asked = size(index)
            precondition(asked.isValid, "item \(index) has an invalid size \(asked)")
            sizes.append(asked)
        }
        let origin = nextOrigin(inColumn: column)
        let height = sizes[index].height(forWidth: columnWidth)
        origins.append(origin)
        heights.append(height)
        columnOfItem.append(column)
        columns[column].items.append(index)
        let bottom = origin + height
        columns[column].bottom = bottom
        tallestBottom = Swift.max(tallestBottom, bottom)
        placedExtent += height + margins.row
    }
}
