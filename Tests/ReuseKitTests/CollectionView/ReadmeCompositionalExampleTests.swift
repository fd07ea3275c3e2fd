import Foundation
import ReuseKit
import Testing

// The README's compositional layout example, compiled and run here; ReadmeExampleTests keeps the
// two identical.
// README:begin
@MainActor func makeStoreLayout() -> CollectionViewCompositionalLayout {
    CollectionViewCompositionalLayout { section, environment in
        let columns = environment.container.effectiveContentSize.width > 600 ? 5 : 3
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1))
        )
        item.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / CGFloat(columns))),
            subitems: [item])
        let grid = CollectionLayoutSection(group: row)
        grid.contentInsets = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 16, trailing: 8)
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        grid.boundarySupplementaryItems = [header]
        return grid
    }
}
// README:end

@MainActor
@Suite("README compositional layout example")
struct ReadmeCompositionalExampleTests {
    @Test("the example lays out three columns under a pinned header on a phone")
    func exampleRuns() throws {
        let albums = Albums()
        let grid = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: makeStoreLayout())
        grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "album")
        grid.register(
            CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        grid.dataSource = albums
        grid.layoutIfNeeded()
        let third = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
        let place: CGFloat = 304.0 / 3
        #expect(abs(third.minX - (8 + 2 * place + 4)) < 1e-9)
        #expect(third.minY == 48)
        #expect(abs(third.width - (place - 8)) < 1e-9 && abs(third.height - (place - 8)) < 1e-9)
        #expect(grid.visibleCells.count == 3 + 9)
    }
}
