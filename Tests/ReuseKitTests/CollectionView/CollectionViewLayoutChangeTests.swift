import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import TestSupport
import Testing

/// `setCollectionViewLayout(_:animated:)` keeps the first item on screen in view: its top
/// where it was when that was in view, else at the view's top edge.
@MainActor
@Suite("Collection view: a new layout keeps the first visible item in view")
struct CollectionViewLayoutChangeTests {
    enum Kind: CaseIterable {
        case grid, estimatedGrid, masonry, list, tiles
    }

    static func make(_ kind: Kind) -> CollectionViewLayout {
        switch kind {
        case .grid, .estimatedGrid:
            let flow = CollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 120, height: 120)
            flow.minimumLineSpacing = 10
            if kind == .estimatedGrid { flow.estimatedItemSize = CGSize(width: 120, height: 90) }
            return flow
        case .masonry:
            return CollectionViewCompositionalLayout(
                section: .masonry(columnCount: 2, spacing: 8, estimatedItemHeight: 70) { item, _ in
                    CGFloat(60 + (item &* 37) % 241)
                })
        case .list:
            return CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: .plain))
        case .tiles:
            let item = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(70)),
                subitems: [item])
            return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        }
    }

    /// The first item on screen (the top one, then the left one) and its top on screen.
    static func firstVisible(_ view: CollectionView) -> (indexPath: IndexPath, top: CGFloat)? {
        view.indexPathsForVisibleItems
            .compactMap { indexPath in view.cellForItem(at: indexPath).map { (indexPath, $0.frame) } }
            .min { ($0.1.minY, $0.1.minX) < ($1.1.minY, $1.1.minX) }
            .map { ($0.0, $0.1.minY - view.contentOffset.y) }
    }

    /// Switches `view` to `layout` and checks that the item first on screen stands where it
    /// should; returns an issue, if any.
    static func switchKeepsAnchor(_ view: CollectionView, to layout: CollectionViewLayout) -> String? {
        guard let anchor = firstVisible(view) else { return "nothing on screen" }
        view.setCollectionViewLayout(layout, animated: false)
        view.layoutIfNeeded()
        guard let frame = view.cellForItem(at: anchor.indexPath)?.frame else {
            let frame = view.layoutAttributesForItem(at: anchor.indexPath)?.frame
            return
                "\(anchor.indexPath) is off screen, at \(String(describing: frame)) with the view at \(view.contentOffset.y)"
        }
        let top = frame.minY - view.contentOffset.y
        let expected = max(0, anchor.top)
        let atEnd = view.contentOffset.y == view.maximumContentOffsetY || view.contentOffset.y == 0
        guard top == expected || (atEnd && top < view.bounds.height && frame.maxY > view.contentOffset.y)
        else {
            return "\(anchor.indexPath) was at \(anchor.top) on screen, is at \(top), not \(expected)"
        }
        return view.checkInvariants()
    }

    @Test("a grid scrolled far becomes a masonry with nothing placed: the top item stays in view")
    func gridToMasonry() {
        let fixture = CollectionFixture(counts: [3000])
        let view = fixture.makeView(layout: Self.make(.grid))
        view.layoutIfNeeded()
        // Line 200 of 130-pt lines, 80 pt into the view.
        view.contentOffset.y = 130 * 200 - 80
        view.layoutIfNeeded()
        let problem = Self.switchKeepsAnchor(view, to: Self.make(.masonry))
        #expect(problem == nil)
    }

    @Test("a masonry item mostly above the view becomes a shorter grid item: its top at the top edge")
    func masonryToGrid() {
        let fixture = CollectionFixture(counts: [3000])
        let view = fixture.makeView(layout: Self.make(.masonry))
        view.layoutIfNeeded()
        view.scrollToItem(at: IndexPath(item: 400, section: 0), at: .top, animated: false)
        view.layoutIfNeeded()
        // The item at the top stands 215.5 pt above the view, 1.5 pt of it in view.
        let item = view.layoutAttributesForItem(at: IndexPath(item: 400, section: 0))?.frame
        view.contentOffset.y = (item?.maxY ?? 0) - 1.5
        view.layoutIfNeeded()
        #expect(Self.firstVisible(view).map { $0.top < -100 } == true)
        let problem = Self.switchKeepsAnchor(view, to: Self.make(.grid))
        #expect(problem == nil)
    }

    @Test("random switches between layouts, anywhere in the content, keep the first item in view")
    func randomSwitches() {
        let run = RandomizedRun(name: "CollectionLayoutChange", defaultIterations: 40)
        var random = run.makeGenerator()
        let fixture = CollectionFixture(counts: [5000])
        fixture.fittedHeight = CollectionFixture.hashedHeight(seed: run.seed)
        var kind = Kind.grid
        let view = fixture.makeView(layout: Self.make(kind))
        view.layoutIfNeeded()
        for step in 0..<run.iterations {
            let target = IndexPath(item: Int.random(in: 0..<5000, using: &random), section: 0)
            view.scrollToItem(at: target, at: .top, animated: false)
            view.layoutIfNeeded()
            view.contentOffset.y += CGFloat(Int.random(in: -150...150, using: &random))
            view.layoutIfNeeded()
            let next = Kind.allCases.filter { $0 != kind }.randomElement(using: &random) ?? .grid
            if let problem = Self.switchKeepsAnchor(view, to: Self.make(next)) {
                Issue.record("step \(step): \(kind) → \(next): \(problem) (SEED=\(run.seed))")
                return
            }
            kind = next
        }
    }
}
