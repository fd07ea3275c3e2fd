import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import TestSupport
import Testing

@MainActor
@Suite("Compositional layout")
struct CollectionViewCompositionalLayoutTests {
    static func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension)
        -> CollectionLayoutSize
    {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    func frame(_ view: CollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("a grid: items a fraction of their group, groups one after another inside the insets")
    func grid() {
        let item = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(120)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 15, bottom: 20, trailing: 15)
        section.interGroupSpacing = 8
        let fixture = CollectionFixture(counts: [10])
        let view = fixture.makeView(layout: CollectionViewCompositionalLayout(section: section))
        view.layoutIfNeeded()
        #expect(frame(view, 0) == CGRect(x: 15, y: 10, width: 90, height: 120))
        #expect(frame(view, 3) == CGRect(x: 285, y: 10, width: 90, height: 120))
        #expect(frame(view, 4) == CGRect(x: 15, y: 138, width: 90, height: 120))
        #expect(frame(view, 9) == CGRect(x: 105, y: 266, width: 90, height: 120))
        // Three groups: the last holds two items in its first two places.
        #expect(view.contentSize.height == 406)
        #expect(view.visibleCells.count == 10)
        #expect(view.checkInvariants() == nil)
    }

    @Test("a repeating subitem fills its group count times, spacing taken out of the items")
    func repeatingSubitem() {
        let item = CollectionLayoutItem(layoutSize: Self.size(.absolute(10), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 3)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(60)), repeatingSubitem: item, count: 4)
        group.interItemSpacing = .fixed(10)
        let fixture = CollectionFixture(counts: [5])
        let view = fixture.makeView(
            layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        view.layoutIfNeeded()
        // (390 - 3 × 10) / 4 = 90 a place; insets shrink the cell inside it.
        #expect(frame(view, 0) == CGRect(x: 3, y: 2, width: 84, height: 56))
        #expect(frame(view, 1) == CGRect(x: 103, y: 2, width: 84, height: 56))
        #expect(frame(view, 4) == CGRect(x: 3, y: 62, width: 84, height: 56))
    }

    @Test("flexible spacing spreads the group's left-over width between its items")
    func flexibleSpacing() {
        let item = CollectionLayoutItem(layoutSize: Self.size(.absolute(100), .absolute(50)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        group.interItemSpacing = .flexible(10)
        let fixture = CollectionFixture(counts: [3])
        let view = fixture.makeView(
            layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        view.layoutIfNeeded()
        #expect(frame(view, 0)?.minX == 0)
        #expect(frame(view, 1)?.minX == 145)
        #expect(frame(view, 2)?.maxX == 390)
    }

    @Test("nested groups: a large item beside a column of two small ones")
    func nestedGroups() {
        let large = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(2 / 3), .fractionalHeight(1)))
        let small = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = CollectionLayoutGroup.vertical(
            layoutSize: Self.size(.fractionalWidth(1 / 3), .fractionalHeight(1)), repeatingSubitem: small,
            count: 2)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(200)), subitems: [large, column])
        let fixture = CollectionFixture(counts: [7])
        let view = fixture.makeView(
            layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        view.layoutIfNeeded()
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 260, height: 200))
        #expect(frame(view, 1) == CGRect(x: 260, y: 0, width: 130, height: 100))
        #expect(frame(view, 2) == CGRect(x: 260, y: 100, width: 130, height: 100))
        #expect(frame(view, 3) == CGRect(x: 0, y: 200, width: 260, height: 200))
        #expect(frame(view, 6) == CGRect(x: 0, y: 400, width: 260, height: 200))
        #expect(view.contentSize.height == 600)
    }

    @Test("the section provider shapes each section from the environment; sections keep their spacing")
    func sectionProvider() {
        var widths: [CGFloat] = []
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 30
        let layout = CollectionViewCompositionalLayout(
            sectionProvider: { index, environment in
                widths.append(environment.container.effectiveContentSize.width)
                let columns = index == 0 ? 2 : 5
                let item = CollectionLayoutItem(
                    layoutSize: Self.size(.fractionalWidth(1 / CGFloat(columns)), .fractionalHeight(1)))
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: Self.size(.fractionalWidth(1), .fractionalWidth(1 / CGFloat(columns))),
                    subitems: [item])
                return CollectionLayoutSection(group: group)
            }, configuration: configuration)
        let fixture = CollectionFixture(counts: [4, 6])
        let view = fixture.makeView(layout: layout, width: 400)
        view.layoutIfNeeded()
        #expect(widths == [400, 400])
        #expect(frame(view, 3) == CGRect(x: 200, y: 200, width: 200, height: 200))
        #expect(frame(view, 0, 1) == CGRect(x: 0, y: 430, width: 80, height: 80))
        #expect(frame(view, 5, 1) == CGRect(x: 0, y: 510, width: 80, height: 80))
        #expect(abs(view.contentSize.height - (430 + 160)) < 1e-9)
    }

    @Test("headers and footers stand on the section's edges, inside its leading and trailing insets")
    func boundaryItems() {
        let item = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .absolute(100)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(40)),
            elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        let footer = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: Self.size(.absolute(100), .absolute(30)),
            elementKind: CollectionView.elementKindSectionFooter, alignment: .bottomTrailing)
        section.boundarySupplementaryItems = [header, footer]
        let fixture = CollectionFixture(counts: [20, 20])
        let view = fixture.makeView(layout: CollectionViewCompositionalLayout(section: section), height: 600)
        view.layoutIfNeeded()
        let sectionLength: CGFloat = 40 + 10 + 20 * 100 + 10 + 30
        #expect(frame(view, 0) == CGRect(x: 20, y: 50, width: 350, height: 100))
        #expect(
            view.layoutAttributesForSupplementaryElement(
                ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 20, y: 0, width: 350, height: 40))
        #expect(
            view.layoutAttributesForSupplementaryElement(
                ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 270, y: sectionLength - 30, width: 100, height: 30))
        #expect(view.contentSize.height == 2 * sectionLength)
        // The pinned header rides the top of the view through its section, then leaves with it.
        view.contentOffset.y = 700
        view.layoutIfNeeded()
        let pinned = view.supplementaryView(
            forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(pinned?.frame.minY == 700)
        view.contentOffset.y = sectionLength - 50
        view.layoutIfNeeded()
        #expect(
            view.layoutAttributesForSupplementaryElement(
                ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                .minY
                == sectionLength - 30 - 40)
        #expect(view.checkInvariants() == nil)
    }

    @Test("a section provider's nil lays its section's items out nowhere")
    func nilSection() {
        let item = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .absolute(50)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let layout = CollectionViewCompositionalLayout { index, _ in
            index == 1 ? nil : CollectionLayoutSection(group: group)
        }
        let fixture = CollectionFixture(counts: [2, 5, 2])
        let view = fixture.makeView(layout: layout)
        view.layoutIfNeeded()
        #expect(frame(view, 0, 1) == nil)
        #expect(frame(view, 0, 2)?.minY == 100)
        #expect(view.indexPathsForVisibleItems.allSatisfy { $0.section != 1 })
        #expect(view.checkInvariants() == nil)
    }

    @Test("a section changed after it was laid out is resolved again when the layout is invalidated")
    func changesReachTheLayout() {
        let item = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .absolute(50)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        let layout = CollectionViewCompositionalLayout(section: section)
        let fixture = CollectionFixture(counts: [3])
        let view = fixture.makeView(layout: layout)
        view.layoutIfNeeded()
        #expect(frame(view, 1)?.minY == 50)
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)
        section.interGroupSpacing = 10
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(frame(view, 1) == CGRect(x: 0, y: 65, width: 390, height: 40))
        // A new width resolves fractions again.
        view.frame.size.width = 200
        view.layoutIfNeeded()
        #expect(frame(view, 1)?.width == 200)
    }

    static func listLayout() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(60)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(60)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(30)),
            elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        let grid = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1 / 3), .estimated(80)))
        grid.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let gridSection = CollectionLayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(80)), subitems: [grid]))
        return CollectionViewCompositionalLayout { index, _ in index % 2 == 0 ? section : gridSection }
    }

    @Test("estimated groups grow to their cells; an item's insets stay around its fitted cell")
    func selfSizing() {
        let fixture = CollectionFixture(counts: [50, 60])
        fixture.fittedHeight = { CGFloat(30 + $0.item % 3 * 20) }
        let view = fixture.makeView(layout: Self.listLayout())
        view.layoutIfNeeded()
        #expect(frame(view, 0) == CGRect(x: 0, y: 30, width: 390, height: 30))
        #expect(frame(view, 1) == CGRect(x: 0, y: 64, width: 390, height: 50))
        // Unmeasured groups stand at their estimate.
        #expect(frame(view, 59, 1)?.height == 76)
        view.scrollToItem(at: IndexPath(item: 4, section: 1), at: .top, animated: false)
        view.layoutIfNeeded()
        // Items 3, 4, 5 fit 30, 50, 70 points: the group holds the tallest and its insets.
        #expect(frame(view, 4, 1)?.height == 70)
        #expect(frame(view, 3, 1)?.minY == view.contentOffset.y)
        #expect(frame(view, 5, 1)?.minY == view.contentOffset.y)
        #expect(view.checkInvariants() == nil)
    }

    @Test("scrollToItem lands exactly for every position on items never measured")
    func exactJumps() {
        let run = RandomizedRun(name: "CompositionalJump", defaultIterations: 60)
        let fixture = CollectionFixture(counts: [3000, 40_000, 500])
        fixture.fittedHeight = CollectionFixture.hashedHeight(seed: run.seed)
        let view = fixture.makeView(layout: Self.listLayout())
        view.layoutIfNeeded()
        CollectionJumpChecks.exactJumps(view, counts: fixture.counts, run: run)
    }

    @Test("groups above measured while scrolling up never move the cells on screen")
    func anchoring() {
        let fixture = CollectionFixture(counts: [20_000])
        fixture.fittedHeight = CollectionFixture.hashedHeight(seed: 7)
        let view = fixture.makeView(layout: Self.listLayout())
        #expect(CollectionJumpChecks.anchoring(view, from: IndexPath(item: 10_000, section: 0)) > 200)
    }
}
