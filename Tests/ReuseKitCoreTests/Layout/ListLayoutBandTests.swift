import TestSupport
import Testing

@testable import ReuseKitCore

@Suite("List layout: a band kept across an update")
struct ListLayoutBandTests {
    /// Three sections with spacing, some rows measured, and a band taken in the middle.
    static func sample() -> ListLayout {
        var layout = ListLayout()
        layout.reload(
            rowCounts: [5, 3, 6], estimatedRowHeight: 20, rowSpacing: 2, headerHeights: [10, 6, 8],
            footerHeights: [4, 0, 5]
        ) { section, row in (row + section) % 2 == 0 ? Double(12 + row * 3) : nil }
        return layout
    }

    @Test("inside the band every item stands where the layout puts it; outside it says which side")
    func bandMatchesTheLayout() {
        let layout = Self.sample()
        let band = layout.band(intersecting: 60, 150)
        #expect(band.range == layout.items(intersecting: 60, 150))
        for flat in 0..<layout.itemCount {
            let item = layout.item(at: flat)
            if band.range.contains(flat) {
                #expect(band.span(of: item) == layout.span(ofItemAt: flat), "\(item)")
            } else {
                #expect(band.span(of: item) == nil, "\(item)")
                #expect(band.isAbove(item) == (flat < band.range.lowerBound), "\(item)")
            }
        }
    }

    @Test("the band keeps the old places after the layout it came from changes")
    func bandOutlivesTheUpdate() throws {
        var layout = Self.sample()
        let band = layout.band(intersecting: 0, 400)
        let before = (0..<layout.itemCount).map { layout.span(ofItemAt: $0) }
        var update = ListUpdate()
        update.insertedRows = [ListPosition(section: 0, row: 0)]
        let plan = try ListUpdatePlan(update, oldRowCounts: [5, 3, 6], newRowCounts: [6, 3, 6])
        layout.apply(
            plan,
            sizing: ListLayout.UpdateSizing(
                headerHeight: { _ in 0 }, footerHeight: { _ in 0 }, rowHeight: nil))
        #expect(layout.span(ofItemAt: 2) != before[2])
        #expect(band.span(of: .row(section: 0, row: 1)) == before[2])
    }

    @Test("a band captured again into the same storage answers as a new one, at every offset")
    func captureAgain() {
        let layout = Self.sample()
        var kept = ListLayoutBand()
        for top in stride(from: -40.0, through: 260, by: 7) {
            layout.captureBand(intersecting: top, top + 90, into: &kept)
            let fresh = layout.band(intersecting: top, top + 90)
            #expect(kept.range == fresh.range && kept.top == fresh.top && kept.bottom == fresh.bottom)
            for flat in 0..<layout.itemCount {
                let item = layout.item(at: flat)
                #expect(kept.span(of: item) == fresh.span(of: item), "\(item) at \(top)")
                #expect(kept.isAbove(item) == (flat < kept.range.lowerBound), "\(item) at \(top)")
            }
        }
    }
}
