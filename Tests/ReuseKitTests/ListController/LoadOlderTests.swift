import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@Suite("Load-older: the pages before the first row, the mirror of load-more")
@MainActor
struct LoadOlderTests {
    @Test("asks once per content state within two screens of the top, prepends, and stops at the beginning")
    func loadsOlderNearTheTop() throws {
        // 50 rows of 2 in a 20-high viewport: 100 high; a load starts within 40 of the top.
        let fixture = ListControllerFixture(items: 0..<50)
        fixture.table.contentOffset.y = 80
        fixture.enableLoadOlder()
        fixture.table.layoutIfNeeded()
        #expect(fixture.pendingOlderPages.isEmpty)
        fixture.scroll(to: 45)
        #expect(fixture.pendingOlderPages.isEmpty)
        fixture.scroll(to: 35)
        #expect(fixture.pendingOlderPages.count == 1)
        fixture.scroll(to: 30)
        #expect(fixture.pendingOlderPages.count == 1)
        try #require(fixture.pendingOlderPages.count == 1)
        fixture.pendingOlderPages[0](.success(ListOlderPage(items: Array(-30..<0), hasOlder: true)))
        fixture.table.layoutIfNeeded()
        #expect(fixture.controller.snapshot.allItems == Array(-30..<50))
        #expect(fixture.visibleTexts.first == "15", "the rows read stay on screen")
        #expect(fixture.table.contentOffset.y == 90)
        #expect(fixture.controller.loadedOlderPageCount == 1)
        fixture.scroll(to: 85)
        #expect(fixture.pendingOlderPages.count == 1)
        fixture.scroll(to: 39)
        #expect(fixture.pendingOlderPages.count == 2)
        try #require(fixture.pendingOlderPages.count == 2)
        fixture.pendingOlderPages[1](.success(ListOlderPage(items: [-31], hasOlder: false)))
        let header = try #require(fixture.table.loadOlderControl)
        #expect(header.state == .noMoreData)
        #expect(header.statusText == "· The beginning ·")
        fixture.scroll(to: fixture.table.minimumContentOffsetY)
        #expect(fixture.pendingOlderPages.count == 2)
        #expect(fixture.table.checkInvariants() == nil)
    }

    @Test("an empty page asks no more until the content changes")
    func oncePerContentState() throws {
        let fixture = ListControllerFixture(items: 0..<50)
        fixture.table.contentOffset.y = 30
        fixture.enableLoadOlder()
        fixture.table.layoutIfNeeded()
        try #require(fixture.pendingOlderPages.count == 1)
        fixture.pendingOlderPages[0](.success(ListOlderPage(items: [], hasOlder: true)))
        for offset: CGFloat in [20, 10, 0, -1] {
            fixture.scroll(to: offset)
        }
        #expect(fixture.pendingOlderPages.count == 1)
        var grown = fixture.controller.snapshot
        try grown.appendItems([50])
        try fixture.controller.apply(grown, animatingDifferences: false)
        fixture.table.layoutIfNeeded()
        #expect(fixture.pendingOlderPages.count == 2)
    }

    @Test("the header sits above the first row in the top inset, and takes no row's place")
    func headerPlacement() throws {
        let fixture = ListControllerFixture(items: 0..<50)
        let before = fixture.screenTops()
        fixture.enableLoadOlder()
        fixture.table.layoutIfNeeded()
        let header = try #require(fixture.table.loadOlderControl)
        #expect(header.edge == .top)
        #expect(header.frame == CGRect(x: 0, y: -1, width: 30, height: 1))
        #expect(fixture.table.adjustedContentInset.top == 1)
        #expect(fixture.largestMove(since: before) == 0)
        // A spinner that comes and goes moves nothing either: the band keeps its height.
        fixture.scroll(to: -1)
        let resting = fixture.screenTops()
        try #require(fixture.pendingOlderPages.count == 1)
        fixture.pendingOlderPages[0](.failure(LoadFailure()))
        fixture.table.layoutIfNeeded()
        #expect(fixture.largestMove(since: resting) == 0)
        #expect(fixture.table.contentOffset.y == -1)
    }

    @Test("a short conversation aligned to the bottom shows the header right above it, and does not scroll")
    func shortConversation() throws {
        let fixture = ListControllerFixture(
            items: 0..<3, height: 400, anchorsToEnd: true, itemHeight: { _ in 20 })
        fixture.table.alignsShortContentToBottom = true
        fixture.enableLoadOlder()
        fixture.table.layoutIfNeeded()
        #expect(fixture.table.maximumContentOffsetY == fixture.table.minimumContentOffsetY)
        #expect(fixture.screenTops()[0] == 340)
        let header = try #require(fixture.table.loadOlderControl)
        #expect(header.frame.minY - fixture.table.contentOffset.y == 339)
    }

    @Test("a failed page shows an error with retry; a tap on the header or retryLoadOlder loads again")
    func failureAndRetry() throws {
        let fixture = ListControllerFixture(items: 0..<5)
        fixture.enableLoadOlder()
        fixture.table.layoutIfNeeded()
        try #require(fixture.pendingOlderPages.count == 1)
        fixture.pendingOlderPages[0](.failure(LoadFailure()))
        let header = try #require(fixture.table.loadOlderControl)
        #expect(header.state == .failed)
        #expect(header.statusText.contains("offline"))
        fixture.table.layoutIfNeeded()
        #expect(fixture.pendingOlderPages.count == 1, "a failure waits for a retry")
        // A tap on the header, just above the rows, retries.
        fixture.table.handleTap(at: CGPoint(x: 3, y: -0.5))
        try #require(fixture.pendingOlderPages.count == 2)
        fixture.pendingOlderPages[1](.failure(LoadFailure()))
        fixture.controller.retryLoadOlder()
        try #require(fixture.pendingOlderPages.count == 3)
        fixture.pendingOlderPages[2](.success(ListOlderPage(items: [-2, -1], hasOlder: false)))
        #expect(fixture.controller.snapshot.allItems == Array(-2..<5))
        #expect(header.state == .noMoreData)
    }

    @Test(
        "a refresh during a load of older items drops its result; the refresh says whether older ones exist")
    func refreshDuringLoadOlder() throws {
        let fixture = ListControllerFixture(items: 0..<3)
        fixture.enableRefresh()
        fixture.enableLoadOlder()
        fixture.table.layoutIfNeeded()
        try #require(fixture.pendingOlderPages.count == 1)
        fixture.controller.refresh()
        #expect(fixture.pendingRefreshes.count == 1)
        fixture.pendingOlderPages[0](.success(ListOlderPage(items: [-3, -2, -1], hasOlder: true)))
        #expect(fixture.controller.snapshot.allItems == [0, 1, 2])
        fixture.table.layoutIfNeeded()
        #expect(fixture.pendingOlderPages.count == 1, "page loads wait for the refresh")
        var fresh = ListControllerFixture.Snapshot()
        fresh.appendSection("main", items: [7, 8])
        fixture.pendingRefreshes[0](.success(ListRefresh(snapshot: fresh, hasMore: true)))
        fixture.table.layoutIfNeeded()
        #expect(fixture.controller.loadedOlderPageCount == 0)
        try #require(fixture.pendingOlderPages.count == 2)
        fixture.pendingOlderPages[1](.success(ListOlderPage(items: [5, 6], hasOlder: true)))
        #expect(fixture.controller.snapshot.allItems == [5, 6, 7, 8])
        #expect(fixture.controller.loadedOlderPageCount == 1)
        fixture.controller.refresh()
        fixture.pendingRefreshes[1](.success(ListRefresh(snapshot: fresh, hasMore: true, hasOlder: false)))
        #expect(fixture.table.loadOlderControl?.state == .noMoreData)
    }

    @Test("load-more and load-older take turns on short content, never both in flight")
    func oneEdgeAtATime() throws {
        let fixture = ListControllerFixture(items: 0..<2)
        fixture.enableLoadMore()
        fixture.enableLoadOlder()
        fixture.table.layoutIfNeeded()
        #expect(fixture.pendingPages.count == 1)
        #expect(fixture.pendingOlderPages.isEmpty)
        fixture.pendingPages[0](.success(ListPage(items: [2], hasMore: true)))
        fixture.table.layoutIfNeeded()
        #expect(fixture.pendingPages.count == 1)
        try #require(fixture.pendingOlderPages.count == 1)
        fixture.pendingOlderPages[0](.success(ListOlderPage(items: [-1], hasOlder: true)))
        fixture.table.layoutIfNeeded()
        #expect(fixture.pendingPages.count == 2)
        #expect(fixture.pendingOlderPages.count == 1)
        #expect(fixture.controller.snapshot.allItems == [-1, 0, 1, 2])
    }

    @Test("a timeline resting at its top keeps every row on screen where it was through a prepend")
    func prependAtTop() throws {
        let fixture = ListControllerFixture(
            items: 0..<200, height: 400, anchorsToEnd: true, itemHeight: Self.height)
        fixture.enableLoadOlder()
        fixture.table.setContentOffset(CGPoint(x: 0, y: fixture.table.minimumContentOffsetY), animated: false)
        fixture.table.layoutIfNeeded()
        try #require(fixture.pendingOlderPages.count == 1)
        let before = fixture.screenTops()
        #expect(before[0] == 1, "the first row is right under the one-point header")
        fixture.pendingOlderPages[0](.success(ListOlderPage(items: Array(-50..<0), hasOlder: true)))
        fixture.table.layoutIfNeeded()
        #expect(fixture.largestMove(since: before) == 0)
        // Where the header was, the newest older item shows its bottom.
        #expect(Set(fixture.screenTops().keys) == Set(before.keys).union([-1]))
        let header = try #require(fixture.table.loadOlderControl)
        #expect(header.frame.maxY <= fixture.table.contentOffset.y, "the header went up with the top")
        fixture.settle()
        #expect(fixture.largestMove(since: before) == 0)
        #expect(fixture.table.checkInvariants() == nil)
    }

    @Test("a fling up into the top glides on through the page that arrives, as over rows already there")
    func prependDuringFling() throws {
        // One list gets 500 older items mid-glide from its loader; the other had them from the start.
        let prepended = ListControllerFixture(
            items: 0..<2_000, height: 400, anchorsToEnd: true, itemHeight: Self.height)
        let reference = ListControllerFixture(
            items: -500..<2_000, height: 400, anchorsToEnd: true, itemHeight: Self.height)
        prepended.enableLoadOlder()
        prepended.table.setContentOffset(CGPoint(x: 0, y: 1_500), animated: false)
        prepended.table.layoutIfNeeded()
        #expect(prepended.pendingOlderPages.isEmpty)
        let first = try #require(prepended.table.indexPathsForVisibleRows?.first)
        let item = prepended.controller.snapshot.item(at: first)
        let top = try #require(prepended.screenTops()[item])
        reference.table.scrollToRow(at: IndexPath(row: item + 500, section: 0), at: .top, animated: false)
        reference.table.setContentOffset(
            CGPoint(x: 0, y: reference.table.contentOffset.y - top), animated: false)
        reference.table.layoutIfNeeded()
        #expect(prepended.screenTops() == reference.screenTops())
        prepended.table.fling(-200, clock: prepended.clock)
        reference.table.fling(-200, clock: reference.clock)
        var frames = 0
        while prepended.pendingOlderPages.isEmpty && frames < 100 {
            for fixture in [prepended, reference] { fixture.frame() }
            frames += 1
        }
        try #require(prepended.pendingOlderPages.count == 1)
        #expect(prepended.table.contentOffset.y > 0, "the page is asked for before the glide reaches the top")
        prepended.pendingOlderPages[0](.success(ListOlderPage(items: Array(-500..<0), hasOlder: true)))
        prepended.table.layoutIfNeeded()
        #expect(prepended.table.isDecelerating, "the glide goes on")
        prepended.settle()
        reference.settle()
        let moved = prepended.largestMove(since: reference.screenTops())
        #expect(moved < 1, "rows end \(moved) pt away from where the same glide puts them")
        #expect(Set(prepended.screenTops().keys) == Set(reference.screenTops().keys))
        #expect(prepended.table.checkInvariants() == nil)
    }

    /// Heights from 12 to 120 points, varied by item (older items are negative).
    static func height(_ item: Int) -> CGFloat { TimelineFixture.variedHeight(item + 1_000) }
}
