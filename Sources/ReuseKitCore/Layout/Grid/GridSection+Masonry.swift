extension GridSection {
    /// A masonry section: the items of `masonry` (reset for the section's width, with no top or
    /// bottom margin) in one line, which stands at the masonry's content estimate (in whole
    /// `step`s, when positive, as the host's grid has lengths) and follows it as items are placed.
    ///
    /// - Complexity: O(1).
    public init(
        masonry: MasonryLayout, step: Double = 0, headerLength: Double = 0, insetBefore: Double = 0,
        insetAfter: Double = 0, footerLength: Double = 0, spaceAfter: Double = 0
    ) {
        self.init(
            itemCount: masonry.itemCount, arrangement: .masonry(masonry, step: step),
            itemsPerLine: Swift.max(1, masonry.itemCount),
            estimatedLineLength: Self.length(masonry, step: step),
            lineSpacing: 0, headerLength: headerLength, insetBefore: insetBefore, insetAfter: insetAfter,
            footerLength: footerLength, spaceAfter: spaceAfter, sizesLines: false)
    }

    /// Whether the section's items are placed by a masonry layout.
    public var isMasonry: Bool {
        guard case .masonry = arrangement else { return false }
        return true
    }

    /// The width of a masonry section's columns; zero for other arrangements.
    public var masonryColumnWidth: Double {
        guard case .masonry(let masonry, _) = arrangement else { return 0 }
        return masonry.columnWidth
    }

    /// Whether `item` has its place: always, but in a masonry section not placed that far.
    ///
    /// - Complexity: O(1).
    public func isPlaced(item: Int) -> Bool {
        guard case .masonry(let masonry, _) = arrangement else { return true }
        return item < masonry.placedCount
    }

    /// Places a masonry section's items in order until every item starting above `position`
    /// (from the section's start) is placed, asking `size` for each; the line then stands at
    /// the masonry's new content estimate. Returns whether any item was placed. Items placed
    /// before never move: only the section's length changes.
    ///
    /// - Complexity: O(columns) when nothing needs placing (allocates nothing then); O(log
    ///   columns) per item placed.
    @discardableResult
    public mutating func placeItems(through position: Double, size: (Int) -> MasonryItemSize) -> Bool {
        guard needsPlacing(through: position) else { return false }
        let start = linesOrigin
        updateMasonry { _ = $0.place(through: position - start, size: size) }
        return true
    }

    /// Whether a masonry section has unplaced items starting above `position` (from the
    /// section's start); `false` for other arrangements.
    ///
    /// - Complexity: O(columns).
    public func needsPlacing(through position: Double) -> Bool {
        guard case .masonry(let masonry, _) = arrangement, !masonry.isFullyPlaced else { return false }
        return masonry.frontier < position - linesOrigin
    }

    /// Places a masonry section's items in order up to and including `item`, asking `size`
    /// for each; the line then stands at the new content estimate.
    ///
    /// - Complexity: O(log columns) per item placed.
    public mutating func placeItems(upTo item: Int, size: (Int) -> MasonryItemSize) {
        guard !isPlaced(item: item) else { return }
        updateMasonry { $0.place(upTo: item, size: size) }
    }

    /// The first placed item of a masonry section, in item order, reaching into `start..<end`
    /// (from the section's start); for other arrangements, `nil`.
    ///
    /// - Complexity: O(columns · log n).
    public func firstPlacedItem(intersecting start: Double, _ end: Double) -> Int? {
        guard case .masonry(let masonry, _) = arrangement else { return nil }
        var first: Int?
        Self.forEachPlacedItem(
            masonry, along: start - linesOrigin, end - linesOrigin, across: -.infinity, .infinity
        ) { item, _ in first = Swift.min(first ?? item, item) }
        return first
    }

    /// Runs `body` on the section's masonry layout, then sets the line's length to its content
    /// height.
    ///
    /// The layout is taken out of the section while it changes, so that its storage is held
    /// once and grows in place.
    private mutating func updateMasonry(_ body: (inout MasonryLayout) -> Void) {
        guard case .masonry(var masonry, let step) = arrangement else { return }
        arrangement = .columns(GridColumns(itemLength: 0, available: 0, minimumSpacing: 0))
        body(&masonry)
        let length = Self.length(masonry, step: step)
        arrangement = .masonry(masonry, step: step)
        lines.setExtent(length, at: 0)
    }

    /// A masonry's content height, its estimate part rounded up to whole `step`s.
    private static func length(_ masonry: MasonryLayout, step: Double) -> Double {
        let height = masonry.contentHeight
        guard step > 0, !masonry.isFullyPlaced else { return height }
        return (height / step - 1e-9).rounded(.up) * step
    }

    /// Calls `body` with each placed item of `masonry` reaching into `mainStart..<mainEnd` along
    /// and `crossStart..<crossEnd` across, column by column.
    static func forEachPlacedItem(
        _ masonry: MasonryLayout, along mainStart: Double, _ mainEnd: Double, across crossStart: Double,
        _ crossEnd: Double, _ body: (_ item: Int, _ place: GridItemPlace) -> Void
    ) {
        // Only what is placed: below the frontier an unplaced item may stand.
        let end = masonry.isFullyPlaced ? mainEnd : Swift.min(mainEnd, masonry.frontier)
        guard end > mainStart else { return }
        for column in 0..<masonry.columnCount {
            let x = masonry.columnX(column)
            guard x + masonry.columnWidth > crossStart && x < crossEnd else { continue }
            for position in masonry.positions(inColumn: column, intersecting: mainStart, end) {
                let item = masonry.item(at: position, inColumn: column)
                body(item, place(masonry.frame(ofItemAt: item)))
            }
        }
    }

    /// A masonry frame as a place in its line.
    static func place(_ frame: MasonryFrame) -> GridItemPlace {
        GridItemPlace(
            crossOrigin: frame.x, crossLength: frame.width, mainOffset: frame.y, mainLength: frame.height)
    }
}
