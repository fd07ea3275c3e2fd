/// The vertical layout of a sectioned list: section headers, rows and footers stacked in order,
/// with content insets above and below and an optional gap under every row.
///
/// Items are kept in one ``SizeTree`` in flat order (each section contributes its header, its
/// rows, then its footer), so locating the item at an offset and the offset of an item are
/// O(log n); per-section item counts live in ``PrefixSums`` so that converting between index
/// paths and flat indexes is O(log sections).
public struct ListLayout: Sendable {
    var sizes: SizeTree
    var sections: PrefixSums

    /// Space above the first item.
    public var topInset: Double = 0
    /// Space below the last item.
    public var bottomInset: Double = 0
    /// A gap left under every row (not under headers and footers).
    public private(set) var rowSpacing: Double = 0

    /// Creates an empty layout.
    public init() {
        sizes = SizeTree()
        sections = PrefixSums()
    }

    // MARK: Loading

    /// Replaces everything with sections of `rowCounts` unmeasured rows, standing at
    /// `estimatedRowHeight` until measured, and headers and footers of the given heights.
    ///
    /// - Complexity: O(sections).
    public mutating func reload(
        rowCounts: [Int], estimatedRowHeight: Double, rowSpacing: Double = 0,
        headerHeights: [Double], footerHeights: [Double]
    ) {
        rebuild(rowCounts, estimatedRowHeight, rowSpacing, headerHeights, footerHeights) { section, builder in
            builder.append(count: rowCounts[section], extent: nil)
        }
    }

    /// Replaces everything with sections whose row heights are asked now, once per row in
    /// order; a row whose `rowHeight` is `nil` stays unmeasured at `estimatedRowHeight`.
    ///
    /// - Complexity: O(rows) calls, O(distinct height runs) memory.
    public mutating func reload(
        rowCounts: [Int], estimatedRowHeight: Double, rowSpacing: Double = 0, headerHeights: [Double],
        footerHeights: [Double], rowHeight: (_ section: Int, _ row: Int) -> Double?
    ) {
        rebuild(rowCounts, estimatedRowHeight, rowSpacing, headerHeights, footerHeights) { section, builder in
            for row in 0..<rowCounts[section] {
                builder.append(
                    extent: rowHeight(section, row).map { Self.checked($0, section, row) + rowSpacing })
            }
        }
    }

    /// The rows whose heights a batched reload asks at a time: enough to make the call per batch
    /// vanish, few enough that the buffer stays in the cache.
    public static let heightBatchSize = 1024

    /// Replaces everything with sections whose row heights are asked now, in order, in batches:
    /// `fillHeights` gets a section, the first row of a batch and a buffer to fill with the
    /// heights of that many consecutive rows. A negative height leaves its row unmeasured at
    /// `estimatedRowHeight`; every other must be finite.
    ///
    /// The heights go from one reused buffer straight into the size tree's leaves, so the cost
    /// per row is the caller's call plus a comparison and a store.
    /// - Complexity: O(rows), O(distinct height runs) memory.
    public mutating func reload(
        rowCounts: [Int], estimatedRowHeight: Double, rowSpacing: Double = 0, headerHeights: [Double],
        footerHeights: [Double],
        fillHeights: (_ section: Int, _ firstRow: Int, _ heights: UnsafeMutableBufferPointer<Double>) -> Void
    ) {
        let batch = Swift.min(Self.heightBatchSize, rowCounts.reduce(0) { Swift.max($0, $1) })
        let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: Swift.max(1, batch))
        defer { buffer.deallocate() }
        rebuild(rowCounts, estimatedRowHeight, rowSpacing, headerHeights, footerHeights) { section, builder in
            var first = 0
            let count = rowCounts[section]
            while first < count {
                let slice = UnsafeMutableBufferPointer(rebasing: buffer[0..<Swift.min(batch, count - first)])
                fillHeights(section, first, slice)
                builder.append(extents: UnsafeBufferPointer(slice), adding: rowSpacing)
                first += slice.count
            }
        }
    }

    /// Loads every section's header, rows (appended by `rows`) and footer into a new tree.
    private mutating func rebuild(
        _ rowCounts: [Int], _ estimatedRowHeight: Double, _ rowSpacing: Double, _ headerHeights: [Double],
        _ footerHeights: [Double], rows: (_ section: Int, _ builder: inout SizeTreeBuilder) -> Void
    ) {
        precondition(
            headerHeights.count == rowCounts.count && footerHeights.count == rowCounts.count,
            "every section needs a header and a footer height")
        precondition(
            estimatedRowHeight >= 0 && estimatedRowHeight.isFinite, "the estimate must be finite, ≥ 0")
        self.rowSpacing = rowSpacing
        var builder = SizeTreeBuilder()
        for section in rowCounts.indices {
            precondition(rowCounts[section] >= 0, "section \(section) has a negative row count")
            builder.append(extent: headerHeights[section])
            rows(section, &builder)
            builder.append(extent: footerHeights[section])
        }
        sizes = builder.build(estimatedExtent: estimatedRowHeight + rowSpacing)
        sections = PrefixSums(rowCounts.map { $0 + 2 })
    }

    static func checked(_ height: Double, _ section: Int, _ row: Int) -> Double {
        precondition(height >= 0 && height.isFinite, "row \(row) of section \(section): height \(height)")
        return height
    }

    /// The height unmeasured rows stand at.
    ///
    /// - Complexity: O(1).
    public var estimatedRowHeight: Double {
        get { sizes.estimatedExtent - rowSpacing }
        set {
            precondition(
                newValue >= 0 && newValue.isFinite, "an estimated row height must be finite and not negative")
            sizes.estimatedExtent = newValue + rowSpacing
        }
    }

    // MARK: Counting

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of rows in `section`.
    public func numberOfRows(inSection section: Int) -> Int { sections[section] - 2 }

    /// The number of laid-out items (headers, rows, footers).
    public var itemCount: Int { sizes.count }

    /// How many rows were measured.
    public var measuredCount: Int { sizes.measuredCount - 2 * sections.count }

    /// The height of all the content, insets included.
    ///
    /// - Complexity: O(1).
    public var contentHeight: Double { topInset + sizes.totalExtent + bottomInset }

    // MARK: Index conversion

    /// The flat index of the header of `section`.
    ///
    /// - Complexity: O(log sections).
    public func flatIndex(ofHeader section: Int) -> Int { sections.prefix(section) }

    /// The flat index of the footer of `section`.
    public func flatIndex(ofFooter section: Int) -> Int { sections.prefix(section + 1) - 1 }

    /// The flat index of a row.
    ///
    /// - Complexity: O(log sections).
    public func flatIndex(ofRow row: Int, inSection section: Int) -> Int {
        precondition(section >= 0 && section < sections.count, "section \(section) does not exist")
        precondition(
            row >= 0 && row < numberOfRows(inSection: section),
            "row \(row) is out of section \(section)'s \(numberOfRows(inSection: section)) rows")
        return sections.prefix(section) + 1 + row
    }

    /// The item at a flat index.
    ///
    /// - Complexity: O(log sections).
    public func item(at flatIndex: Int) -> ListItem {
        Self.item(at: flatIndex, in: sections)
    }

    /// The item at a flat index of a layout whose sections hold `sections` items each.
    static func item(at flatIndex: Int, in sections: PrefixSums) -> ListItem {
        let section = sections.slot(containing: flatIndex)
        let local = flatIndex - sections.prefix(section)
        if local == 0 { return .header(section: section) }
        if local == sections[section] - 1 { return .footer(section: section) }
        return .row(section: section, row: local - 1)
    }

    // MARK: Geometry

    /// Where the item at a flat index sits; for rows the gap below is not part of the span.
    ///
    /// - Complexity: O(log n).
    public func span(ofItemAt flatIndex: Int) -> ListSpan {
        let placement = sizes.placement(of: flatIndex)
        let origin = topInset + placement.offset
        var height = placement.extent
        if rowSpacing > 0, case .row = item(at: flatIndex) { height -= rowSpacing }
        return ListSpan(origin: origin, height: max(0, height))
    }

    /// Where a whole section sits, from its header's top to its footer's bottom.
    ///
    /// - Complexity: O(log n).
    public func span(ofSection section: Int) -> ListSpan {
        let first = flatIndex(ofHeader: section)
        let origin = topInset + sizes.offset(of: first)
        let end = topInset + sizes.offset(of: first + sections[section])
        return ListSpan(origin: origin, height: end - origin)
    }

    /// Whether the item at a flat index was measured (headers and footers always are).
    ///
    /// - Complexity: O(log n).
    public func isMeasured(itemAt flatIndex: Int) -> Bool {
        sizes.isMeasured(at: flatIndex)
    }

    /// The first item in `range` (flat indexes) that stands at its estimate, if any.
    ///
    /// - Complexity: O(log n).
    public func firstUnmeasuredItem(in range: Range<Int>) -> Int? {
        sizes.firstUnmeasured(in: range)
    }

    /// Whether a row's height was measured (or given exactly at reload).
    public func isMeasured(row: Int, inSection section: Int) -> Bool {
        sizes.isMeasured(at: flatIndex(ofRow: row, inSection: section))
    }

    /// The flat indexes of the items whose spans intersect `top..<bottom`, by the rule
    /// `end > top && origin < bottom`.
    ///
    /// - Complexity: O(log n).
    public func items(intersecting top: Double, _ bottom: Double) -> Range<Int> {
        guard bottom > top, sizes.count > 0 else { return 0..<0 }
        var first = sizes.countOfItems(endingAtOrBefore: top - topInset)
        let end = sizes.countOfItems(startingBefore: bottom - topInset)
        // A row ends at its own bottom, not at the bottom of the gap under it.
        while first < end && rowSpacing > 0 && span(ofItemAt: first).end <= top { first += 1 }
        return first < end ? first..<end : first..<first
    }

    // MARK: Measuring

    /// Records the measured height of a row.
    ///
    /// - Complexity: O(log n).
    public mutating func setHeight(_ height: Double, forRow row: Int, inSection section: Int) {
        let index = flatIndex(ofRow: row, inSection: section)
        sizes.setExtent(Self.checked(height, section, row) + rowSpacing, at: index)
    }

    /// Records the height of a section's header.
    public mutating func setHeaderHeight(_ height: Double, inSection section: Int) {
        sizes.setExtent(height, at: flatIndex(ofHeader: section))
    }

    /// Records the height of a section's footer.
    public mutating func setFooterHeight(_ height: Double, inSection section: Int) {
        sizes.setExtent(height, at: flatIndex(ofFooter: section))
    }

    /// Forgets a row's height: it stands at the estimate until measured again.
    ///
    /// - Complexity: O(log n).
    public mutating func invalidateHeight(ofRow row: Int, inSection section: Int) {
        sizes.invalidate(at: flatIndex(ofRow: row, inSection: section))
    }
}
