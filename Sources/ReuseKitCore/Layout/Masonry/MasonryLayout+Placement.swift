extension MasonryLayout {
    /// The items whose sizes ``place(upTo:sizes:)`` asks at a time.
    public static let sizeBatchSize = 1024

    /// The top the next item placed in `column` gets: the top margin for a column's first item
    /// (a column whose bottom is 0 counts as empty), a row margin under its last one otherwise.
    ///
    /// - Complexity: O(1).
    public func nextOrigin(inColumn column: Int) -> Double {
        Self.origin(under: bottoms.bottom(of: column), top: margins.top, row: margins.row)
    }

    /// The top of an item placed in a column ending at `bottom`: the top margin in an empty
    /// column (whose bottom is 0), a row margin under the column's last item otherwise.
    @inline(__always)
    static func origin(under bottom: Double, top: Double, row: Double) -> Double {
        bottom == 0 ? top : bottom + row
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
            if placedCount == sizes.count {
                appendSize(size(placedCount))
            } else if sizes[placedCount].isNaN {
                holeCount -= 1
                sizes[placedCount] = Self.checkedEncoding(size(placedCount), item: placedCount)
            }
            placeSized(upTo: placedCount + 1)
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
        if holeCount > 0 { fillHoles(before: end, sizes) }
        if end > self.sizes.count { askSizes(upTo: end, sizes) }
        placeSized(upTo: end)
        return placedCount > index
    }

    /// Asks and stores the sizes of the items from the end of the sizes kept up to `end` (excluded).
    private mutating func askSizes(
        upTo end: Int, _ fill: (Int, UnsafeMutableBufferPointer<MasonryItemSize>) -> Void
    ) {
        Self.reserve(&sizes, for: end)
        let batch = Swift.min(Self.sizeBatchSize, end - sizes.count)
        let buffer = UnsafeMutableBufferPointer<MasonryItemSize>.allocate(capacity: batch)
        buffer.initialize(repeating: .height(0))
        defer { buffer.deallocate() }
        while sizes.count < end {
            let slice = UnsafeMutableBufferPointer(rebasing: buffer[0..<Swift.min(batch, end - sizes.count)])
            fill(sizes.count, slice)
            let first = sizes.count
            sizes.append(contentsOf: repeatElement(0, count: slice.count))
            sizes.withUnsafeMutableBufferPointer { sizes in
                for offset in slice.indices {
                    sizes[first + offset] = Self.checkedEncoding(slice[offset], item: first + offset)
                }
            }
        }
    }

    /// Asks the sizes of the holes among the items from the placed ones to `end` (excluded), a
    /// run of neighbouring holes at a time.
    ///
    /// - Complexity: O(end − placed items): those items are about to be placed.
    private mutating func fillHoles(
        before end: Int, _ fill: (Int, UnsafeMutableBufferPointer<MasonryItemSize>) -> Void
    ) {
        let buffer = UnsafeMutableBufferPointer<MasonryItemSize>.allocate(capacity: Self.sizeBatchSize)
        buffer.initialize(repeating: .height(0))
        defer { buffer.deallocate() }
        let end = Swift.min(end, sizes.count)
        var first = placedCount
        while holeCount > 0 && first < end {
            guard sizes[first].isNaN else {
                first += 1
                continue
            }
            var count = 1
            while count < Self.sizeBatchSize, first + count < end, sizes[first + count].isNaN { count += 1 }
            let slice = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
            fill(first, slice)
            for offset in 0..<count {
                sizes[first + offset] = Self.checkedEncoding(slice[offset], item: first + offset)
            }
            holeCount -= count
            first += count
        }
    }

    @inline(__always)
    private mutating func appendSize(_ size: MasonryItemSize) {
        sizes.append(Self.checkedEncoding(size, item: sizes.count))
    }

    /// The encoding of item `item`'s size, which must be valid.
    @inline(__always)
    private static func checkedEncoding(_ size: MasonryItemSize, item: Int) -> Double {
        precondition(size.isValid, "item \(item) has an invalid size \(size)")
        return encode(size)
    }

    /// Places the items from ``placedCount`` up to `end` (excluded), whose sizes are known.
    ///
    /// This is the loop of a jump far down (a million items in tens of milliseconds), so the
    /// per-item arrays grow once per call and, with the column tree, are written through their
    /// storage: an append per item checked capacity and uniqueness three times an item, and
    /// the tree's arrays were made unique twice an item.
    private mutating func placeSized(upTo end: Int) {
        let start = placedCount
        guard start < end else { return }
        Self.reserve(&origins, for: end)
        Self.reserve(&columnOfItem, for: end)
        origins.append(contentsOf: repeatElement(0, count: end - start))
        columnOfItem.append(contentsOf: repeatElement(0, count: end - start))
        let leftToRight = placement == .leftToRight
        let (columnCount, columnWidth) = (columnCount, columnWidth)
        let (top, row) = (margins.top, margins.row)
        var (tallest, extent) = (tallestBottom, placedExtent)
        sizes.withUnsafeBufferPointer { sizes in
            origins.withUnsafeMutableBufferPointer { origins in
                columnOfItem.withUnsafeMutableBufferPointer { columnOfItem in
                    columnItems.withUnsafeMutableBufferPointer { columnItems in
                        bottoms.withUnsafeTree { bottoms in
                            for index in start..<end {
                                let column = leftToRight ? index % columnCount : bottoms.shortest
                                let bottom = bottoms.bottom(of: column)
                                let origin = Self.origin(under: bottom, top: top, row: row)
                                let height = Self.height(encoded: sizes[index], columnWidth: columnWidth)
                                origins[index] = origin
                                columnOfItem[index] = UInt16(truncatingIfNeeded: column)
                                columnItems[column].append(UInt32(truncatingIfNeeded: index))
                                bottoms.setBottom(origin + height, of: column)
                                tallest = Swift.max(tallest, origin + height)
                                extent += height + row
                            }
                        }
                    }
                }
            }
        }
        (tallestBottom, placedExtent) = (tallest, extent)
    }

    /// Makes room in `array` for `count` elements, its capacity doubled as often as item by
    /// item appends would double it: an exact capacity (what reserveCapacity or one large
    /// append gives) would make the next load more copy the whole array.
    private static func reserve<Element>(_ array: inout [Element], for count: Int) {
        guard count > array.capacity else { return }
        var capacity = Swift.max(array.capacity, 16)
        while capacity < count { capacity *= 2 }
        array.reserveCapacity(capacity)
    }
}
