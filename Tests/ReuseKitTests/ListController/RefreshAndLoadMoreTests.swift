import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

struct LoadFailure: Error, CustomStringConvertible {
    var description: String { "offline" }
}

@Suite("Pull-to-refresh and load-more on a table")
@MainActor
struct RefreshAndLoadMoreTests {
    @Test("pulling past the threshold and releasing refreshes; the header stays open, then closes")
    func pullToRefresh() {
        let fixture = ListControllerFixture(items: 0..<50)
        fixture.enableRefresh()
        fixture.drag(by: 4)
        #expect(fixture.pendingRefreshes.isEmpty)
        #expect(fixture.table.contentOffset.y == 0)
        fixture.drag(by: 30)
        #expect(fixture.pendingRefreshes.count == 1)
        #expect(fixture.table.refreshControl?.isRefreshing == true)
        #expect(fixture.table.contentOffset.y == -2)
        var fresh = ListControllerFixture.Snapshot()
        fresh.appendSection("main", items: Array(100..<120))
        fixture.pendingRefreshes[0](.success(ListRefresh(snapshot: fresh, hasMore: true)))
        fixture.clock.advance(by: 1)
        fixture.settle()
        #expect(fixture.table.refreshControl?.state == .idle)
        #expect(fixture.table.contentOffset.y == 0)
        #expect(fixture.table.contentInset == .zero)
        #expect(fixture.visibleTexts.first == "100")
        #expect(fixture.table.refreshControl?.lastUpdated != nil)
        #expect(fixture.table.checkInvariants() == nil)
    }

    @Test("load-more triggers once near the end, appends the page, and never double-fires on the stale size")
    func loadMore() {
        // 50 rows of 2 in a 20-high viewport: 100 high; a load starts within 40 of the end.
        let fixture = ListControllerFixture(items: 0..<50)
        fixture.enableLoadMore()
        fixture.scroll(to: 10)
        #expect(fixture.pendingPages.isEmpty)
        fixture.scroll(to: 45)
        #expect(fixture.pendingPages.count == 1)
        fixture.scroll(to: 50)
        #expect(fixture.pendingPages.count == 1)
        guard fixture.pendingPages.count == 1 else { return }
        fixture.pendingPages[0](.success(ListPage(items: Array(50..<80), hasMore: true)))
        #expect(fixture.table.numberOfRows(inSection: 0) == 80)
        fixture.scroll(to: 51)
        #expect(fixture.pendingPages.count == 1)
        fixture.scroll(to: 105)
        #expect(fixture.pendingPages.count == 2)
        guard fixture.pendingPages.count == 2 else { return }
        fixture.pendingPages[1](.success(ListPage(items: [80], hasMore: false)))
        #expect(fixture.table.loadMoreControl?.state == .noMoreData)
        fixture.scroll(to: 130)
        #expect(fixture.pendingPages.count == 2)
        #expect(fixture.table.checkInvariants() == nil)
    }

    @Test("a failed page shows an error with retry; a tap on retry loads again")
    func failureAndRetry() {
        let fixture = ListControllerFixture(items: 0..<5)
        fixture.enableLoadMore()
        fixture.table.layoutIfNeeded()
        #expect(fixture.pendingPages.count == 1)
        guard fixture.pendingPages.count == 1 else { return }
        fixture.pendingPages[0](.failure(LoadFailure()))
        #expect(fixture.table.loadMoreControl?.state == .failed)
        #expect(fixture.table.loadMoreControl?.statusText.contains("offline") == true)
        // A tap on the footer, just below the rows, retries.
        fixture.table.layoutIfNeeded()
        fixture.table.handleTap(at: CGPoint(x: 3, y: fixture.table.contentSize.height))
        #expect(fixture.pendingPages.count == 2)
        guard fixture.pendingPages.count == 2 else { return }
        fixture.pendingPages[1](.success(ListPage(items: [5, 6], hasMore: false)))
        #expect(fixture.table.numberOfRows(inSection: 0) == 7)
    }

    @Test("content shorter than the viewport loads at once")
    func shortContent() {
        let fixture = ListControllerFixture(items: 0..<2)
        fixture.enableLoadMore()
        fixture.table.layoutIfNeeded()
        #expect(fixture.pendingPages.count == 1)
    }

    @Test("a page that leaves the content shorter than the viewport starts the next load at once")
    func shortPageLoadsNext() {
        let fixture = ListControllerFixture(items: 0..<2)
        fixture.enableLoadMore()
        fixture.table.layoutIfNeeded()
        #expect(fixture.pendingPages.count == 1)
        guard fixture.pendingPages.count == 1 else { return }
        // No layout pass follows: the host may be waiting for this very load to end.
        fixture.pendingPages[0](.success(ListPage(items: [2], hasMore: true)))
        #expect(fixture.pendingPages.count == 2)
        #expect(fixture.controller.loadedPageCount == 1)
    }

    @Test("a refresh during a page load drops the page and waits; load-more re-arms after")
    func refreshDuringLoadMore() {
        let fixture = ListControllerFixture(items: 0..<3)
        fixture.enableRefresh()
        fixture.enableLoadMore()
        fixture.table.layoutIfNeeded()
        #expect(fixture.pendingPages.count == 1)
        guard fixture.pendingPages.count == 1 else { return }
        fixture.controller.refresh()
        #expect(fixture.pendingRefreshes.count == 1)
        fixture.pendingPages[0](.success(ListPage(items: [3, 4, 5], hasMore: true)))
        #expect(fixture.table.numberOfRows(inSection: 0) == 3)
        fixture.table.layoutIfNeeded()
        #expect(fixture.pendingPages.count == 1)
        var fresh = ListControllerFixture.Snapshot()
        fresh.appendSection("main", items: [7, 8])
        fixture.pendingRefreshes[0](.success(ListRefresh(snapshot: fresh, hasMore: true)))
        fixture.table.layoutIfNeeded()
        #expect(fixture.visibleTexts == ["7", "8"])
        #expect(fixture.pendingPages.count == 2)
    }

    @Test("endRefreshing always returns to idle, also from code without a pull")
    func programmaticRefresh() {
        let fixture = ListControllerFixture(items: 0..<10)
        let control = RefreshControl()
        fixture.table.refreshControl = control
        control.beginRefreshing()
        #expect(fixture.table.adjustedContentInset.top == 2)
        control.endRefreshing()
        fixture.clock.advance(by: 1)
        fixture.settle()
        #expect(control.state == .idle)
        #expect(fixture.table.adjustedContentInset.top == 0)
        #expect(fixture.table.contentInset.top == 0)
    }
}
