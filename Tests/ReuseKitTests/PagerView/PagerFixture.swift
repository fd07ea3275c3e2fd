import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// A pager data source and delegate that records everything and drives gestures on a manual clock.
@MainActor
final class PagerFixture: PagerViewDataSource, PagerViewDelegate {
    var count: Int
    /// Whether loads finish as soon as they start.
    var finishesLoads = true
    var loads: [PageLoad] = []
    var configured: [(view: ObjectIdentifier, index: Int)] = []
    var settlements: [(direction: PagerView.Direction, index: Int, current: Int?, next: Int?)] = []
    var bounces: [PagerView.Edge] = []
    var loaded: [Int] = []
    let clock = ManualFrameClock()
    let pager: PagerView

    init(count: Int, axis: PagerView.Axis = .horizontal, wraps: Bool = false, finishesLoads: Bool = true) {
        self.count = count
        self.finishesLoads = finishesLoads
        pager = PagerView(frame: CGRect(x: 0, y: 0, width: 100, height: 60), axis: axis)
        pager.clock = clock
        pager.wrapsAround = wraps
        pager.dataSource = self
        pager.delegate = self
        pager.layoutIfNeeded()
    }

    var index: Int { pager.currentIndex }
    var pageLength: CGFloat { pager.axis == .horizontal ? 100 : 60 }

    /// Drags by `distance` along the axis over `duration` seconds in 10 frames, holds still for
    /// `hold` seconds, and lets go.
    @discardableResult
    func swipe(_ distance: CGFloat, duration: Double = 1, hold: Double = 0) -> Bool {
        pager.beginDragging()
        for frame in 1...10 {
            clock.advance(by: duration / 10)
            let along = distance * CGFloat(frame) / 10
            pager.drag(
                translation: pager.axis == .horizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along))
            #expect(pager.checkInvariants() == nil)
            #expect(visibleViewsAreConfigured())
        }
        clock.advance(by: hold)
        return pager.endDragging()
    }

    /// Steps frames of 1/60 s until the pager rests (or `limit` frames), checking invariants.
    /// Steps frames of 1/60 s until the pager rests, checking invariants; still moving after
    /// `limit` frames fails the test at the caller.
    func settle(limit: Int = 600, sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<limit {
            guard pager.step() else {
                #expect(pager.checkInvariants() == nil, sourceLocation: sourceLocation)
                return
            }
            clock.advance(by: 1.0 / 60)
            #expect(pager.checkInvariants() == nil, sourceLocation: sourceLocation)
            #expect(visibleViewsAreConfigured(), sourceLocation: sourceLocation)
        }
        Issue.record("the pager was still moving after \(limit) frames", sourceLocation: sourceLocation)
    }

    /// Whether every page view on screen shows a page the data source configured it for.
    func visibleViewsAreConfigured() -> Bool {
        pager.subviews.compactMap { $0 as? PagerPageView }.allSatisfy { view in
            guard view.frame.intersects(pager.bounds) else { return true }
            guard let index = view.pageIndex else { return false }
            return configured.last { $0.view == ObjectIdentifier(view) }?.index == index
        }
    }

    func numberOfPages(in pagerView: PagerView) -> Int { count }

    func pagerView(_ pagerView: PagerView, configure pageView: PagerPageView, forPageAt index: Int) {
        configured.append((ObjectIdentifier(pageView), index))
        pageView.textLabel.text = "page \(index)"
    }

    func pagerView(_ pagerView: PagerView, loadPageAt index: Int, with load: PageLoad) {
        loads.append(load)
        if finishesLoads { load.finish() }
    }

    func pagerView(_ pagerView: PagerView, didSettle settlement: PagerView.Settlement) {
        settlements.append(
            (
                settlement.direction, settlement.index, settlement.currentView.pageIndex,
                settlement.nextView?.pageIndex
            ))
    }

    func pagerView(_ pagerView: PagerView, didBounceAt edge: PagerView.Edge) { bounces.append(edge) }

    func pagerView(_ pagerView: PagerView, didLoadPageAt index: Int, into pageView: PagerPageView) {
        loaded.append(index)
    }
}
