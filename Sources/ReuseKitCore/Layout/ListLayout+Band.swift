/// Where the items of a band of the content stood, kept across an update that changes the
/// layout: an item the update brings into view starts from where it was, without keeping a
/// copy of the whole layout (copying it made every animated update O(measured rows)). A band
/// kept and captured again (``ListLayout/captureBand(intersecting:_:into:)``) reuses its storage.
public struct ListLayoutBand: Sendable {
    /// The flat indexes of the items in the band.
    public internal(set) var range: Range<Int> = 0..<0
    /// The band's edges in content coordinates, as asked.
    public internal(set) var top: Double = 0
    public internal(set) var bottom: Double = 0
    /// Each item's span, in flat order from `range.lowerBound`.
    var spans: [ListSpan] = []
    /// The first section the band touches, and the flat index of its header.
    var firstSection = 0
    var firstSectionStart = 0
    /// The item counts (header, rows, footer) of the sections the band touches, in order from
    /// `firstSection`.
    var sectionItemCounts: [Int] = []

    /// An empty band, to capture into.
    public init() {}

    /// Where `item` stood, when it was in the band.
    ///
    /// - Complexity: O(sections the band touches).
    public func span(of item: ListItem) -> ListSpan? {
        guard let flat = flatIndex(of: item), range.contains(flat) else { return nil }
        return spans[flat - range.lowerBound]
    }

    /// Whether `item` stood above the band's first item (else in it or below it).
    ///
    /// - Complexity: O(sections the band touches).
    public func isAbove(_ item: ListItem) -> Bool {
        if item.section < firstSection { return true }
        return flatIndex(of: item).map { $0 < range.lowerBound } ?? false
    }

    /// The flat index `item` had, for an item of a section the band touches.
    private func flatIndex(of item: ListItem) -> Int? {
        let offset = item.section - firstSection
        guard offset >= 0, offset < sectionItemCounts.count else { return nil }
        var start = firstSectionStart
        for index in 0..<offset { start += sectionItemCounts[index] }
        switch item {
        case .header: return start
        case .footer: return start + sectionItemCounts[offset] - 1
        case .row(_, let row): return start + 1 + row
        }
    }
}

extension ListLayout {
    /// The items whose spans intersect `top..<bottom`, with where each stands.
    ///
    /// - Complexity: O(log n + k) for k items in the band.
    public func band(intersecting top: Double, _ bottom: Double) -> ListLayoutBand {
        var band = ListLayoutBand()
        captureBand(intersecting: top, bottom, into: &band)
        return band
    }

    /// Calls `body` with the flat index and span of each item in `range`, in order, as
    /// ``span(ofItemAt:)`` gives them, until it returns `false`.
    ///
    /// - Complexity: O(log n + k) for k items visited.
    public func forEachSpan(in range: Range<Int>, _ body: (_ flatIndex: Int, _ span: ListSpan) -> Bool) {
        // The sections are captured only when rows have gaps: what the walk captures is
        // copied at each level of the size tree.
        let top = topInset
        let spacing = rowSpacing
        let sections = spacing > 0 ? self.sections : nil
        sizes.forEachItem(in: range) { index, start, extent in
            var height = extent
            if let sections, case .row = Self.item(at: index, in: sections) { height -= spacing }
            return body(index, ListSpan(origin: top + start, height: Swift.max(0, height)))
        }
    }

    /// Replaces `band` with the items whose spans intersect `top..<bottom`, keeping its storage.
    ///
    /// - Complexity: O(log n + k) for k items in the band.
    public func captureBand(intersecting top: Double, _ bottom: Double, into band: inout ListLayoutBand) {
        let range = items(intersecting: top, bottom)
        band.range = range
        band.top = top
        band.bottom = bottom
        band.spans.removeAll(keepingCapacity: true)
        band.sectionItemCounts.removeAll(keepingCapacity: true)
        band.spans.reserveCapacity(range.count)
        forEachSpan(in: range) { _, span in
            band.spans.append(span)
            return true
        }
        guard range.lowerBound < sizes.count else {
            // Beyond the last item: every item stood above.
            band.firstSection = sections.count
            band.firstSectionStart = sizes.count
            return
        }
        band.firstSection = sections.slot(containing: range.lowerBound)
        band.firstSectionStart = sections.prefix(band.firstSection)
        let lastSection = sections.slot(containing: Swift.max(range.lowerBound, range.upperBound - 1))
        for section in band.firstSection...lastSection { band.sectionItemCounts.append(sections[section]) }
    }
}
