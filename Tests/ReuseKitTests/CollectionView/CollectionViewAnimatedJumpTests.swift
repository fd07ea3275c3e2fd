import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import TestSupport
import Testing

/// An animated `scrollToItem` glides past lines that learn their lengths on the way; it ends
/// where the jump without animation lands, the item exactly at its position.
@MainActor
@Suite("Collection view: animated jumps through self-sizing items")
struct CollectionViewAnimatedJumpTests {
    /// Heights in 20...300 drawn from the index path and `seed` alone.
    static func tallHeights(seed: UInt64) -> (IndexPath) -> CGFloat {
        { indexPath in
            var generator = SeededGenerator(seed: seed &+ UInt64(indexPath.item) &* 0x9E37_79B9)
            return CGFloat(20 + generator.next() % 281)
        }
    }

    /// A flow layout of two self-sizing items a line, each estimated 100 tall.
    static func twoALine(_ fixture: CollectionFixture) -> CollectionView {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 200, height: 100)
        return fixture.makeView(layout: layout, width: 430, height: 932)
    }

    /// A plain list of self-sizing rows.
    static func list(_ fixture: CollectionFixture) -> CollectionView {
        fixture.makeView(
            layout: CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: .plain)), width: 430, height: 932)
    }

    /// Glides to `target` on a frame clock until the view rests; returns an issue, if any.
    static func glide(
        _ view: CollectionView, to target: IndexPath, at position: CollectionView.ScrollPosition,
        clock: ManualFrameClock
    ) -> String? {
        view.scrollToItem(at: target, at: position, animated: true)
        view.layoutIfNeeded()
        guard view.isAnimatingScroll else { return "the jump to \(target) does not animate" }
        var frames = 0
        while view.isMoving && frames < 600 {
            clock.advance(by: 1.0 / 60)
            _ = view.step()
            view.layoutIfNeeded()
            frames += 1
            if let problem = view.checkInvariants() { return "frame \(frames): \(problem)" }
        }
        guard frames < 600 else { return "the glide to \(target) does not end" }
        return missedBy(view, target, position).map { "\(target) at \(position.rawValue) is \($0) pt off" }
    }

    /// How far an item's cell stands from `position` in the view, when not exactly there and
    /// the view is not at an end of its content.
    static func missedBy(
        _ view: CollectionView, _ target: IndexPath, _ position: CollectionView.ScrollPosition
    )
        -> CGFloat?
    {
        guard let frame = view.cellForItem(at: target)?.frame else { return .infinity }
        let top = view.contentOffset.y
        let bottom = top + view.bounds.height
        let miss: CGFloat
        switch position {
        case .top: miss = frame.minY - top
        case .bottom: miss = frame.maxY - bottom
        default: miss = frame.midY - (top + bottom) / 2
        }
        let atEnd = top == view.minimumContentOffsetY || top == view.maximumContentOffsetY
        return abs(miss) <= (position == .centeredVertically ? 0.5 : 0) || atEnd ? nil : miss
    }

    @Test("a glide to an item at the top of a flow of two items a line ends with it at the top")
    func flowGlideEndsOnTarget() {
        let fixture = CollectionFixture(counts: [20_000])
        fixture.fittedHeight = Self.tallHeights(seed: 3)
        let view = Self.twoALine(fixture)
        let clock = ManualFrameClock()
        view.clock = clock
        view.layoutIfNeeded()
        let problem = Self.glide(view, to: IndexPath(item: 11_382, section: 0), at: .top, clock: clock)
        #expect(problem == nil)
    }

    @Test("a glide to a row at the bottom of a list ends with it at the bottom")
    func listGlideEndsOnTarget() {
        let fixture = CollectionFixture(counts: [30_000])
        fixture.fittedHeight = Self.tallHeights(seed: 5)
        let view = Self.list(fixture)
        let clock = ManualFrameClock()
        view.clock = clock
        view.layoutIfNeeded()
        let problem = Self.glide(view, to: IndexPath(item: 17_247, section: 0), at: .bottom, clock: clock)
        #expect(problem == nil)
    }

    @Test("glides to random items at every position, down and up, end exactly on them")
    func randomGlidesEndOnTarget() {
        let run = RandomizedRun(name: "CollectionAnimatedJump", defaultIterations: 12)
        var random = run.makeGenerator()
        let positions: [CollectionView.ScrollPosition] = [.top, .centeredVertically, .bottom]
        for layout in 0..<2 {
            let fixture = CollectionFixture(counts: [25_000])
            fixture.fittedHeight = Self.tallHeights(seed: run.seed &+ UInt64(layout))
            let view = layout == 0 ? Self.twoALine(fixture) : Self.list(fixture)
            let clock = ManualFrameClock()
            view.clock = clock
            view.layoutIfNeeded()
            for step in 0..<run.iterations {
                let target = IndexPath(item: Int.random(in: 0..<25_000, using: &random), section: 0)
                let position = positions[step % 3]
                if let problem = Self.glide(view, to: target, at: position, clock: clock) {
                    Issue.record("layout \(layout) step \(step): \(problem) (SEED=\(run.seed))")
                    return
                }
            }
        }
    }
}
