import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import TestSupport
import Testing

@MainActor
@Suite("Collection view masonry sections")
struct CollectionViewMasonrySectionTests {
    /// A list of estimated rows, a masonry section of three columns, and a list again.
    static func layout(asked: Counter? = nil) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { index, _ in
            guard index == 1 else { return listSection() }
            let section = CollectionLayoutSection.masonry(columnCount: 3, spacing: 8, estimatedItemHeight: 90)
            {
                item, width in
                asked?.value += 1
                return width * CGFloat(4 + (item &* 2_654_435_761) % 9) / 6
            }
            section.contentInsets = DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    final class Counter { var value = 0 }

    /// Rows of estimated height under a header.
    static func listSection() -> CollectionLayoutSection {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
        let section = CollectionLayoutSection(
            group: .horizontal(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)]))
        section.interGroupSpacing = 4
        return section
    }

    @Test("items stand in columns under the shortest, asked their heights only as far as shown")
    func columns() throws {
        let asked = Counter()
        let fixture = CollectionFixture(counts: [3, 100_000, 50])
        let view = fixture.makeView(layout: Self.layout(asked: asked))
        view.layoutIfNeeded()
        view.scroll(by: CGPoint(x: 0, y: 400))
        view.layoutIfNeeded()
        #expect(asked.value > 0 && asked.value < 60)
        let cells = view.indexPathsForVisibleItems.filter { $0.section == 1 }
        #expect(cells.count > 6)
        // Three columns of one width inside the insets, 8 apart.
        let width = (390 - 16 - 16) / 3.0
        let frames = try (0..<12).map {
            try #require(view.layoutAttributesForItem(at: IndexPath(item: $0, section: 1))?.frame)
        }
        let columns = [8, 8 + width + 8, 8 + 2 * (width + 8)]
        #expect(frames.allSatisfy { frame in columns.contains { abs($0 - frame.minX) < 1e-9 } })
        #expect(Set(frames.map { Int($0.minX) }).count == 3)
        #expect(frames.allSatisfy { abs($0.width - width) < 1e-9 })
        // Each item below the first row stands 8 under the item before it in its column.
        for (index, frame) in frames.enumerated().dropFirst(3) {
            let above = frames[..<index].filter { abs($0.minX - frame.minX) < 1 }.map(\.maxY).max()
            #expect(above.map { frame.minY == $0 + 8 } == true)
        }
        #expect(view.checkInvariants() == nil)
    }

    @Test("scrollToItem lands exactly on masonry items never placed, and on items past the section")
    func exactJumps() {
        let run = RandomizedRun(name: "MasonrySectionJump", defaultIterations: 45)
        let fixture = CollectionFixture(counts: [300, 20_000, 400])
        fixture.fittedHeight = CollectionFixture.hashedHeight(seed: run.seed)
        let view = fixture.makeView(layout: Self.layout())
        view.layoutIfNeeded()
        CollectionJumpChecks.exactJumps(view, counts: fixture.counts, run: run)
    }

    @Test("scrolling up into a masonry section never placed moves nothing on screen")
    func anchoring() {
        let fixture = CollectionFixture(counts: [3, 2000, 500])
        fixture.fittedHeight = CollectionFixture.hashedHeight(seed: 11)
        let view = fixture.makeView(layout: Self.layout())
        #expect(CollectionJumpChecks.anchoring(view, from: IndexPath(item: 2, section: 2)) > 100)
        // The way up reached into the masonry section, placing it as it came.
        #expect(view.indexPathsForVisibleItems.contains { $0.section == 1 })
    }

    @Test("a drag through the whole view keeps every frame's invariants, the masonry's end exact")
    func scrollThrough() {
        let fixture = CollectionFixture(counts: [5, 400, 5])
        let view = fixture.makeView(layout: Self.layout())
        view.layoutIfNeeded()
        var steps = 0
        while view.contentOffset.y < view.maximumContentOffsetY, steps < 2000 {
            view.scroll(by: CGPoint(x: 0, y: 97))
            view.layoutIfNeeded()
            if let problem = view.checkInvariants() {
                Issue.record("step \(steps): \(problem)")
                return
            }
            steps += 1
        }
        // Placed to its end, the section is as long as its tallest column.
        let bottoms = (0..<400).compactMap {
            view.layoutAttributesForItem(at: IndexPath(item: $0, section: 1))?.frame.maxY
        }
        let next = view.layoutAttributesForSupplementaryElement(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2))
        let firstBelow = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame.minY
        #expect(next == nil)
        #expect(firstBelow.map { $0 == bottoms.max()! + 4 } == true)
    }
}
