import Foundation
@_spi(Hosting) import ReuseKit
import Testing

/// Records the delegate calls of a scroll view, in order.
@MainActor
final class ScrollRecorder: ScrollViewDelegate {
    var events: [String] = []
    var scrolls = 0
    func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) { events.append("willEndDragging") }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { events.append("didEndAnimation") }
}

@Suite("Scroll view: dragging, momentum, bounce and animation on a manual clock")
@MainActor
struct ScrollViewMotionTests {
    static func make() -> (ScrollView, ManualFrameClock, ScrollRecorder) {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        let clock = ManualFrameClock()
        scrollView.clock = clock
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        return (scrollView, clock, recorder)
    }

    /// Steps at 60 frames a second until the motion ends; returns the frames taken.
    static func settle(
        _ scrollView: ScrollView, _ clock: ManualFrameClock, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Int {
        for frames in 0..<2000 {
            guard scrollView.step() else { return frames }
            clock.advance(by: 1.0 / 60)
        }
        Issue.record("the scroll view was still moving after 2000 frames", sourceLocation: sourceLocation)
        return 2000
    }

    @Test("a slow drag moves the content with the finger and stops where it is released")
    func slowDrag() {
        let (scrollView, clock, recorder) = Self.make()
        scrollView.beginDragging()
        for step in 1...10 {
            clock.advance(by: 0.016)
            scrollView.drag(translation: CGPoint(x: 0, y: CGFloat(-step * 3)))
        }
        #expect(scrollView.contentOffset.y == 30)
        clock.advance(by: 0.2)
        #expect(scrollView.endDragging() == false)
        #expect(scrollView.contentOffset.y == 30)
        #expect(recorder.events == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
    }

    @Test("a fling decelerates at 0.998 per millisecond and comes to rest in range")
    func fling() {
        let (scrollView, clock, recorder) = Self.make()
        scrollView.beginDragging()
        for step in 1...5 {
            clock.advance(by: 0.01)
            scrollView.drag(translation: CGPoint(x: 0, y: CGFloat(-step * 10)))
        }
        #expect(scrollView.endDragging())
        #expect(scrollView.isDecelerating)
        let frames = Self.settle(scrollView, clock)
        #expect(frames > 10)
        #expect(scrollView.contentOffset.y > 50)
        #expect(scrollView.contentOffset.y <= 900)
        #expect(!scrollView.isDecelerating)
        #expect(recorder.events.suffix(2) == ["willBeginDecelerating", "didEndDecelerating"])
    }

    @Test("dragging past the top rubber-bands and springs back to the edge")
    func rubberBand() {
        let (scrollView, clock, _) = Self.make()
        scrollView.beginDragging()
        clock.advance(by: 0.05)
        scrollView.drag(translation: CGPoint(x: 0, y: 200))
        let shown = scrollView.contentOffset.y
        #expect(shown < 0)
        #expect(shown > -100)
        #expect(-shown < 200)
        clock.advance(by: 0.2)
        #expect(scrollView.endDragging())
        _ = Self.settle(scrollView, clock)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test("without bounces a drag stops at the edge")
    func noBounce() {
        let (scrollView, clock, _) = Self.make()
        scrollView.bounces = false
        scrollView.beginDragging()
        clock.advance(by: 0.05)
        scrollView.drag(translation: CGPoint(x: 0, y: 200))
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test("an animated offset change eases to the exact target and tells the delegate")
    func animatedOffset() {
        let (scrollView, clock, recorder) = Self.make()
        scrollView.setContentOffset(CGPoint(x: 0, y: 420), animated: true)
        #expect(scrollView.isAnimatingScroll)
        clock.advance(by: 0.1)
        #expect(scrollView.step())
        #expect(scrollView.contentOffset.y > 0 && scrollView.contentOffset.y < 420)
        _ = Self.settle(scrollView, clock)
        #expect(scrollView.contentOffset.y == 420)
        #expect(recorder.events == ["didEndAnimation"])
    }

    @Test("a wheel scroll moves at once and stays within the content")
    func wheel() {
        let (scrollView, _, recorder) = Self.make()
        scrollView.scroll(by: CGPoint(x: 0, y: 30))
        #expect(scrollView.contentOffset.y == 30)
        scrollView.scroll(by: CGPoint(x: 0, y: 5000))
        #expect(scrollView.contentOffset.y == 900)
        scrollView.scroll(by: CGPoint(x: 0, y: -5000))
        #expect(scrollView.contentOffset.y == 0)
        #expect(recorder.scrolls == 3)
    }

    @Test("paging snaps to whole pages")
    func paging() {
        let (scrollView, clock, _) = Self.make()
        scrollView.isPagingEnabled = true
        scrollView.beginDragging()
        clock.advance(by: 0.05)
        scrollView.drag(translation: CGPoint(x: 0, y: -70))
        clock.advance(by: 0.3)
        scrollView.drag(translation: CGPoint(x: 0, y: -70))
        clock.advance(by: 0.05)
        _ = scrollView.endDragging()
        _ = Self.settle(scrollView, clock)
        #expect(scrollView.contentOffset.y == 100)
    }

    /// Pulls a scroll view whose content fits in it down by 30 and returns the offset while held.
    static func pullShortContent(alwaysBounce: Bool, bounces: Bool = true) -> (held: CGFloat, rest: CGFloat) {
        let (scrollView, clock, _) = Self.make()
        scrollView.contentSize = CGSize(width: 100, height: 40)
        scrollView.alwaysBounceVertical = alwaysBounce
        scrollView.bounces = bounces
        scrollView.beginDragging()
        for step in 1...10 {
            clock.advance(by: 0.016)
            scrollView.drag(translation: CGPoint(x: 0, y: CGFloat(step * 3)))
        }
        let held = scrollView.contentOffset.y
        clock.advance(by: 0.2)
        scrollView.endDragging()
        _ = Self.settle(scrollView, clock)
        return (held, scrollView.contentOffset.y)
    }

    @Test("content that fits in the view does not move under a drag unless it always bounces")
    func alwaysBounceVertical() {
        let still = Self.pullShortContent(alwaysBounce: false)
        #expect(still.held == 0 && still.rest == 0)
        let bouncing = Self.pullShortContent(alwaysBounce: true)
        #expect(bouncing.held < 0, "pulled past the top, rubber-banded")
        #expect(bouncing.rest == 0, "and back at the top once released")
        let off = Self.pullShortContent(alwaysBounce: true, bounces: false)
        #expect(off.held == 0 && off.rest == 0, "bounces off wins, as in UIKit")
    }

    @Test("a table view, like UITableView, bounces a short list under a drag")
    func tableBouncesShortList() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(table.alwaysBounceVertical)
        #expect(!ScrollView(frame: .zero).alwaysBounceVertical)
    }
}
