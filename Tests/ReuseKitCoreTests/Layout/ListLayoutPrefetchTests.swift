import Testing

@testable import ReuseKitCore

@Suite("List layout prefetch range")
struct ListLayoutPrefetchTests {
    /// One section of ten 10-high rows under a 0-high header, so row `r` is item `r + 1` at `10 r`.
    static func tenRows(spacing: Double = 0) -> ListLayout {
        var layout = ListLayout()
        layout.reload(
            rowCounts: [10], estimatedRowHeight: 10, rowSpacing: spacing, headerHeights: [0],
            footerHeights: [0])
        return layout
    }

    @Test("moving forward prefetches the items starting within the distance below the viewport")
    func forward() {
        let layout = Self.tenRows()
        let visible = layout.items(intersecting: 30, 50)
        #expect(visible == 4..<6)
        #expect(
            layout.prefetchRange(visible: visible, top: 30, bottom: 50, direction: .forward, distance: 15)
                == 6..<8)
        #expect(
            layout.prefetchRange(visible: visible, top: 30, bottom: 50, direction: .forward, distance: 10)
                == 6..<7)
    }

    @Test("moving backward prefetches the items ending within the distance above the viewport")
    func backward() {
        let layout = Self.tenRows()
        let visible = layout.items(intersecting: 30, 50)
        #expect(
            layout.prefetchRange(visible: visible, top: 30, bottom: 50, direction: .backward, distance: 15)
                == 2..<4)
        #expect(
            layout.prefetchRange(visible: visible, top: 30, bottom: 50, direction: .backward, distance: 10)
                == 3..<4)
    }

    @Test("before the first move the prefetch range looks forward")
    func none() {
        let layout = Self.tenRows()
        let visible = layout.items(intersecting: 0, 25)
        #expect(
            layout.prefetchRange(visible: visible, top: 0, bottom: 25, direction: .none, distance: 20)
                == 4..<6)
    }

    @Test("no distance, an empty layout or the end of the content prefetch nothing")
    func nothing() {
        let layout = Self.tenRows()
        let visible = layout.items(intersecting: 30, 50)
        #expect(
            layout.prefetchRange(visible: visible, top: 30, bottom: 50, direction: .forward, distance: 0)
                .isEmpty)
        let end = layout.items(intersecting: 80, 101)
        #expect(end == 9..<12)
        #expect(
            layout.prefetchRange(visible: end, top: 80, bottom: 101, direction: .forward, distance: 50)
                == 12..<12)
        let start = layout.items(intersecting: -5, 20)
        #expect(start == 0..<3)
        #expect(
            layout.prefetchRange(visible: start, top: -5, bottom: 20, direction: .backward, distance: 50)
                == 0..<0)
        #expect(
            ListLayout().prefetchRange(visible: 0..<0, top: 0, bottom: 20, direction: .forward, distance: 50)
                .isEmpty)
    }

    @Test("moving backward does not prefetch a row whose gap alone reaches the distance")
    func backwardSkipsGaps() {
        // Row r covers 15 r ..< 15 r + 10, its gap the next 5 points.
        let layout = Self.tenRows(spacing: 5)
        let visible = layout.items(intersecting: 60, 80)
        #expect(visible == 5..<7)
        // Row 2 ends at 40; its gap reaches 45 > 60 - 17, but the row itself does not.
        #expect(
            layout.prefetchRange(visible: visible, top: 60, bottom: 80, direction: .backward, distance: 17)
                == 4..<5)
    }
}
