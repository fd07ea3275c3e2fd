import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@Suite("Pager view: page views, loads, auto-advance and programmatic moves")
@MainActor
struct PagerViewLifecycleTests {
    @Test("a thousand random swipes create at most three page views")
    func threeViews() {
        let run = RandomizedRun(name: "pager-swipes", defaultIterations: 1000)
        var random = run.makeGenerator()
        for wraps in [false, true] {
            let fixture = PagerFixture(count: 7, wraps: wraps)
            for _ in 0..<run.iterations {
                let distance = CGFloat(Int.random(in: -90...90, using: &random))
                fixture.pager.beginDragging()
                fixture.clock.advance(by: Double(Int.random(in: 1...30, using: &random)) / 100)
                fixture.pager.drag(translation: CGPoint(x: distance, y: 0))
                fixture.pager.endDragging()
                for _ in 0..<Int.random(in: 0...40, using: &random) {
                    fixture.clock.advance(by: 1.0 / 60)
                    fixture.pager.step()
                }
                #expect(fixture.pager.checkInvariants() == nil)
                #expect(fixture.visibleViewsAreConfigured())
            }
            fixture.settle()
            #expect(fixture.pager.pageViewCounters.created <= 3)
            #expect(fixture.settlements.count > run.iterations / 10)
        }
    }

    @Test("a load for a page that is no longer current is cancelled and never lands")
    func loadsCancelled() {
        let fixture = PagerFixture(count: 6, finishesLoads: false)
        let first = fixture.loads.last
        #expect(first?.index == 0)
        var cancelledBy: [Int] = []
        first?.onCancel { cancelledBy.append(0) }
        fixture.swipe(-70)
        fixture.settle()
        #expect(first?.isCancelled == true)
        #expect(cancelledBy == [0])
        first?.finish()
        #expect(fixture.loaded.isEmpty)
        #expect(fixture.pager.previousPageView?.isLoaded == false)
        let second = fixture.loads.last
        #expect(second?.index == 1)
        second?.finish()
        #expect(fixture.loaded == [1])
        #expect(fixture.pager.currentPageView?.isLoaded == true)
        // Back to page 0: it loads again; page 1 keeps its data while it waits as a neighbour.
        fixture.swipe(70)
        fixture.settle()
        #expect(fixture.loads.last?.index == 0)
        #expect(fixture.pager.nextPageView?.isLoaded == true)
        let loadsBefore = fixture.loads.count
        fixture.swipe(-70)
        fixture.settle()
        #expect(fixture.loads.count == loadsBefore)
        #expect(fixture.loads.filter { !$0.isCancelled && !$0.isFinished }.isEmpty)
    }

    @Test("an async load run by the pager is cancelled with its page")
    func asyncLoadCancelled() async {
        let fixture = PagerFixture(count: 3, finishesLoads: false)
        guard let load = fixture.loads.last else {
            Issue.record("no load started")
            return
        }
        var landed = false
        load.run { _ in
            try? await Task.sleep(for: .seconds(60))
            if !Task.isCancelled { landed = true }
        }
        fixture.pager.scrollToPage(2, animated: false)
        await load.task?.value
        #expect(load.isCancelled)
        #expect(!load.isFinished)
        #expect(!landed)
        guard let current = fixture.loads.last else { return }
        current.run { load in load.pageView.textLabel.text = "ready" }
        await current.task?.value
        #expect(current.isFinished)
        #expect(fixture.pager.currentPageView?.isLoaded == true)
    }

    @Test("preloading neighbours loads them and cancels loads that fall out of the three slots")
    func preloadNeighbours() {
        let fixture = PagerFixture(count: 6, finishesLoads: false)
        fixture.pager.preloadsNeighbours = true
        #expect(fixture.loads.map(\.index) == [0, 1])
        fixture.swipe(-70)
        fixture.settle()
        fixture.swipe(-70)
        fixture.settle()
        let live = fixture.loads.filter { !$0.isCancelled }.map(\.index)
        #expect(Set(live) == [1, 2, 3])
        #expect(fixture.loads.first { $0.index == 0 }?.isCancelled == true)
    }

    @Test("auto-advance turns pages on schedule, waits while a finger is down and survives reloads")
    func autoAdvance() {
        let fixture = PagerFixture(count: 4)
        fixture.pager.autoAdvanceInterval = 2
        fixture.clock.advance(by: 1.9)
        fixture.settle()
        #expect(fixture.index == 0)
        fixture.clock.advance(by: 0.1)
        fixture.settle()
        #expect(fixture.index == 1)
        fixture.pager.beginDragging()
        fixture.clock.advance(by: 5)
        fixture.pager.step()
        #expect(fixture.index == 1)
        fixture.pager.endDragging()
        fixture.clock.advance(by: 1)
        fixture.settle()
        #expect(fixture.index == 1)
        fixture.clock.advance(by: 1)
        fixture.pager.reloadData()
        fixture.settle()
        #expect(fixture.index == 2)
        fixture.clock.advance(by: 2)
        fixture.settle()
        #expect(fixture.index == 3)
        fixture.clock.advance(by: 10)
        fixture.settle()
        #expect(fixture.index == 3)
        fixture.pager.wrapsAround = true
        fixture.clock.advance(by: 2)
        fixture.settle()
        #expect(fixture.index == 0)
    }

    @Test(
        "scrollToPage lands exactly on a neighbour, a far page or at once, the short way round when wrapping")
    func scrollToPage() {
        let fixture = PagerFixture(count: 20)
        fixture.pager.scrollToPage(1, animated: true)
        #expect(fixture.pager.step())
        fixture.settle()
        #expect(fixture.index == 1)
        fixture.pager.scrollToPage(9, animated: true)
        fixture.clock.advance(by: 0.1)
        fixture.pager.step()
        #expect(fixture.pager.nextPageView?.pageIndex == 9)
        fixture.settle()
        #expect(fixture.index == 9)
        #expect(fixture.pager.previousPageView?.pageIndex == 8)
        #expect(fixture.settlements.last?.direction == .left)
        fixture.pager.scrollToPage(3, animated: false)
        #expect(fixture.index == 3)
        #expect(fixture.settlements.last?.direction == .right)
        fixture.pager.wrapsAround = true
        fixture.pager.scrollToPage(18, animated: true)
        fixture.settle()
        #expect(fixture.index == 18)
        #expect(fixture.settlements.last?.direction == .right)
        #expect(fixture.pager.pageViewCounters.created <= 3)
    }

    @Test("a reload keeps the current page when it still exists and shows it afresh")
    func reload() {
        let fixture = PagerFixture(count: 8)
        fixture.pager.scrollToPage(6, animated: false)
        fixture.count = 4
        fixture.pager.reloadData()
        #expect(fixture.index == 3)
        #expect(fixture.settlements.last?.direction == .startPoint)
        #expect(fixture.pager.nextPageView == nil)
        fixture.count = 0
        fixture.pager.reloadData()
        #expect(fixture.pager.currentPageView == nil)
        #expect(fixture.pager.checkInvariants() == nil)
        fixture.swipe(-50)
        fixture.settle()
        #expect(fixture.pager.checkInvariants() == nil)
    }
}
