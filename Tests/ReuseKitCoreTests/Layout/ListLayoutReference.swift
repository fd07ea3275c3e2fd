@_spi(Testing) @testable import ReuseKitCore

/// The obviously-correct list layout: sections of optional row heights, laid out by a linear scan.
struct ListLayoutReference {
    /// One section: a header, rows (`nil` while unmeasured) and a footer.
    struct Section: Equatable {
        var header: Double
        var rows: [Double?]
        var footer: Double
    }

    /// One laid-out item.
    struct Entry: Equatable {
        var item: ListItem
        var span: ListSpan
        /// The space the item takes, the gap under a row included.
        var extent: Double
        var isMeasured: Bool
    }

    var sections: [Section] = []
    var estimate: Double = 0
    var spacing: Double = 0
    var topInset: Double = 0
    var bottomInset: Double = 0

    var rowCounts: [Int] { sections.map(\.rows.count) }

    var measuredCount: Int { sections.reduce(0) { $0 + $1.rows.filter { $0 != nil }.count } }

    /// Every item in flat order.
    func entries() -> [Entry] {
        var result: [Entry] = []
        var origin = topInset
        func add(_ item: ListItem, _ height: Double, _ extent: Double, _ measured: Bool) {
            result.append(
                Entry(
                    item: item, span: ListSpan(origin: origin, height: height), extent: extent,
                    isMeasured: measured))
            origin += extent
        }
        for (index, section) in sections.enumerated() {
            add(.header(section: index), section.header, section.header, true)
            for (row, height) in section.rows.enumerated() {
                let own = height ?? estimate
                add(.row(section: index, row: row), own, own + spacing, height != nil)
            }
            add(.footer(section: index), section.footer, section.footer, true)
        }
        return result
    }

    func contentHeight(_ entries: [Entry]) -> Double {
        topInset + entries.reduce(0) { $0 + $1.extent } + bottomInset
    }

    /// The items `end > top && origin < bottom` selects, by a linear filter.
    static func intersecting(_ entries: [Entry], _ top: Double, _ bottom: Double) -> [Int] {
        entries.indices.filter { entries[$0].span.end > top && entries[$0].span.origin < bottom }
    }

    /// Where the visible range starts when it is empty: after every item that ends at or above
    /// `top` (ends and origins only grow, so a selection is contiguous and starts there too).
    static func firstVisible(_ entries: [Entry], _ top: Double) -> Int {
        entries.filter { $0.span.end <= top }.count
    }

    /// The items beyond `visible` within `distance` of the viewport in the direction of travel.
    static func prefetch(
        _ entries: [Entry], visible: Range<Int>, top: Double, bottom: Double, direction: ScrollDirection,
        distance: Double
    ) -> Range<Int> {
        guard distance > 0, !entries.isEmpty else { return visible.upperBound..<visible.upperBound }
        switch direction {
        case .forward, .none:
            let end = entries.filter { $0.span.origin < bottom + distance }.count
            return visible.upperBound..<max(visible.upperBound, end)
        case .backward:
            let start = entries.filter { $0.span.end <= top - distance }.count
            return min(start, visible.lowerBound)..<visible.lowerBound
        }
    }

    /// Compares everything a layout answers about its items with this reference; returns the first
    /// difference, or `nil`.
    func mismatch(in layout: ListLayout) -> String? {
        if let problem = layout.checkInvariants() { return "invariants: \(problem)" }
        let entries = entries()
        if layout.rowCounts != rowCounts { return "row counts \(layout.rowCounts), expected \(rowCounts)" }
        if layout.numberOfSections != sections.count { return "section count \(layout.numberOfSections)" }
        if layout.itemCount != entries.count {
            return "item count \(layout.itemCount), expected \(entries.count)"
        }
        if layout.measuredCount != measuredCount { return "measured count \(layout.measuredCount)" }
        if layout.estimatedRowHeight != estimate { return "estimate \(layout.estimatedRowHeight)" }
        if layout.rowSpacing != spacing { return "row spacing \(layout.rowSpacing)" }
        if layout.contentHeight != contentHeight(entries) {
            return "content height \(layout.contentHeight), expected \(contentHeight(entries))"
        }
        for (index, entry) in entries.enumerated() {
            if let problem = mismatch(of: entry, at: index, in: layout) { return problem }
        }
        for section in sections.indices {
            let items = entries.filter { $0.item.section == section }
            let first = items[0].span.origin
            let expected = ListSpan(origin: first, height: items.reduce(0) { $0 + $1.extent })
            if layout.span(ofSection: section) != expected {
                return "section \(section) spans \(layout.span(ofSection: section)), expected \(expected)"
            }
        }
        return nil
    }

    private func mismatch(of entry: Entry, at index: Int, in layout: ListLayout) -> String? {
        if layout.item(at: index) != entry.item { return "item \(index) is \(layout.item(at: index))" }
        if layout.span(ofItemAt: index) != entry.span {
            return
                "item \(index) (\(entry.item)) spans \(layout.span(ofItemAt: index)), expected \(entry.span)"
        }
        let flat: Int
        switch entry.item {
        case .header(let section):
            flat = layout.flatIndex(ofHeader: section)
            if !layout.isMeasured(itemAt: index) { return "header \(section) is not measured" }
        case .footer(let section):
            flat = layout.flatIndex(ofFooter: section)
            if !layout.isMeasured(itemAt: index) { return "footer \(section) is not measured" }
        case .row(let section, let row):
            flat = layout.flatIndex(ofRow: row, inSection: section)
            if layout.isMeasured(row: row, inSection: section) != entry.isMeasured
                || layout.isMeasured(itemAt: index) != entry.isMeasured
            {
                return "\(entry.item) measured is \(!entry.isMeasured)"
            }
            let height = sections[section].rows[row]
            if layout.measuredHeight(row: row, inSection: section) != height {
                return
                    "\(entry.item) measured height \(String(describing: layout.measuredHeight(row: row, inSection: section)))"
                    + ", expected \(String(describing: height))"
            }
        }
        return flat == index ? nil : "\(entry.item) has flat index \(flat), expected \(index)"
    }
}
