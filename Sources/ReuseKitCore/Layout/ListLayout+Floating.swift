/// A section header or footer drawn away from its place in the layout: pinned to an edge of the
/// viewport while its section passes under it (UITableView's `.plain` style).
public struct FloatingItem: Equatable, Sendable {
    /// The section the header or footer belongs to.
    public var section: Int
    /// Its flat index in the layout.
    public var flatIndex: Int
    /// Where it is drawn, in content coordinates.
    public var span: ListSpan

    /// Creates a floating item.
    public init(section: Int, flatIndex: Int, span: ListSpan) {
        self.section = section
        self.flatIndex = flatIndex
        self.span = span
    }
}

extension ListLayout {
    /// The section owning the item that covers `offset`: the first item ending after it, so an
    /// offset on a boundary belongs to the item below it. `nil` past the end of the content.
    ///
    /// - Complexity: O(log n).
    public func section(at offset: Double) -> Int? {
        let flat = sizes.countOfItems(endingAtOrBefore: offset - topInset)
        guard flat < sizes.count else { return nil }
        return sections.slot(containing: flat)
    }

    /// The header pinned to the top edge `top` of the viewport: the header of the section at
    /// `top`, kept at `top` until the end of that section's rows pushes it up (the next
    /// section's header arrives right under them). `nil` when that header has no height or
    /// has been pushed wholly above `top`.
    ///
    /// It depends only on the spans of the section's header and footer, so the answer is exact
    /// whenever the rows in the viewport are measured, whatever stands at the estimate above.
    /// - Complexity: O(log n): no scan of sections or rows.
    public func floatingHeader(top: Double) -> FloatingItem? {
        guard let section = section(at: top) else { return nil }
        let flat = flatIndex(ofHeader: section)
        let header = span(ofItemAt: flat)
        guard header.height > 0 else { return nil }
        let rowsEnd = span(ofItemAt: flatIndex(ofFooter: section)).origin
        let origin = Swift.max(header.origin, Swift.min(top, rowsEnd - header.height))
        guard origin + header.height > top else { return nil }
        return FloatingItem(
            section: section, flatIndex: flat, span: ListSpan(origin: origin, height: header.height))
    }

    /// The footer pinned to the bottom edge `bottom` of the viewport: the footer of the section
    /// at the bottom, kept at `bottom` until the start of that section's rows pushes it down.
    /// `nil` when it has no height or has been pushed wholly below `bottom`.
    ///
    /// - Complexity: O(log n).
    public func floatingFooter(bottom: Double) -> FloatingItem? {
        let before = sizes.countOfItems(startingBefore: bottom - topInset)
        guard before > 0 else { return nil }
        let section = sections.slot(containing: before - 1)
        let flat = flatIndex(ofFooter: section)
        let footer = span(ofItemAt: flat)
        guard footer.height > 0 else { return nil }
        let rowsStart = span(ofItemAt: flatIndex(ofHeader: section)).end
        let origin = Swift.max(rowsStart, Swift.min(footer.origin, bottom - footer.height))
        guard origin < bottom else { return nil }
        return FloatingItem(
            section: section, flatIndex: flat, span: ListSpan(origin: origin, height: footer.height))
    }
}
