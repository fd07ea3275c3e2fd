/// The layout of a waterfall (masonry) view: items of varying heights in equal-width columns,
/// each placed under the column it is given (the shortest one, by default).
///
/// Placement is lazy: items are placed in order, and only as far down as a
/// viewport (plus look-ahead) asks with ``place(through:size:)``, so a reload of a million
/// items costs O(columns) and asks no size. Beyond the placed items the content height is an
/// estimate that later placements correct; since items are placed from the top down, a
/// correction never moves an item already placed. Each column keeps its items in order with
/// non-decreasing tops, so the items in a band are found by binary search per column:
/// O(columns · log n + k). Sizes asked once are kept, so appending items and relayouts for a new
/// width ask nothing again.
///
/// Placement is a few nanoseconds an item: the shortest column comes from a tournament tree
/// (`MasonryColumnBottoms`), sizes can be asked in batches (``place(upTo:sizes:)``), and each
/// placed item keeps only its top, its size (8 bytes each), its column (2 bytes) and its place in
/// its column's list (4 bytes); heights are recomputed from sizes when asked. Hence at most
/// 65,535 columns and 4,294,967,295 items.
public struct MasonryLayout: Sendable {
    /// The most columns a layout can have.
    public static let maximumColumnCount = Int(UInt16.max)
    /// The most items a layout can hold.
    public static let maximumItemCount = Int(UInt32.max)

    /// The number of items, placed or not.
    public internal(set) var itemCount = 0
    /// The number of columns.
    public private(set) var columnCount = 1
    /// The width the columns share, margins included.
    public private(set) var width = 0.0
    /// The gaps around and between items.
    public private(set) var margins = MasonryMargins()
    /// How each item's column is chosen.
    public private(set) var placement = MasonryPlacement.shortestColumn
    /// The height an item is assumed to have before any is placed, for the content estimate.
    public var estimatedItemHeight = 70.0
    /// The width of every column.
    public private(set) var columnWidth = 0.0

    /// The sizes asked so far, in item order, encoded by ``encode(_:)``; they outlive relayouts.
    /// An update can leave holes (not a number) where items arrived or were reloaded.
    var sizes: [Double] = []
    /// The number of holes in ``sizes``, all after the placed items. A count, not a list: each
    /// array here is retained whenever a view reads the layout, on every pass.
    var holeCount = 0
    /// The top of every placed item.
    var origins: [Double] = []
    /// The column of every placed item.
    var columnOfItem: [UInt16] = []
    /// Each column's placed items, top to bottom.
    var columnItems: [[UInt32]] = [[]]
    /// Where each column ends, and which is the shortest.
    var bottoms = MasonryColumnBottoms(count: 1)
    /// The sum of the placed items' heights plus a row margin each, for the content estimate.
    var placedExtent = 0.0
    /// The bottom of the tallest column.
    var tallestBottom = 0.0

    /// Creates an empty layout.
    public init() {}

    /// A size as one `Double`: a height as itself (never negative), an aspect ratio negated
    /// (always positive, so its encoding is negative).
    @inline(__always)
    static func encode(_ size: MasonryItemSize) -> Double {
        switch size {
        case .height(let height): height
        case .aspectRatio(let ratio): -ratio
        }
    }

    /// The size item `index` was given.
    func size(ofItemAt index: Int) -> MasonryItemSize {
        let encoded = sizes[index]
        return encoded < 0 ? .aspectRatio(-encoded) : .height(encoded)
    }

    /// The height of an encoded size in a column ``columnWidth`` wide, exactly as
    /// ``MasonryItemSize/height(forWidth:)`` computes it.
    @inline(__always)
    func height(encoded: Double) -> Double {
        Self.height(encoded: encoded, columnWidth: columnWidth)
    }

    /// The height of an encoded size in a column `columnWidth` wide.
    @inline(__always)
    static func height(encoded: Double, columnWidth: Double) -> Double {
        encoded < 0 ? columnWidth / -encoded : encoded
    }

    /// The height of placed item `index`.
    @inline(__always)
    func height(ofItemAt index: Int) -> Double { height(encoded: sizes[index]) }

    /// Replaces everything with `itemCount` unplaced items in `columnCount` columns sharing
    /// `width`; no size is asked until items are placed.
    ///
    /// - Complexity: O(columns); the storage of earlier placements is kept for reuse.
    public mutating func reset(
        itemCount: Int, columnCount: Int, width: Double, margins: MasonryMargins,
        placement: MasonryPlacement = .shortestColumn
    ) {
        precondition(
            itemCount >= 0 && itemCount <= Self.maximumItemCount,
            "a masonry layout cannot hold \(itemCount) items")
        sizes.removeAll(keepingCapacity: true)
        holeCount = 0
        self.itemCount = itemCount
        self.placement = placement
        relayout(width: width, columnCount: columnCount, margins: margins)
    }

    /// Forgets every placement and places again for a new width, column count or margins,
    /// keeping the sizes already asked (aspect ratios rescale to the new column width).
    ///
    /// - Complexity: O(columns); items are placed again lazily.
    public mutating func relayout(width: Double, columnCount: Int, margins: MasonryMargins) {
        precondition(
            columnCount >= 1 && columnCount <= Self.maximumColumnCount,
            "a masonry layout needs 1...\(Self.maximumColumnCount) columns, not \(columnCount)")
        precondition(width.isFinite, "a masonry layout needs a finite width")
        precondition(margins.isValid, "masonry margins must be finite and not negative: \(margins)")
        self.width = width
        self.columnCount = columnCount
        self.margins = margins
        // The width is computed in exactly this order of operations, so that frames are the same
        // to the last bit as those of the waterfall views this layout replaces.
        let share = (width - (margins.right + margins.left) - Double(columnCount - 1) * margins.column)
        columnWidth = Swift.max(0, share / Double(columnCount))
        origins.removeAll(keepingCapacity: true)
        columnOfItem.removeAll(keepingCapacity: true)
        if columnItems.count > columnCount { columnItems.removeLast(columnItems.count - columnCount) }
        for column in columnItems.indices { columnItems[column].removeAll(keepingCapacity: true) }
        while columnItems.count < columnCount { columnItems.append([]) }
        bottoms = MasonryColumnBottoms(count: columnCount)
        placedExtent = 0
        tallestBottom = 0
    }

    /// Changes how columns are chosen; everything is placed again.
    ///
    /// - Complexity: O(columns).
    public mutating func setPlacement(_ placement: MasonryPlacement) {
        self.placement = placement
        relayout(width: width, columnCount: columnCount, margins: margins)
    }

    /// Adds `count` unplaced items at the end; nothing placed moves and nothing is asked.
    ///
    /// - Complexity: O(1).
    public mutating func append(count: Int) {
        precondition(
            count >= 0 && count <= Self.maximumItemCount - itemCount, "cannot append \(count) items")
        itemCount += count
    }

    /// The number of items placed so far (always the first ones).
    public var placedCount: Int { origins.count }

    /// The number of items whose size was asked (and kept through updates).
    public var sizedCount: Int { sizes.count - holeCount }

    /// Whether every item is placed, so the content height is exact.
    public var isFullyPlaced: Bool { origins.count == itemCount }

    /// The height of all the content: exact (the tallest column plus the bottom margin) once every
    /// item is placed, an estimate before, never less than what is placed needs.
    ///
    /// - Complexity: O(columns).
    public var contentHeight: Double {
        if isFullyPlaced { return tallestBottom + margins.bottom }
        let remaining = Double(itemCount - placedCount)
        let average =
            placedCount > 0 ? placedExtent / Double(placedCount) : estimatedItemHeight + margins.row
        var bottoms = 0.0
        for bottom in self.bottoms.bottoms { bottoms += Swift.max(bottom, margins.top) }
        let balanced = (bottoms + remaining * average) / Double(columnCount)
        // An unplaced item starts at the frontier at the earliest, so the content reaches it.
        return Swift.max(balanced, frontier, tallestBottom) + margins.bottom
    }
}
