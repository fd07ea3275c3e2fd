import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@Suite("Waterfall view: reuse, selection, prefetching and gliding")
@MainActor
struct WaterfallViewInteractionTests {
    @Test("it reloads when first attached to a superview, as the seed did")
    func reloadsOnAttach() {
        let fixture = WaterfallFixture(count: 30, height: { _ in 40 })
        let view = fixture.makeView()
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(view.needsReloadFlag)
        root.addSubview(view)
        #expect(!view.needsReloadFlag)
        #expect(view.numberOfCells == 30)
        #expect(view.contentSize.height > 0)
    }

    @Test("a tap selects the cell under it and tells the delegate; a tap in a gap selects nothing")
    func tapSelects() {
        let fixture = WaterfallFixture(count: 100, columns: 2, height: { _ in 50 })
        let view = fixture.makeView(width: 200)
        view.layoutIfNeeded()
        let frame = view.rectForCell(at: 3)
        #expect(view.tapCell(at: CGPoint(x: frame.midX, y: frame.midY)) == 3)
        #expect(fixture.selected == [3])
        #expect(view.cell(at: 3)?.isSelected == true)
        #expect(view.tapCell(at: CGPoint(x: 100, y: frame.midY)) == nil)
        #expect(view.tapCell(at: CGPoint(x: frame.midX, y: frame.maxY + 1)) == nil)
        #expect(view.checkInvariants() == nil)
        view.contentOffset.y = 2000
        view.layoutIfNeeded()
        view.contentOffset.y = 0
        view.layoutIfNeeded()
        #expect(view.cell(at: 3)?.isSelected == true)
        #expect(view.checkInvariants() == nil)
    }

    @Test("dequeue returns a pooled cell of the asked identifier, a new registered one, or nil")
    func dequeueByIdentifier() {
        final class Other: WaterfallViewCell {}
        let view = WaterfallView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.register(WaterfallViewCell.self, forCellReuseIdentifier: "a")
        view.register(Other.self, forCellReuseIdentifier: "b")
        let a = view.dequeueReusableCell(withIdentifier: "a")
        let b = view.dequeueReusableCell(withIdentifier: "b")
        #expect(b is Other)
        #expect(view.dequeueReusableCell(withIdentifier: "missing") == nil)
        if let a, let b {
            view.recycle(a)
            view.recycle(b)
        }
        #expect(view.dequeueReusableCell(withIdentifier: "b") === b)
        #expect(view.dequeueReusableCell(withIdentifier: "a") === a)
        #expect(view.cellCounters.created == 2)
    }

    @Test("every displayed cell ends displaying once when it leaves")
    func displayCallbacksPair() {
        let fixture = WaterfallFixture(count: 400, height: WaterfallFixture.hashedHeight(seed: 9))
        let view = fixture.makeView(height: 200)
        for step in 0..<150 {
            view.contentOffset.y = CGFloat(step * 37)
            view.layoutIfNeeded()
        }
        #expect(fixture.displayed - fixture.endedDisplaying == view.visibleCells.count)
    }

    @Test("prefetching places and asks for the cells ahead, nearest first, and cancels those left behind")
    func prefetch() {
        let fixture = WaterfallFixture(count: 1000, columns: 2, height: { _ in 92 })
        let view = fixture.makeView(width: 200, height: 200)
        view.prefetchDataSource = fixture
        view.layoutIfNeeded()
        // Rows are 100 pt apart: rows 0 and 1 are visible, rows 2 and 3 lie within one screen below.
        #expect(view.indexesForVisibleCells == [0, 1, 2, 3])
        #expect(fixture.prefetched.first == [4, 5, 6, 7])
        view.contentOffset.y = 1000
        view.layoutIfNeeded()
        #expect(fixture.prefetched.last?.first == 24)
        #expect(fixture.cancelled.last?.contains(4) == true)
        view.contentOffset.y = 900
        view.layoutIfNeeded()
        #expect(fixture.prefetched.last == [17, 16, 15, 14])
        #expect(view.checkInvariants() == nil)
    }

    @Test("heights from an aspect ratio follow the column width")
    func aspectRatio() {
        let fixture = WaterfallFixture(count: 10, columns: 2, height: { _ in 0 })
        fixture.aspectRatio = { _ in 2 }
        let view = fixture.makeView(width: 224)
        view.layoutIfNeeded()
        #expect(view.rectForCell(at: 0) == CGRect(x: 8, y: 8, width: 100, height: 50))
        #expect(fixture.heightCalls == 0)
    }

    @Test("left to right placement fills the columns in turn")
    func leftToRight() {
        let fixture = WaterfallFixture(count: 9, columns: 3, height: { $0 == 0 ? 200 : 20 })
        let view = fixture.makeView()
        view.placement = .leftToRight
        view.layoutIfNeeded()
        #expect(view.rectForCell(at: 3).minX == view.rectForCell(at: 0).minX)
        #expect(view.rectForCell(at: 3).minY == 216)
        #expect(view.checkInvariants() == nil)
    }

    @Test("a fling glides on the engine's physics into content placed on the way, and rests at its end")
    func flingIntoEstimate() {
        let clock = ManualFrameClock()
        let fixture = WaterfallFixture(count: 3000, height: WaterfallFixture.hashedHeight(seed: 5))
        let view = fixture.makeView()
        view.clock = clock
        view.estimatedCellHeight = 5
        view.layoutIfNeeded()
        for _ in 0..<40 {
            view.beginDragging()
            for frame in 1...5 {
                clock.advance(by: 0.01)
                view.drag(translation: CGPoint(x: 0, y: CGFloat(-400 * frame)))
                view.layoutIfNeeded()
            }
            view.endDragging()
            var frames = 0
            while view.step() && frames < 2000 {
                clock.advance(by: 1.0 / 60)
                view.layoutIfNeeded()
                #expect(view.checkInvariants() == nil)
                frames += 1
            }
            view.layoutIfNeeded()
        }
        #expect(view.placedCellCount == 3000)
        #expect(view.contentOffset.y == view.contentSize.height - 480)
        #expect(view.checkInvariants() == nil)
    }
}
