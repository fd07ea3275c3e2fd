import Testing

@_spi(Testing) @testable import ReuseKitCore

@Suite("List layout")
struct ListLayoutTests {
    /// Two sections: header 10, three rows at the estimate 20 with a gap of 5, footer 4; then an
    /// empty section with a 0-high header and a footer of 6.
    static func sample() -> ListLayout {
        var layout = ListLayout()
        layout.reload(
            rowCounts: [3, 0], estimatedRowHeight: 20, rowSpacing: 5, headerHeights: [10, 0],
            footerHeights: [4, 6])
        return layout
    }

    @Test("items stack header, rows with their gaps, then footer, each section in turn")
    func stacking() {
        var layout = Self.sample()
        layout.topInset = 3
        layout.bottomInset = 7
        #expect(layout.itemCount == 7)
        #expect(layout.span(ofItemAt: 0) == ListSpan(origin: 3, height: 10))
        #expect(layout.span(ofItemAt: 1) == ListSpan(origin: 13, height: 20))
        #expect(layout.span(ofItemAt: 2) == ListSpan(origin: 38, height: 20))
        #expect(layout.span(ofItemAt: 4) == ListSpan(origin: 88, height: 4))
        #expect(layout.span(ofItemAt: 5) == ListSpan(origin: 92, height: 0))
        #expect(layout.span(ofSection: 0) == ListSpan(origin: 3, height: 89))
        #expect(layout.contentHeight == 3 + 10 + 75 + 4 + 0 + 6 + 7)
        #expect(layout.checkInvariants() == nil)
    }

    @Test("flat indexes and items convert both ways")
    func indexConversion() {
        let layout = Self.sample()
        let items: [ListItem] = [
            .header(section: 0), .row(section: 0, row: 0), .row(section: 0, row: 1), .row(section: 0, row: 2),
            .footer(section: 0), .header(section: 1), .footer(section: 1),
        ]
        #expect((0..<layout.itemCount).map { layout.item(at: $0) } == items)
        #expect(layout.flatIndex(ofRow: 2, inSection: 0) == 3)
        #expect(layout.flatIndex(ofHeader: 1) == 5)
        #expect(layout.flatIndex(ofFooter: 1) == 6)
        #expect(layout.rowCounts == [3, 0])
    }

    @Test("the gap under a row does not make the row visible")
    func gapIsNotVisible() {
        let layout = Self.sample()
        // Row 0 covers 10..<30 and its gap 30..<35.
        #expect(layout.items(intersecting: 30, 34) == 2..<2)
        #expect(layout.items(intersecting: 29.5, 34) == 1..<2)
        #expect(layout.items(intersecting: 30, 36) == 2..<3)
    }

    @Test("a zero-high item is visible only strictly inside the viewport")
    func zeroHeightItems() {
        let layout = Self.sample()
        // The 0-high header of section 1 sits at 89, between the footer above and the footer below.
        #expect(layout.items(intersecting: 89, 90) == 6..<7)
        #expect(layout.items(intersecting: 88, 89) == 4..<5)
        #expect(layout.items(intersecting: 88.5, 89.5) == 4..<7)
        #expect(layout.items(intersecting: 5, 5) == 0..<0)
    }

    @Test("measuring, invalidating and changing the estimate move the rows below")
    func measuring() {
        var layout = Self.sample()
        layout.setHeight(0, forRow: 1, inSection: 0)
        #expect(layout.measuredCount == 1)
        #expect(layout.measuredHeight(row: 1, inSection: 0) == 0)
        #expect(layout.span(ofItemAt: 3) == ListSpan(origin: 40, height: 20))
        layout.estimatedRowHeight = 10
        #expect(layout.span(ofItemAt: 3) == ListSpan(origin: 30, height: 10))
        layout.invalidateHeight(ofRow: 1, inSection: 0)
        #expect(layout.isMeasured(row: 1, inSection: 0) == false)
        #expect(layout.measuredHeight(row: 1, inSection: 0) == nil)
        #expect(layout.span(ofItemAt: 3) == ListSpan(origin: 40, height: 10))
        #expect(layout.checkInvariants() == nil)
    }

    @Test("a reload with heights measures the rows that answer and leaves the others at the estimate")
    func reloadWithHeights() {
        var layout = ListLayout()
        layout.reload(
            rowCounts: [3], estimatedRowHeight: 6, rowSpacing: 1, headerHeights: [0], footerHeights: [0]
        ) { _, row in
            row == 1 ? nil : Double(row + 1)
        }
        #expect(layout.measuredCount == 2)
        #expect(layout.estimatedRowHeight == 6)
        #expect(layout.contentHeight == 1 + 1 + 6 + 1 + 3 + 1)
        #expect(layout.isMeasured(row: 1, inSection: 0) == false)
        #expect(layout.isMeasured(itemAt: 0) && !layout.isMeasured(itemAt: 2) && layout.isMeasured(itemAt: 3))
        layout.invalidateHeight(ofRow: 0, inSection: 0)
        #expect(layout.span(ofItemAt: 1) == ListSpan(origin: 0, height: 6))
        #expect(layout.span(ofItemAt: 3) == ListSpan(origin: 14, height: 3))
        #expect(layout.checkInvariants() == nil)
    }

    @Test("an empty layout has no items and only its insets")
    func empty() {
        var layout = ListLayout()
        layout.topInset = 2
        layout.bottomInset = 3
        #expect(layout.contentHeight == 5)
        #expect(layout.items(intersecting: 0, 100) == 0..<0)
        #expect(layout.rowCounts == [])
        #expect(layout.checkInvariants() == nil)
    }
}
