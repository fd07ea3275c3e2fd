import Foundation
@_spi(Hosting) import ReuseKit
import Testing

@Suite("Scroll view: content wider than the view scrolls sideways")
@MainActor
struct ScrollViewHorizontalTests {
    static func make(contentWidth: CGFloat, contentHeight: CGFloat = 100) -> (ScrollView, ManualFrameClock) {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: contentWidth, height: contentHeight)
        let clock = ManualFrameClock()
        scrollView.clock = clock
        return (scrollView, clock)
    }

    /// Drags by `dx` over ten frames of 16 ms, and releases after `pause` seconds.
    static func fling(_ scrollView: ScrollView, _ clock: ManualFrameClock, dx: CGFloat, pause: Double = 0)
        -> Bool
    {
        scrollView.beginDragging()
        for step in 1...10 {
            clock.advance(by: 0.016)
            scrollView.drag(translation: CGPoint(x: dx * CGFloat(step) / 10, y: 0))
        }
        clock.advance(by: pause)
        return scrollView.endDragging()
    }

    @Test("a sideways drag moves wide content with the finger; a vertical one moves nothing")
    func dragAcross() {
        let (scrollView, clock) = Self.make(contentWidth: 1000)
        #expect(Self.fling(scrollView, clock, dx: -40, pause: 0.2) == false)
        #expect(scrollView.contentOffset == CGPoint(x: 40, y: 0))
        scrollView.beginDragging()
        clock.advance(by: 0.016)
        scrollView.drag(translation: CGPoint(x: 0, y: -30))
        #expect(scrollView.contentOffset == CGPoint(x: 40, y: 0))
        scrollView.endDragging()
    }

    @Test("content no wider than the view never moves sideways, as in UIKit")
    func narrowContentStaysPut() {
        let (scrollView, clock) = Self.make(contentWidth: 100, contentHeight: 1000)
        #expect(Self.fling(scrollView, clock, dx: -60) == false)
        #expect(scrollView.contentOffset.x == 0)
        scrollView.scroll(by: CGPoint(x: 25, y: 0))
        #expect(scrollView.contentOffset.x == 0)
    }

    @Test("a fling glides on and stops at the right edge, bouncing back into range")
    func flingGlidesAndBounces() {
        let (scrollView, clock) = Self.make(contentWidth: 600)
        #expect(Self.fling(scrollView, clock, dx: -200))
        var frames = 0
        var farthest: CGFloat = 0
        while scrollView.step() && frames < 2000 {
            farthest = max(farthest, scrollView.contentOffset.x)
            clock.advance(by: 1.0 / 60)
            frames += 1
        }
        #expect(frames > 5 && frames < 2000)
        #expect(farthest > 500, "the glide went past the right edge before bouncing")
        #expect(scrollView.contentOffset == CGPoint(x: 500, y: 0))
    }

    @Test("paging snaps sideways to multiples of the view's width")
    func pagingAcross() {
        let (scrollView, clock) = Self.make(contentWidth: 400)
        scrollView.isPagingEnabled = true
        _ = Self.fling(scrollView, clock, dx: -70, pause: 0.3)
        while scrollView.step() { clock.advance(by: 1.0 / 60) }
        #expect(scrollView.contentOffset == CGPoint(x: 100, y: 0))
    }

    @Test("the wheel, the column keys, page keys and Home / End move content that scrolls only sideways")
    func keysAcross() {
        let (scrollView, _) = Self.make(contentWidth: 1000)
        scrollView.scroll(by: CGPoint(x: 30, y: 0))
        #expect(scrollView.contentOffset == CGPoint(x: 30, y: 0))
        scrollView.scroll(by: CGPoint(x: -50, y: 40))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 0))
        scrollView.scrollToEdge(.bottom)
        #expect(scrollView.contentOffset == CGPoint(x: 900, y: 0))
        scrollView.scrollToEdge(.top)
        let column = scrollView.traitCollection.textSystem.width(of: " ")
        scrollView.scrollByPage(1)
        #expect(scrollView.contentOffset == CGPoint(x: 100 - column, y: 0))
    }

    @Test("an animated setContentOffset glides sideways and tells the delegate when it ends")
    func animatedAcross() {
        let (scrollView, clock) = Self.make(contentWidth: 1000)
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        scrollView.setContentOffset(CGPoint(x: 300, y: 0), animated: true)
        #expect(scrollView.isAnimatingScroll)
        clock.advance(by: 0.1)
        scrollView.step()
        #expect(scrollView.contentOffset.x > 0 && scrollView.contentOffset.x < 300)
        while scrollView.step() { clock.advance(by: 1.0 / 60) }
        #expect(scrollView.contentOffset == CGPoint(x: 300, y: 0))
        #expect(recorder.events == ["didEndAnimation"])
    }
}
