import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// The gesture surface a host feeds; declaring both views conform makes the compiler hold
/// their signatures equal.
@MainActor
protocol PanDriven: AnyObject {
    var isMoving: Bool { get }
    var isDragging: Bool { get }
    func beginDragging()
    func drag(translation: CGPoint)
    @discardableResult func endDragging() -> Bool
    @discardableResult func step() -> Bool
}

extension ScrollView: PanDriven {}
extension PagerView: PanDriven {}

@MainActor
@Suite("The pager on the scroll views' gesture path")
struct PagerGesturePathTests {
    /// A pan of `translation` over ten frames of 1/60 s, released, then frames until rest;
    /// returns whether the release left the view moving and how many frames it took to rest.
    @discardableResult
    func pan(_ view: some PanDriven, by translation: CGPoint, clock: ManualFrameClock) -> (Bool, Int) {
        view.beginDragging()
        for frame in 1...10 {
            clock.advance(by: 1.0 / 60)
            view.drag(
                translation: CGPoint(
                    x: translation.x * CGFloat(frame) / 10, y: translation.y * CGFloat(frame) / 10))
        }
        let moving = view.endDragging()
        var frames = 0
        while view.step() {
            clock.advance(by: 1.0 / 60)
            frames += 1
            if frames > 600 { break }
        }
        return (moving, frames)
    }

    @Test("One pan routine turns a page and scrolls a table: both glide on after release and rest")
    func samePath() {
        let fixture = PagerFixture(count: 5)
        let (pagerMoved, pagerFrames) = pan(fixture.pager, by: CGPoint(x: -70, y: 5), clock: fixture.clock)
        #expect(pagerMoved && pagerFrames > 0 && pagerFrames <= 600)
        #expect(fixture.index == 1)
        #expect(!fixture.pager.isMoving && !fixture.pager.isDragging)
        #expect(fixture.pager.checkInvariants() == nil)

        let rows = TableFixture(sections: [Array(repeating: 44, count: 100)])
        let table = rows.makeTable(height: 300, width: 100)
        let clock = ManualFrameClock()
        table.clock = clock
        table.layoutIfNeeded()
        let (tableMoved, tableFrames) = pan(table, by: CGPoint(x: 5, y: -300), clock: clock)
        #expect(tableMoved && tableFrames > 0 && tableFrames <= 600)
        #expect(table.contentOffset.y > 300)
        #expect(!table.isMoving && !table.isDragging)
        table.layoutIfNeeded()
        #expect(table.checkInvariants() == nil)
    }

    @Test("Along its axis only: a vertical pager turns on y and ignores x, as a table scrolls on y")
    func axis() {
        let fixture = PagerFixture(count: 5, axis: .vertical)
        pan(fixture.pager, by: CGPoint(x: -90, y: 0), clock: fixture.clock)
        #expect(fixture.index == 0)
        pan(fixture.pager, by: CGPoint(x: 0, y: -45), clock: fixture.clock)
        #expect(fixture.index == 1)
    }

    @Test("With scrolling disabled neither a pager nor a table moves under a pan")
    func scrollDisabled() {
        let fixture = PagerFixture(count: 5)
        fixture.pager.isScrollEnabled = false
        let (pagerMoved, _) = pan(fixture.pager, by: CGPoint(x: -90, y: 0), clock: fixture.clock)
        #expect(!pagerMoved && !fixture.pager.isDragging)
        #expect(fixture.index == 0)
        // Code still turns it.
        fixture.pager.scrollToPage(2, animated: false)
        #expect(fixture.index == 2)

        let rows = TableFixture(sections: [Array(repeating: 44, count: 100)])
        let table = rows.makeTable(height: 300, width: 100)
        table.clock = fixture.clock
        table.isScrollEnabled = false
        table.layoutIfNeeded()
        let (tableMoved, _) = pan(table, by: CGPoint(x: 0, y: -300), clock: fixture.clock)
        #expect(!tableMoved && table.contentOffset.y == 0)
    }
}
