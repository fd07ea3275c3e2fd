/// Where the items of a band of the content stood, kept across an update that changes the
/// layout: an item the update brings into view starts from where it was, without keeping a
/// copy of the whole layout (copying it made every animated update O(measured rows)).
public struct ListLayoutBand: Sendable {
    /// The sections' item counts (header, rows, footer) when the band was taken.
    let sections: PrefixSums
    /// The flat indexes of the items in the band.
    public let range: Range<Int>
    /// The band's edges in content coordinates, as asked.
    public let top: Double
    public let bottom: Double
    /// Each item's span, in flat order from `range.lowerBound`.
    let spans: [ListSpan]

    /// Where `item` stood, when it was in the band.
    ///
    /// - Complexity: O(log sections).
    public func span(of item: ListItem) -> ListSpan? {
        let flat = flatIndex(of: item)
        return range.contains(flat) ? spans[flat - range.lowerBound] : nil
    }

    /// Whether `item` stood above the band's first item (else in it or below it).
    ///
    /// - Complexity: O(log sections).
    public func isAbove(_ item: ListItem) -> Bool {
        flatIndex(of: item) < range.lowerBound
    }

    private func flatIndex(of item: ListItem) -> Int {
        switch item {
        case .header(let section): sections.prefix(section)
        case .footer(let section): sections.prefix(section + 1) - 1
        case .row(let section, let row): sections.prefix(section) + 1 + row
        }
    }
}

extension ListLayout {
    /// The items whose spans intersect `top..<bottom`, with where each stands.
    ///
    /// - Complexity: O(log n + k) for k items in the band.
    public func band(intersecting top: Double, _ bottom: Double) -> ListLayoutBand {
        let range = items(intersecting: top, bottom)
        var spans: [ListSpan] = []
        spans.reserveCapacity(range.count)
        sizes.forEachItem(in: range) { index, start, extent in
            var height = extent
            if rowSpacing > 0, case .row = item(at: index) { height -= rowSpacing }
            spans.append(ListSpan(origin: topInset + start, height: max(0, height)))
            return true
        }
        return ListLayoutBand(sections: sections, range: range, top: top, bottom: bottom, spans: spans)
    }
}
