extension MasonryLayout {
    /// The items whose sizes ``place(upTo:sizes:)`` asks at a time.
    public static let sizeBatchSize = 1024

    /// The top the next item placed in `column` gets: the top margin for a column's first item
    /// (a column whose bottom is 0 counts as empty), a row margin under its last one otherwise.
    ///
    /// - Complexity: O(1).
    public func nextOrigin(inColumn column: Int) -> Double {
        let bottom = bottoms.bottoms[column]
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
    /// - Complexity: O(1).
    @inline(__always)
    func nextColumn() -> Int {
        switch placement {
        case .leftToRight: placedCount % columnCount
        case .shortestColumn: bottoms.shortest
        }
    }

    /// Places items in order until every item starting above `position` is placed (or all are),
    /// asking `size` for each item whose size was never asked. Returns how many were placed.
    ///
    /// Sizes are asked one at a time here, since how many items a band needs is known only as
    /// they are placed; a jump to a known item uses ``place(upTo:sizes:)``.
    /// - Complexity: O(log columns) per item placed (O(columns) left to right); O(columns) when
    ///   none needs placing.
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
            if placedCount == sizes.count { appendSize(size(placedCount)) }
            placeNext(in: column)
        }
        return placedCount - start
    }

    /// Places items in order up to and including item `index`, asking sizes never asked.
    ///
    /// - Complexity: O(log columns) per item placed.
    public mutating func place(upTo index: Int, size: (Int) -> MasonryItemSize) {
        place(upTo: index) { first, buffer in
            for offset in buffer.indices { buffer[offset] = size(first + offset) }
        }
    }

    /// Places items in order up to and including item `index`, asking the sizes never asked in
    /// batches: `sizes` gets the first item of a batch and a buffer to fill with the sizes of
    /// that many consecutive items (at most ``sizeBatchSize``, never past `index`).
    ///
    /// - Complexity: O(log columns) per item placed, one call of `sizes` per batch.
    public mutating func place(
        upTo index: Int, sizes: (_ first: Int, _ sizes: UnsafeMutableBufferPointer<MasonryItemSize>) -> Void
    ) {
        precondition(index >= 0 && index < itemCount, "item \(index) is out of 0..<\(itemCount)")
        _ = place(upTo: index, limit: Int.max, sizes: sizes)
    }

    /// Places at most `limit` items in order towards item `index` (included), asking sizes in
    /// batches as ``place(upTo:sizes:)`` does; returns whether item `index` is placed.
    ///
    /// This is placement in slices: a view far from its target places a slice per frame so that
    /// no frame is blocked for long.
    /// - Complexity: O(min(limit, items to place) · log columns).
    @discardableResult
    public mutating func place(
        upTo index: Int, limit: Int,
        sizes: (_ first: Int, _ sizes: UnsafeMutableBufferPointer<MasonryItemSize>) -> Void
    ) -> Bool {
        precondition(index >= 0 && index < itemCount, "item \(index) is out of 0..<\(itemCount)")
        precondition(limit >= 0, "a slice cannot place \(limit) items")
        let end = Swift.min(index + 1, placedCount + Swift.min(limit, itemCount))
        if end > self.sizes.count { askSizes(upTo: end, sizes) }
        placeSized(upTo: end)
        return placedCount > index
    }

    /// Asks and stores the sizes of the items from ``sizedCount`` up to `end` (excluded).
    private mutating func askSizes(
        upTo end: Int, _ fill: (Int, UnsafeMutableBufferPointer<MasonryItemSize>) -> Void
    ) {
        let batch = Swift.min(Self.sizeBatchSize, end - sizes.count)
        let buffer = UnsafeMutableBufferPointer<MasonryItemSize>.allocate(capacity: batch)
        buffer.initialize(repeating: .height(0))
        defer { buffer.deallocate() }
        while sizes.count < end {
            let slice = UnsafeMutableBufferPointer(rebasing: buffer[0..<Swift.min(batch, end - sizes.count)])
            fill(sizes.count, slice)
            for size in slice { appendSize(size) }
        }
    }

    @inline(__always)
    private mutating func appendSize(_ size: MasonryItemSize) {
        precondition(size.isValid, "item \(sizes.count) has an invalid size \(size)")
        sizes.append(Self.encode(size))
    }

    /// Places the items from ``placedCount`` up to `end` (excluded), whose sizes are known.
    private mutating func placeSized(upTo end: Int) {
        // No exact reserveCapacity: it would end geometric growth, and the next append (a load
        // more) would copy every array.
        while placedCount < end { placeNext(in: nextColumn()) }
    }

    /// Places the next item, whose size is known, in `column`.
    @inline(__always)
    private mutating func placeNext(in column: Int) {
        let index = placedCount
        let origin = nextOrigin(inColumn: column)
        let height = height(encoded: sizes[index])
        origins.append(origin)
        columnOfItem.append(UInt16(truncatingIfNeeded: column))
        columnItems[column].append(UInt32(truncatingIfNeeded: index))
        let bottom = origin + height
        bottoms.setBottom(bottom, of: column)
        tallestBottom = Swift.max(tallestBottom, bottom)
        placedExtent += height + margins.row
    }
}
