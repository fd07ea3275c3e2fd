import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import TestSupport
import Testing

@MainActor
@Suite("Collection view: self-sizing cells and exact jumps")
struct CollectionViewSelfSizingTests {
    static func estimatedLayout() -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 120, height: 80)
        layout.minimumLineSpacing = 10
        return layout
    }

    @Test("a line is as long as its tallest fitted cell; lines out of view keep their estimate")
    func linesFitTheirTallestCell() {
        let fixture = CollectionFixture(counts: [100_000])
        fixture.fittedHeight = { CGFloat(30 + $0.item % 3 * 20) }
        let view = fixture.makeView(layout: Self.estimatedLayout())
        view.layoutIfNeeded()
        let first = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        let farAway = view.layoutAttributesForItem(at: IndexPath(item: 90_000, section: 0))?.frame
        #expect(first?.height == 70)
        #expect(farAway?.height == 80)
        #expect(view.checkInvariants() == nil)
    }

    @Test("scrollToItem lands exactly for every position on items never measured")
    func exactJumps() {
        let run = RandomizedRun(name: "CollectionJump", defaultIterations: 60)
        let fixture = CollectionFixture(counts: [3000, 40_000, 500])
        fixture.fittedHeight = CollectionFixture.hashedHeight(seed: run.seed)
        let layout = Self.estimatedLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let view = fixture.makeView(layout: layout)
        view.contentInset = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        view.layoutIfNeeded()
        CollectionJumpChecks.exactJumps(view, counts: fixture.counts, run: run)
    }

    @Test("lines above measured while scrolling up never move the cells on screen")
    func anchoring() {
        let fixture = CollectionFixture(counts: [10_000])
        fixture.fittedHeight = CollectionFixture.hashedHeight(seed: 7)
        let view = fixture.makeView(layout: Self.estimatedLayout())
        #expect(CollectionJumpChecks.anchoring(view, from: IndexPath(item: 6000, section: 0)) > 200)
    }

    @Test("an animated scrollToItem glides on the clock and lands exactly where the jump would")
    func animatedJumpLandsExactly() {
        let fixture = CollectionFixture(counts: [60_000])
        fixture.fittedHeight = CollectionFixture.hashedHeight(seed: 11)
        let view = fixture.makeView(layout: Self.estimatedLayout())
        let clock = ManualFrameClock()
        view.clock = clock
        view.layoutIfNeeded()
        let target = IndexPath(item: 40_000, section: 0)
        view.scrollToItem(at: target, at: .centeredVertically, animated: true)
        view.layoutIfNeeded()
        #expect(view.isAnimatingScroll)
        var frames = 0
        while view.isMoving && frames < 600 {
            clock.advance(by: 1.0 / 60)
            _ = view.step()
            view.layoutIfNeeded()
            frames += 1
            if let problem = view.checkInvariants() {
                Issue.record("frame \(frames): \(problem)")
                return
            }
        }
        #expect(frames > 1 && frames < 600)
        let frame = view.cellForItem(at: target)?.frame
        let middle = view.contentOffset.y + view.bounds.height / 2
        #expect(
            frame.map { abs($0.midY - middle) <= 0.5 } == true,
            "\(String(describing: frame)) around \(middle)")
    }
}
