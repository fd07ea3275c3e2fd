import CAllocationCounter
import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// A cell that records nothing, so that only the collection view is counted.
@MainActor
final class QuietCell: CollectionViewCell {}

/// A grid data source that answers from arithmetic alone.
@MainActor
final class QuietGrid: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@Suite("Collection view allocations")
@MainActor
struct CollectionAllocationTests {
    enum Layout: CaseIterable, Sendable { case flow, estimatedFlow, compositional, masonry }

    func makeGrid(_ source: QuietGrid, layout kind: Layout) -> CollectionView {
        let layout: CollectionViewLayout
        if kind == .masonry {
            // Four columns of pictures 60–150 pt tall, placed as they come into view.
            layout = CollectionViewCompositionalLayout(
                section: .masonry(columnCount: 4, spacing: 8, estimatedItemHeight: 96) { item, _ in
                    CGFloat(60 + (item &* 37) % 91)
                })
        } else if kind == .compositional {
            // Estimated rows of four, measured as they come into view.
            let item = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.25), heightDimension: .estimated(96)))
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(96)),
                subitems: [item])
            let section = CollectionLayoutSection(group: group)
            section.interGroupSpacing = 8
            layout = CollectionViewCompositionalLayout(section: section)
        } else {
            let flow = CollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 96, height: 96)
            if kind == .estimatedFlow { flow.estimatedItemSize = CGSize(width: 96, height: 96) }
            flow.headerReferenceSize = CGSize(width: 0, height: 30)
            flow.sectionHeadersPinToVisibleBounds = true
            layout = flow
        }
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.register(QuietCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        view.layoutIfNeeded()
        return view
    }

    @Test(
        "scroll steps through a grid, with cells coming and going, allocate nothing (optimized builds)",
        arguments: Layout.allCases)
    func scrollingAllocatesNothing(layout: Layout) {
        let source = QuietGrid(count: 1_000_000)
        let view = makeGrid(source, layout: layout)
        // Warm up: fill the pool, measure the lines ahead and let every buffer reach its size.
        for step in 0..<600 {
            view.contentOffset.y = CGFloat(step * 13)
            view.layoutIfNeeded()
        }
        for step in (0..<600).reversed() {
            view.contentOffset.y = CGFloat(step * 13)
            view.layoutIfNeeded()
        }
        _ = view.cellCounters
        let before = reusekit_allocation_count()
        var turnovers = 0
        for step in 0..<600 {
            let reused = view.cellCounters.reused
            view.contentOffset.y = CGFloat(step * 13)
            view.layoutIfNeeded()
            if view.cellCounters.reused != reused { turnovers += 1 }
        }
        let allocations = reusekit_allocation_count() - before
        #expect(turnovers > 50)
        #expect(view.checkInvariants() == nil)
        #if DEBUG
            print("[Allocations] debug build: \(allocations) allocations over 600 grid steps")
        #else
            #expect(allocations == 0)
        #endif
    }
}

@Suite("Collection view band allocations")
@MainActor
struct CollectionBandAllocationTests {
    @Test(
        "sideways steps through a 10,000-item band allocate nothing and keep cells ≤ visible + 1 (optimized builds)"
    )
    func bandStepsAllocateNothing() {
        let source = QuietGrid(count: 10_000)
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(0.4), heightDimension: .absolute(150)),
            subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        view.register(QuietCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        view.layoutIfNeeded()
        #expect(view.beginBandDrag(at: CGPoint(x: 200, y: 75)))
        // Warm up: fill the pool and let every buffer reach its size.
        for step in 0..<300 {
            view.dragBand(translation: -CGFloat(step * 29))
            view.layoutIfNeeded()
        }
        let visible = 3  // 156 + 10 apart in 390: three groups in view, a fourth entering.
        var allocations: UInt64 = 0
        var turnovers = 0
        var mostCells = 0
        for step in 300..<900 {
            let reused = view.cellCounters.reused
            let before = reusekit_allocation_count()
            view.dragBand(translation: -CGFloat(step * 29))
            view.layoutIfNeeded()
            allocations += reusekit_allocation_count() - before
            if view.cellCounters.reused != reused { turnovers += 1 }
            mostCells = max(mostCells, view.visibleCells.count)
        }
        #expect(mostCells <= visible + 1)
        view.endBandDrag()
        #expect(turnovers > 50)
        #expect(view.cellCounters.created <= visible + 2)
        #expect(view.checkInvariants() == nil)
        #if DEBUG
            print("[Allocations] debug build: \(allocations) allocations over 600 band steps")
        #else
            #expect(allocations == 0)
        #endif
    }
}
