import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import TestSupport
import Testing

/// An app's own layout: items on a spiral staircase, each 60 pt square, turning around the
/// middle of the view while going down 30 pt an item. It answers from arithmetic alone.
@MainActor
class SpiralLayout: CollectionViewLayout {
    var count = 0
    var prepareCount = 0
    static let side: CGFloat = 60

    override func prepare() {
        prepareCount += 1
        count = collectionView.map { $0.numberOfSections > 0 ? $0.numberOfItems(inSection: 0) : 0 } ?? 0
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(count) * 30 + Self.side)
    }

    func frame(_ item: Int) -> CGRect {
        let angle = Double(item) * 0.5
        let radius = Double(((collectionView?.bounds.width ?? 0) - Self.side) / 2)
        let x = radius + cos(angle) * radius
        return CGRect(x: x.rounded(), y: CGFloat(item) * 30, width: Self.side, height: Self.side)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let first = max(0, Int(((rect.minY - Self.side) / 30).rounded(.down)))
        let last = min(count, Int((rect.maxY / 30).rounded(.up)) + 1)
        guard first < last else { return [] }
        return (first..<last).compactMap { item in
            let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: 0))
            return attributes.flatMap { $0.frame.maxY > rect.minY && $0.frame.minY < rect.maxY ? $0 : nil }
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame(indexPath.item)
        return attributes
    }
}

/// The spiral, whose glides stop only where an item's top is at the top of the view.
@MainActor
final class SnappingSpiralLayout: SpiralLayout {
    var asked: [(proposed: CGPoint, velocity: CGPoint)] = []

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        asked.append((proposedContentOffset, velocity))
        return CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 30).rounded() * 30)
    }
}

@MainActor
@Suite("Collection view with an app's own layout")
struct CollectionViewCustomLayoutTests {
    @Test("a glide ends where the layout's targetContentOffset says, once asked at the release")
    func layoutChoosesWhereGlidesEnd() {
        let layout = SnappingSpiralLayout()
        let fixture = CollectionFixture(counts: [10_000])
        let view = fixture.makeView(layout: layout, width: 320, height: 480)
        let clock = ManualFrameClock()
        view.clock = clock
        view.layoutIfNeeded()
        view.beginDragging()
        for step in 1...10 {
            clock.advance(by: 0.016)
            view.drag(translation: CGPoint(x: 0, y: -CGFloat(step) * 13))
        }
        #expect(view.endDragging())
        #expect(layout.asked.count == 1)
        let proposed = layout.asked.first?.proposed.y ?? 0
        #expect(layout.asked.first.map { $0.velocity.y > 0 } == true)
        while view.step() {
            clock.advance(by: 1.0 / 60)
            view.layoutIfNeeded()
        }
        #expect(view.contentOffset.y == (proposed / 30).rounded() * 30)
        #expect(view.contentOffset.y.truncatingRemainder(dividingBy: 30) == 0 && view.contentOffset.y > 130)
        #expect(view.checkInvariants() == nil)
    }

    @Test("a layout subclass is virtualized: cells only for the items whose frames meet the bounds")
    func spiralIsVirtualized() {
        let run = RandomizedRun(name: "Spiral", defaultIterations: 200)
        var random = run.makeGenerator()
        let layout = SpiralLayout()
        let fixture = CollectionFixture(counts: [100_000])
        let view = fixture.makeView(layout: layout, width: 320, height: 480)
        view.layoutIfNeeded()
        #expect(layout.prepareCount == 1)
        #expect(fixture.cellRequests.count == 16, "\(fixture.cellRequests)")
        for step in 0..<run.iterations {
            if Bool.random(using: &random) {
                view.scroll(by: CGPoint(x: 0, y: CGFloat(Int.random(in: -200...200, using: &random))))
            } else {
                view.setContentOffset(
                    CGPoint(x: 0, y: CGFloat(Int.random(in: 0...2_999_000, using: &random))), animated: false)
            }
            view.layoutIfNeeded()
            if let problem = view.checkInvariants() {
                Issue.record("step \(step): \(problem) (SEED=\(run.seed))")
                return
            }
        }
        #expect(layout.prepareCount == 1)
        #expect(view.cellCounters.created <= 40)
        #expect(view.indexPathForItem(at: CGPoint(x: layout.frame(7).midX, y: layout.frame(7).midY)) != nil)
    }

    @Test("a new layout keeps the item at the top of the view")
    func switchingLayouts() {
        let grid = CollectionViewFlowLayout()
        grid.itemSize = CGSize(width: 100, height: 100)
        let fixture = CollectionFixture(counts: [1000])
        let view = fixture.makeView(layout: grid)
        view.layoutIfNeeded()
        view.scrollToItem(at: IndexPath(item: 300, section: 0), at: .top, animated: false)
        view.layoutIfNeeded()
        let list = CollectionViewFlowLayout()
        list.itemSize = CGSize(width: 390, height: 44)
        view.setCollectionViewLayout(list, animated: false)
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 300, section: 0))?.frame.minY == view.contentOffset.y)
        #expect(view.checkInvariants() == nil)
        // Assigned, as UIKit's property is, the grid takes over again; the list lets go of the view.
        view.collectionViewLayout = grid
        view.layoutIfNeeded()
        #expect(list.collectionView == nil)
        #expect(grid.collectionView === view)
        #expect(view.cellForItem(at: IndexPath(item: 300, section: 0))?.frame.minY == view.contentOffset.y)
        #expect(view.checkInvariants() == nil)
    }
}

@MainActor
@Suite("Collection view reuse across jumps")
struct CollectionViewJumpReuseTests {
    @Test("a screen of a few hundred small items is made once: far jumps reuse every cell")
    func wideScreensReuse() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 40)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let fixture = CollectionFixture(counts: [1_000_000])
        let view = fixture.makeView(layout: layout, width: 1600, height: 1320)
        view.layoutIfNeeded()
        let screen = view.visibleCells.count
        #expect(screen == 1320)
        for target in [900_000, 10, 500_000, 999_999, 0] {
            view.scrollToItem(at: IndexPath(item: target, section: 0), at: .top, animated: false)
            view.layoutIfNeeded()
        }
        #expect(view.cellCounters.created <= screen + 40)
        #expect(view.checkInvariants() == nil)
    }
}
