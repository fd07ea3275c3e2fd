import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@Suite("Pager view: one page per swipe on a manual clock")
@MainActor
struct PagerViewSwipeTests {
    @Test("the first show reports .startPoint with the current and next views")
    func startPoint() {
        let fixture = PagerFixture(count: 5)
        #expect(fixture.settlements.count == 1)
        #expect(fixture.settlements.first?.direction == .startPoint)
        #expect(fixture.settlements.first?.current == 0)
        #expect(fixture.settlements.first?.next == 1)
        #expect(fixture.pager.previousPageView == nil)
        #expect(fixture.pager.checkInvariants() == nil)
    }

    @Test("a slow drag past the distance threshold turns exactly one page to the left")
    func distanceThreshold() {
        let fixture = PagerFixture(count: 5)
        #expect(fixture.swipe(-60))
        #expect(fixture.index == 0)
        fixture.settle()
        #expect(fixture.index == 1)
        #expect(fixture.settlements.count == 2)
        #expect(fixture.settlements.last?.direction == .left)
        #expect(fixture.settlements.last?.current == 1)
        #expect(fixture.settlements.last?.next == 2)
        #expect(fixture.pager.currentPageView?.frame.minX == 0)
    }

    @Test("a slow drag short of the threshold springs back without settling anything")
    func springBack() {
        let fixture = PagerFixture(count: 5)
        fixture.swipe(-40)
        #expect(fixture.pager.currentPageView?.frame.minX == -40)
        fixture.settle()
        #expect(fixture.index == 0)
        #expect(fixture.settlements.count == 1)
        #expect(fixture.pager.currentPageView?.frame.minX == 0)
        fixture.swipe(30)
        fixture.settle()
        #expect(fixture.index == 0)
        #expect(fixture.bounces.isEmpty)
    }

    @Test("a flick turns the page however short the drag, and a flick back against it springs back")
    func flick() {
        let fixture = PagerFixture(count: 5)
        fixture.swipe(-10, duration: 0.05)
        fixture.settle()
        #expect(fixture.index == 1)
        fixture.swipe(10, duration: 0.05)
        fixture.settle()
        #expect(fixture.index == 0)
        #expect(fixture.settlements.map(\.direction) == [.startPoint, .left, .right])
        // Dragged 30 pt towards the next page, then flicked back: the page stays.
        fixture.pager.beginDragging()
        for frame in 1...10 {
            fixture.clock.advance(by: 0.05)
            fixture.pager.drag(translation: CGPoint(x: -3 * CGFloat(frame), y: 0))
        }
        for frame in 1...4 {
            fixture.clock.advance(by: 0.01)
            fixture.pager.drag(translation: CGPoint(x: -30 + 6 * CGFloat(frame), y: 0))
        }
        fixture.pager.endDragging()
        fixture.settle()
        #expect(fixture.index == 0)
    }

    @Test("an outward swipe at the first or last page bounces back and the delegate hears of it")
    func edgeBounce() {
        let fixture = PagerFixture(count: 3)
        fixture.swipe(70)
        #expect(fixture.bounces == [.start])
        #expect(fixture.pager.currentPageView?.frame.minX ?? 0 > 0)
        #expect(fixture.pager.currentPageView?.frame.minX ?? 0 < 70)
        fixture.settle()
        #expect(fixture.index == 0)
        #expect(fixture.pager.currentPageView?.frame.minX == 0)
        fixture.swipe(-70)
        fixture.settle()
        fixture.swipe(-70)
        fixture.settle()
        #expect(fixture.index == 2)
        fixture.swipe(-15, duration: 0.05)
        fixture.settle()
        #expect(fixture.bounces == [.start, .end])
        #expect(fixture.index == 2)
        fixture.swipe(-20)
        fixture.settle()
        #expect(fixture.bounces == [.start, .end])
    }

    @Test("wrap-around turns from the first page to the last and back, by true modular indexes")
    func wrapAround() {
        let fixture = PagerFixture(count: 5, wraps: true)
        #expect(fixture.pager.previousPageView?.pageIndex == 4)
        fixture.swipe(70)
        fixture.settle()
        #expect(fixture.index == 4)
        #expect(fixture.settlements.last?.next == 0)
        fixture.swipe(-70)
        fixture.settle()
        #expect(fixture.index == 0)
        #expect(fixture.bounces.isEmpty)
        let pair = PagerFixture(count: 2, wraps: true)
        #expect(pair.pager.previousPageView?.pageIndex == 1)
        #expect(pair.pager.nextPageView?.pageIndex == 1)
        for _ in 0..<3 {
            pair.swipe(-70)
            pair.settle()
        }
        #expect(pair.index == 1)
        let single = PagerFixture(count: 1, wraps: true)
        single.swipe(-70)
        single.settle()
        #expect(single.bounces == [.end])
    }

    @Test("rapid swipes during a move are queued and each turns exactly one page, in order")
    func rapidSwipes() {
        let fixture = PagerFixture(count: 10)
        fixture.swipe(-20, duration: 0.05)
        for _ in 0..<3 {
            fixture.clock.advance(by: 0.05)
            #expect(fixture.pager.step())
            fixture.swipe(-20, duration: 0.05)
        }
        fixture.swipe(-2, duration: 0.5, hold: 0.1)
        fixture.settle()
        #expect(fixture.index == 4)
        #expect(fixture.settlements.map(\.index) == [0, 1, 2, 3, 4])
        #expect(fixture.settlements.dropFirst().allSatisfy { $0.direction == .left })
        fixture.swipe(-20, duration: 0.05)
        fixture.clock.advance(by: 0.05)
        fixture.pager.step()
        fixture.swipe(20, duration: 0.05)
        fixture.settle()
        #expect(fixture.index == 4)
        #expect(fixture.settlements.suffix(2).map(\.index) == [5, 4])
    }

    @Test("a vertical pager turns on vertical drags and ignores horizontal ones")
    func vertical() {
        let fixture = PagerFixture(count: 4, axis: .vertical)
        fixture.pager.beginDragging()
        fixture.clock.advance(by: 0.5)
        fixture.pager.drag(translation: CGPoint(x: -90, y: 0))
        fixture.clock.advance(by: 0.5)
        fixture.pager.endDragging()
        fixture.settle()
        #expect(fixture.index == 0)
        fixture.swipe(-40)
        fixture.settle()
        #expect(fixture.index == 1)
        #expect(fixture.pager.currentPageView?.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(fixture.pager.nextPageView?.frame.minY == 60)
    }
}
