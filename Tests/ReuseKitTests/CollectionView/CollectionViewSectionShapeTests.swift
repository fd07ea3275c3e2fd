import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import TestSupport
import Testing

/// Sections built anew by the provider are resolved once per shape: the cache must tell apart
/// sections that differ in anything their layout depends on.
@MainActor
@Suite("Compositional layout: sections of one shape share their layout, others do not")
struct CollectionViewSectionShapeTests {
    static func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension)
        -> CollectionLayoutSize
    {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// Rows of three items, as tall as `height`.
    static func rows(height: CGFloat) -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        return CollectionLayoutSection(
            group: .horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(height)), repeatingSubitem: item, count: 3))
    }

    func frame(_ view: CollectionView, _ item: Int, _ section: Int) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("sections that differ only in their group's height each get their own rows")
    func groupHeightsTellSectionsApart() {
        let heights: [CGFloat] = [110, 200, 110]
        let fixture = CollectionFixture(counts: [20, 20, 20])
        let layout = CollectionViewCompositionalLayout { index, _ in Self.rows(height: heights[index]) }
        let view = fixture.makeView(layout: layout)
        view.layoutIfNeeded()
        #expect(frame(view, 0, 0)?.height == 110)
        #expect(frame(view, 0, 1)?.height == 200)
        #expect(frame(view, 19, 1)?.height == 200)
        // Seven rows of 110, then seven of 200.
        #expect(frame(view, 0, 1)?.minY == 770)
        #expect(frame(view, 0, 2)?.minY == 2170)
        #expect(frame(view, 0, 2)?.height == 110)
        #expect(view.contentSize.height == 2940)
        #expect(view.checkInvariants() == nil)
    }

    @Test("bands that differ only in their groups' size each get their own groups")
    func groupSizesTellBandsApart() {
        let groups = [CGSize(width: 150, height: 180), CGSize(width: 220, height: 140)]
        let fixture = CollectionFixture(counts: [10, 10])
        let layout = CollectionViewCompositionalLayout { index, _ in
            let item = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
            let section = CollectionLayoutSection(
                group: .horizontal(
                    layoutSize: Self.size(.absolute(groups[index].width), .absolute(groups[index].height)),
                    subitems: [item]))
            section.orthogonalScrollingBehavior = .continuous
            return section
        }
        let view = fixture.makeView(layout: layout)
        view.layoutIfNeeded()
        #expect(frame(view, 0, 0) == CGRect(x: 0, y: 0, width: 150, height: 180))
        #expect(frame(view, 1, 0) == CGRect(x: 150, y: 0, width: 150, height: 180))
        #expect(frame(view, 0, 1) == CGRect(x: 0, y: 180, width: 220, height: 140))
        #expect(frame(view, 1, 1) == CGRect(x: 220, y: 180, width: 220, height: 140))
        #expect(view.contentSize.height == 320)
    }

    /// The parts of a random section, each drawn from a few values so that sections alike in all
    /// but one part are common.
    struct Recipe: CustomStringConvertible {
        var groupWidth: CGFloat
        var groupHeight: CGFloat
        var vertical: Bool
        var count: Int?
        var itemWidth: CGFloat
        var itemInset: CGFloat
        var groupInset: CGFloat
        var spacing: CGFloat
        var lineSpacing: CGFloat
        var sectionInset: CGFloat
        var band: Bool
        var header: CGFloat

        init(using random: inout SeededGenerator) {
            groupWidth = [1, 0.5].randomElement(using: &random) ?? 1
            groupHeight = [60, 90].randomElement(using: &random) ?? 60
            vertical = Bool.random(using: &random)
            count = [nil, 2, 3].randomElement(using: &random) ?? nil
            itemWidth = [0.5, 1 / 3].randomElement(using: &random) ?? 0.5
            itemInset = [0, 4].randomElement(using: &random) ?? 0
            groupInset = [0, 6].randomElement(using: &random) ?? 0
            spacing = [0, 10].randomElement(using: &random) ?? 0
            lineSpacing = [0, 8].randomElement(using: &random) ?? 0
            sectionInset = [0, 12].randomElement(using: &random) ?? 0
            band = Int.random(in: 0..<4, using: &random) == 0
            header = [0, 30].randomElement(using: &random) ?? 0
        }

        /// This recipe with one part drawn again (possibly to the same value).
        func mutated(using random: inout SeededGenerator) -> Recipe {
            let other = Recipe(using: &random)
            var recipe = self
            switch Int.random(in: 0..<12, using: &random) {
            case 0: recipe.groupWidth = other.groupWidth
            case 1: recipe.groupHeight = other.groupHeight
            case 2: recipe.vertical = other.vertical
            case 3: recipe.count = other.count
            case 4: recipe.itemWidth = other.itemWidth
            case 5: recipe.itemInset = other.itemInset
            case 6: recipe.groupInset = other.groupInset
            case 7: recipe.spacing = other.spacing
            case 8: recipe.lineSpacing = other.lineSpacing
            case 9: recipe.sectionInset = other.sectionInset
            case 10: recipe.band = other.band
            default: recipe.header = other.header
            }
            return recipe
        }

        var description: String {
            "group \(groupWidth)×\(groupHeight) \(vertical ? "vertical" : "horizontal") count \(String(describing: count)) item \(itemWidth) inset \(itemInset)/\(groupInset)/\(sectionInset) spacing \(spacing)/\(lineSpacing) band \(band) header \(header)"
        }

        @MainActor
        func make() -> CollectionLayoutSection {
            let item = CollectionLayoutItem(
                layoutSize: vertical
                    ? CollectionViewSectionShapeTests.size(.fractionalWidth(1), .fractionalHeight(itemWidth))
                    : CollectionViewSectionShapeTests.size(.fractionalWidth(itemWidth), .fractionalHeight(1)))
            item.contentInsets = DirectionalEdgeInsets(
                top: itemInset, leading: itemInset, bottom: itemInset, trailing: itemInset)
            let size = CollectionViewSectionShapeTests.size(
                .fractionalWidth(groupWidth), .absolute(groupHeight))
            let group: CollectionLayoutGroup
            switch (vertical, count) {
            case (true, let count?): group = .vertical(layoutSize: size, repeatingSubitem: item, count: count)
            case (true, nil): group = .vertical(layoutSize: size, subitems: [item])
            case (false, let count?):
                group = .horizontal(layoutSize: size, repeatingSubitem: item, count: count)
            case (false, nil): group = .horizontal(layoutSize: size, subitems: [item])
            }
            group.contentInsets = DirectionalEdgeInsets(
                top: groupInset, leading: groupInset, bottom: groupInset, trailing: groupInset)
            if spacing > 0 { group.interItemSpacing = .fixed(spacing) }
            let section = CollectionLayoutSection(group: group)
            section.interGroupSpacing = lineSpacing
            section.contentInsets = DirectionalEdgeInsets(
                top: sectionInset, leading: sectionInset, bottom: sectionInset, trailing: sectionInset)
            if band { section.orthogonalScrollingBehavior = .continuous }
            if header > 0 {
                section.boundarySupplementaryItems = [
                    CollectionLayoutBoundarySupplementaryItem(
                        layoutSize: CollectionViewSectionShapeTests.size(
                            .fractionalWidth(1), .absolute(header)),
                        elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
                ]
            }
            return section
        }
    }

    @Test("every section built anew lays out as it would alone, whatever sections came before it")
    func randomSectionsLayOutAsAlone() {
        let run = RandomizedRun(name: "SectionShapes", defaultIterations: 12)
        var random = run.makeGenerator()
        for iteration in 0..<run.iterations {
            // Variations of one section, each in one part: many pairs differ in one part only.
            let base = Recipe(using: &random)
            let recipes = (0..<12).map { _ in base.mutated(using: &random) }
            let counts = recipes.map { _ in Int.random(in: 1...9, using: &random) }
            let fixture = CollectionFixture(counts: counts)
            let view = fixture.makeView(
                layout: CollectionViewCompositionalLayout { index, _ in recipes[index].make() })
            view.layoutIfNeeded()
            var start: CGFloat = 0
            for (index, recipe) in recipes.enumerated() {
                // The same section alone, in a layout that has resolved nothing else.
                let alone = CollectionFixture(counts: [counts[index]])
                let reference = alone.makeView(
                    layout: CollectionViewCompositionalLayout { _, _ in recipe.make() })
                reference.layoutIfNeeded()
                for item in 0..<counts[index] {
                    let expected = frame(reference, item, 0).map { $0.offsetBy(dx: 0, dy: start) }
                    // Offsets added in another order may differ in their last bit.
                    guard let found = frame(view, item, index), let expected,
                        abs(found.minX - expected.minX) < 1e-6, abs(found.minY - expected.minY) < 1e-6,
                        abs(found.width - expected.width) < 1e-6, abs(found.height - expected.height) < 1e-6
                    else {
                        Issue.record(
                            "iteration \(iteration): section \(index) (\(recipe)) item \(item) at \(String(describing: frame(view, item, index))), alone \(String(describing: expected)) (SEED=\(run.seed))"
                        )
                        return
                    }
                }
                start += reference.contentSize.height
            }
            #expect(abs(view.contentSize.height - start) < 1e-6, "SEED=\(run.seed)")
        }
    }
}
