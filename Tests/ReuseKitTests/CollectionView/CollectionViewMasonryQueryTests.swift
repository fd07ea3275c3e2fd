import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import TestSupport
import Testing

/// A masonry answers questions about any point and rectangle, as UIKit's layouts do, placing
/// the items it needs first.
@MainActor
@Suite("Collection view masonry sections: hit testing and rectangles anywhere")
struct CollectionViewMasonryQueryTests {
    static func masonry() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout(
            section: .masonry(columnCount: 3, spacing: 8, estimatedItemHeight: 90) { item, width in
                width * CGFloat(4 + (item &* 2_654_435_761) % 9) / 6
            })
    }

    /// Whether two rectangles share some area (edges that touch do not count, as for cells).
    static func meets(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// Every item whose frame (placing every item) meets `rect`.
    static func items(meeting rect: CGRect, in view: CollectionView, count: Int) -> Set<IndexPath> {
        Set(
            (0..<count).map { IndexPath(item: $0, section: 0) }.filter {
                view.layoutAttributesForItem(at: $0).map { meets($0.frame, rect) } == true
            })
    }

    @Test("a point and a rectangle just below the view find the items placed there")
    func justBelowTheView() {
        let fixture = CollectionFixture(counts: [2000])
        let view = fixture.makeView(layout: Self.masonry())
        view.layoutIfNeeded()
        let point = CGPoint(x: 40, y: view.bounds.maxY + 36)
        let rect = CGRect(x: 0, y: view.bounds.maxY + 10, width: 390, height: 200)
        let hit = view.indexPathForItem(at: point)
        let found = Set(
            view.collectionViewLayout.layoutAttributesForElements(in: rect)?.map(\.indexPath) ?? [])
        let expected = Self.items(meeting: rect, in: view, count: 2000)
        #expect(!expected.isEmpty)
        #expect(found == expected)
        let under = (0..<2000).map { IndexPath(item: $0, section: 0) }.first {
            view.layoutAttributesForItem(at: $0)?.frame.contains(point) == true
        }
        #expect(hit != nil)
        #expect(hit == under)
        #expect(view.checkInvariants() == nil)
    }

    @Test("points and rectangles anywhere find what a fully placed masonry has there; the screen stays")
    func randomQueries() {
        let run = RandomizedRun(name: "MasonryQueries", defaultIterations: 30)
        var random = run.makeGenerator()
        for iteration in 0..<run.iterations {
            let fixture = CollectionFixture(counts: [3, 600, 20])
            let layout = CollectionViewCompositionalLayout { index, _ in
                guard index == 1 else { return CollectionViewMasonrySectionTests.listSection() }
                return .masonry(columnCount: 3, spacing: 8, estimatedItemHeight: 90) { item, width in
                    width * CGFloat(4 + (item &* 2_654_435_761) % 9) / 6
                }
            }
            let view = fixture.makeView(layout: layout)
            view.layoutIfNeeded()
            view.contentOffset.y = CGFloat(Int.random(in: 0...600, using: &random))
            view.layoutIfNeeded()
            let shown = view.visibleCells.map { ($0, $0.frame.minY - view.contentOffset.y) }
            // A point and a rectangle starting in the masonry as it stands (past its estimated
            // end the next section stands, until the masonry is placed that far).
            func masonryEnd() -> Int {
                Int(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame.minY ?? 0)
            }
            let point = CGPoint(
                x: CGFloat(Int.random(in: 0..<390, using: &random)),
                y: CGFloat(Int.random(in: 0...masonryEnd(), using: &random)))
            let hit = view.indexPathForItem(at: point)
            let rect = CGRect(
                x: 0, y: CGFloat(Int.random(in: 0...masonryEnd(), using: &random)), width: 390,
                height: CGFloat(Int.random(in: 1...900, using: &random)))
            let found = Set(
                view.collectionViewLayout.layoutAttributesForElements(in: rect)?
                    .filter { $0.representedElementCategory == .cell && $0.indexPath.section == 1 }
                    .map(\.indexPath) ?? [])
            // What was on screen has not moved.
            for (cell, top) in shown where cell.frame.minY - view.contentOffset.y != top {
                Issue.record("iteration \(iteration): a cell moved on screen (SEED=\(run.seed))")
                return
            }
            let all = (0..<600).map { IndexPath(item: $0, section: 1) }
            let frames = all.compactMap { indexPath in
                view.layoutAttributesForItem(at: indexPath).map { (indexPath, $0.frame) }
            }
            let expected = Set(frames.filter { Self.meets($0.1, rect) }.map(\.0))
            let under = frames.first { $0.1.contains(point) }?.0
            if found != expected || (under != nil && hit != under) {
                Issue.record(
                    "iteration \(iteration): \(rect) finds \(found.sorted()), not \(expected.sorted()); \(point) finds \(String(describing: hit)), not \(String(describing: under)) (SEED=\(run.seed))"
                )
                return
            }
        }
    }
}
