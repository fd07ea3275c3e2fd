import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// Lines 17 points high, as the pixel host's text: a wheel notch there is 51 points.
@MainActor
private final class PixelLines: TextSystem {
    func width(of text: String) -> CGFloat { CGFloat(text.count) * 8 }
    var lineHeight: CGFloat { 17 }
    func lines(of text: String, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode) -> [String]
    {
        [text]
    }
}

@Suite("Pager view: a touchpad swipe or a wheel notch turns one page")
@MainActor
struct PagerViewWheelTests {
    /// A pager of `count` pages with the pixel host's lines.
    static func fixture(count: Int = 5, axis: PagerView.Axis = .horizontal) -> PagerFixture {
        let fixture = PagerFixture(count: count, axis: axis)
        fixture.pager.traitOverrides = TraitCollection(textSystem: PixelLines())
        return fixture
    }

    /// Scrolls by `count` deltas of `delta` spread over `duration` seconds, as a host delivers
    /// them: a frame is stepped after each, and no more than one page waits in the queue.
    static func swipe(
        _ fixture: PagerFixture, _ delta: CGPoint, count: Int = 40, over duration: Double = 0.3,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for sample in 0..<count {
            if sample > 0 { fixture.clock.advance(by: duration / Double(count - 1)) }
            fixture.pager.scrollWheel(by: delta)
            #expect(fixture.pager.checkInvariants() == nil, sourceLocation: sourceLocation)
            #expect(
                fixture.pager.motion.pendingSteps <= 1, "delta \(sample) queued another page",
                sourceLocation: sourceLocation)
            fixture.pager.step()
            #expect(fixture.pager.checkInvariants() == nil, sourceLocation: sourceLocation)
        }
    }

    @Test("40 deltas of 3 points over 300 ms turn exactly one page")
    func swipeTurnsOnePage() {
        let fixture = Self.fixture()
        Self.swipe(fixture, CGPoint(x: 3, y: 0))
        #expect(fixture.pager.isMoving || fixture.index == 1)
        fixture.settle()
        #expect(fixture.index == 1)
        #expect(fixture.settlements.map(\.index) == [0, 1])
        #expect(fixture.settlements.last?.direction == .left)
    }

    @Test("a second swipe after a pause turns the next page; a swipe back turns back")
    func secondSwipeAndBack() {
        let fixture = Self.fixture()
        Self.swipe(fixture, CGPoint(x: 3, y: 0))
        fixture.clock.advance(by: 0.25)
        fixture.settle()
        Self.swipe(fixture, CGPoint(x: 2, y: 0))
        fixture.settle()
        #expect(fixture.index == 2)
        fixture.clock.advance(by: 0.5)
        Self.swipe(fixture, CGPoint(x: -3, y: 0))
        fixture.settle()
        #expect(fixture.index == 1)
        #expect(fixture.settlements.map(\.index) == [0, 1, 2, 1])
        #expect(fixture.settlements.last?.direction == .right)
    }

    @Test("a quick second swipe while the first page still slides goes on to the next page")
    func quickSecondSwipe() {
        let fixture = Self.fixture()
        Self.swipe(fixture, CGPoint(x: 6, y: 0), count: 20, over: 0.08)
        fixture.clock.advance(by: 0.2)
        fixture.pager.step()
        #expect(fixture.pager.isMoving && fixture.index == 0, "the first page still slides")
        Self.swipe(fixture, CGPoint(x: 6, y: 0), count: 20, over: 0.08)
        fixture.settle()
        #expect(fixture.index == 2)
        #expect(fixture.settlements.map(\.index) == [0, 1, 2])
    }

    @Test("wheel notches clicked a quarter second apart turn one page each, also while pages slide")
    func notches() {
        let fixture = Self.fixture()
        for _ in 0..<3 {
            fixture.pager.scrollWheel(by: CGPoint(x: 0, y: 51))
            #expect(fixture.pager.checkInvariants() == nil)
            for _ in 0..<15 {
                fixture.clock.advance(by: 1.0 / 60)
                fixture.pager.step()
                #expect(fixture.pager.checkInvariants() == nil)
            }
        }
        fixture.settle()
        #expect(fixture.index == 3)
        fixture.clock.advance(by: 0.25)
        fixture.pager.scrollWheel(by: CGPoint(x: 0, y: -51))
        fixture.settle()
        #expect(fixture.index == 2)
        #expect(fixture.settlements.map(\.index) == [0, 1, 2, 3, 2])
    }

    @Test("a stray nudge short of a line turns nothing")
    func strayNudge() {
        let fixture = Self.fixture()
        Self.swipe(fixture, CGPoint(x: 3, y: 0), count: 5, over: 0.04)
        fixture.clock.advance(by: 0.3)
        Self.swipe(fixture, CGPoint(x: -4, y: 0), count: 4, over: 0.03)
        #expect(!fixture.pager.isMoving)
        #expect(fixture.index == 0)
        #expect(fixture.settlements.count == 1 && fixture.bounces.isEmpty)
    }

    @Test("at the last page a swipe bounces once, not once a delta")
    func bounceOnce() {
        let fixture = Self.fixture()
        fixture.pager.scrollToPage(4, animated: false)
        Self.swipe(fixture, CGPoint(x: 3, y: 0))
        fixture.settle()
        #expect(fixture.index == 4)
        #expect(fixture.bounces == [.end])
    }

    @Test("a vertical swipe with sideways jitter turns a horizontal pager by its vertical distance")
    func crossAxis() {
        let fixture = Self.fixture()
        for sample in 0..<40 {
            fixture.clock.advance(by: 0.3 / 40)
            let jitter: CGFloat = sample.isMultiple(of: 2) ? -0.5 : 0.5
            fixture.pager.scrollWheel(by: CGPoint(x: jitter, y: 4))
            fixture.pager.step()
        }
        fixture.settle()
        #expect(fixture.index == 1)

        let vertical = Self.fixture(axis: .vertical)
        Self.swipe(vertical, CGPoint(x: 0, y: 3))
        vertical.settle()
        #expect(vertical.index == 1)
    }

    @Test("the wheel is ignored while a finger holds the pages")
    func ignoredWhileDragging() {
        let fixture = Self.fixture()
        fixture.pager.beginDragging()
        fixture.pager.scrollWheel(by: CGPoint(x: 51, y: 0))
        fixture.pager.drag(translation: CGPoint(x: -10, y: 0))
        fixture.clock.advance(by: 0.5)
        fixture.pager.endDragging()
        fixture.settle()
        #expect(fixture.index == 0)
    }

    @Test("through the hosts' pointer gestures, a touchpad swipe turns one page")
    func throughPointerGestures() {
        let fixture = Self.fixture()
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        root.addSubview(fixture.pager)
        let gestures = PointerGestures()
        for _ in 0..<40 {
            gestures.wheel(by: CGPoint(x: 0, y: 3), at: CGPoint(x: 50, y: 30), in: root)
            fixture.clock.advance(by: 0.3 / 40)
            fixture.pager.step()
            #expect(fixture.pager.checkInvariants() == nil)
        }
        for _ in 0..<600 where fixture.pager.step() { fixture.clock.advance(by: 1.0 / 60) }
        #expect(!fixture.pager.isMoving)
        #expect(fixture.index == 1)
    }
}
