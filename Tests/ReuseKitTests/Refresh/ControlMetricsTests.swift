import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@MainActor
@Suite("Refresh and load-more metrics from the host")
struct ControlMetricsTests {
    /// A table of ten 44-pt rows whose host lays text out three points a line, two a character,
    /// with a manual clock.
    func hostedTable() -> (TableView, TableFixture, ManualFrameClock) {
        let fixture = TableFixture(sections: [Array(repeating: 44, count: 10)])
        let table = fixture.makeTable(height: 200, width: 120)
        table.traitOverrides = TraitCollection(textSystem: DoubleWidthTextSystem())
        let clock = ManualFrameClock(start: 2)
        table.clock = clock
        return (table, fixture, clock)
    }

    @Test("Default header, threshold and footer sizes follow the host's line height")
    func defaultsFollowTraits() {
        let (table, fixture, _) = hostedTable()
        let refresh = RefreshControl()
        let loadMore = LoadMoreControl()
        // Outside any host: one point a line.
        #expect(refresh.height == 2 && refresh.threshold == 5 && loadMore.footerHeight == 1)
        table.refreshControl = refresh
        table.loadMoreControl = loadMore
        table.layoutIfNeeded()
        #expect(refresh.height == 6)
        #expect(refresh.threshold == 15)
        #expect(loadMore.footerHeight == 3)
        #expect(table.adjustedContentInset.bottom == 3)
        #expect(loadMore.frame == CGRect(x: 0, y: 440, width: 120, height: 3))
        refresh.beginRefreshing()
        #expect(table.adjustedContentInset.top == 6)
        #expect(refresh.frame == CGRect(x: 0, y: -6, width: 120, height: 6))
        #expect(fixture.sections.count == 1)
    }

    @Test("Explicit sizes in points win over the host's")
    func explicitSizes() {
        let (table, fixture, _) = hostedTable()
        let refresh = RefreshControl(threshold: 60, height: 44)
        let loadMore = LoadMoreControl()
        loadMore.footerHeight = 30
        table.refreshControl = refresh
        table.loadMoreControl = loadMore
        table.layoutIfNeeded()
        #expect(refresh.height == 44 && refresh.threshold == 60)
        #expect(table.adjustedContentInset.bottom == 30)
        refresh.beginRefreshing()
        #expect(table.adjustedContentInset.top == 44)
        #expect(fixture.sections.count == 1)
    }

    @Test("A footer made taller during a fling to the end moves where the glide comes to rest")
    func footerResizeDuringGlide() {
        let (table, fixture, clock) = hostedTable()
        let loadMore = LoadMoreControl()
        table.loadMoreControl = loadMore
        table.layoutIfNeeded()
        // 440 pt of rows and a 3-pt footer under a 200-pt view.
        let restingBottom: CGFloat = 243
        #expect(table.maximumContentOffsetY == restingBottom)
        table.beginDragging()
        for frame in 1...5 {
            clock.advance(by: 1.0 / 60)
            table.drag(translation: CGPoint(x: 0, y: CGFloat(-40 * frame)))
        }
        #expect(table.endDragging())
        loadMore.footerHeight = 40
        var frames = 0
        while table.step() && frames < 600 {
            clock.advance(by: 1.0 / 60)
            table.layoutIfNeeded()
            frames += 1
        }
        let tallerBottom: CGFloat = 280
        #expect(table.contentOffset.y == tallerBottom)
        table.layoutIfNeeded()
        #expect(loadMore.frame == CGRect(x: 0, y: 440, width: 120, height: 40))
        #expect(table.checkInvariants() == nil)
        #expect(fixture.sections.count == 1)
    }

    @Test("A pull arms exactly at the host-derived threshold")
    func pullArmsAtThreshold() {
        let (table, fixture, _) = hostedTable()
        let refresh = RefreshControl()
        table.refreshControl = refresh
        table.layoutIfNeeded()
        table.beginDragging()
        table.contentOffset = CGPoint(x: 0, y: -14)
        #expect(refresh.state == .pulling(progress: 14.0 / 15.0))
        table.contentOffset = CGPoint(x: 0, y: -15)
        #expect(refresh.state == .armed)
        #expect(fixture.sections.count == 1)
    }

    @Test("Loading and refreshing draw the host's activity indicator, a line square, before the text")
    func spinners() throws {
        let (table, fixture, clock) = hostedTable()
        fixture.sections = [[44]]
        let refresh = RefreshControl()
        let loadMore = LoadMoreControl()
        table.refreshControl = refresh
        table.loadMoreControl = loadMore
        table.reloadData()
        table.layoutIfNeeded()
        #expect(loadMore.statusText == "Loading…")
        let footer = RecordingContext()
        loadMore.render(in: footer)
        let footerSpinner = try #require(footer.activityIndicators.first)
        #expect(footerSpinner.rect == CGRect(x: 2, y: 0, width: 3, height: 3))
        #expect(footerSpinner.time == clock.now)
        #expect(footer.operations.contains(.text("Loading…", CGPoint(x: 7, y: 0), width: 113)))

        refresh.beginRefreshing()
        table.layoutIfNeeded()
        let header = RecordingContext()
        refresh.render(in: header)
        let headerSpinner = try #require(header.activityIndicators.first)
        #expect(headerSpinner.rect == CGRect(x: 2, y: 0, width: 3, height: 3))
        #expect(header.texts == ["Refreshing…"])
    }

    @Test("A pulled header shows its progress as a bar, filled as far as the pull went")
    func progressBar() {
        let (table, fixture, _) = hostedTable()
        let refresh = RefreshControl()
        table.refreshControl = refresh
        table.layoutIfNeeded()
        table.beginDragging()
        table.contentOffset = CGPoint(x: 0, y: -6)
        let context = RecordingContext()
        refresh.render(in: context)
        #expect(context.activityIndicators.isEmpty)
        // "↓ Pull to refresh" is 17 characters, 34 points; the bar starts two spaces after it.
        let x: CGFloat = 2 + 34 + 4
        // A hairline (1 pt here) is thicker than a quarter line: the bar is 1 pt, centred.
        #expect(context.operations.contains(.fill(CGRect(x: x, y: 1, width: 20, height: 1), .separator)))
        #expect(context.operations.contains(.fill(CGRect(x: x, y: 1, width: 8, height: 1), .tint)))
        #expect(fixture.sections.count == 1)
    }
}
