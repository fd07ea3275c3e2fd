import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@MainActor
struct ListsAccessibilityTests {
    @Test func aCollectionViewReportsEveryItemOfAGridAndReadsOffScreenOnesFromItsDataSource() throws {
        let source = LabelledItems(counts: [100_000])
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let view = source.makeView(layout: layout)
        view.layoutIfNeeded()
        let visibleBefore = view.indexPathsForVisibleItems
        let offsetBefore = view.contentOffset
        #expect(view.accessibilityElementCount() == 100_000)
        #expect(view.accessibilityContainerType == .list)
        let far = try #require(view.accessibilityElement(at: 60_000) as? AccessibilityNode)
        #expect(far.accessibilityLabel == "Item 0.60000")
        let expected = try #require(view.layoutAttributesForItem(at: IndexPath(item: 60_000, section: 0)))
            .frame
        #expect(far.accessibilityFrame == expected)
        #expect(view.index(ofAccessibilityElement: far) == 60_000)
        #expect(view.indexPathsForVisibleItems == visibleBefore)
        #expect(view.contentOffset == offsetBefore)
        let near = try #require(view.accessibilityElement(at: 1) as? CollectionViewCell)
        #expect(near === view.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(near.accessibilityLabel == "Item 0.1")
        #expect(near.accessibilityRowRange() == NSRange(location: 1, length: 1))
    }

    @Test func aBandsItemsOffScreenSidewaysAreElementsInItemOrder() throws {
        let source = LabelledItems(counts: [50, 3, 40])
        let layout = CollectionViewCompositionalLayout { index, _ in
            let item = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)))
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .absolute(120), heightDimension: .absolute(80)),
                subitems: [item])
            let section = CollectionLayoutSection(group: group)
            if index != 1 { section.orthogonalScrollingBehavior = .continuous }
            return section
        }
        let view = source.makeView(layout: layout)
        view.layoutIfNeeded()
        #expect(view.accessibilityElementCount() == 93)
        #expect(view.cellForItem(at: IndexPath(item: 30, section: 0)) == nil)
        let sideways = try #require(view.accessibilityElement(at: 30) as? AccessibilityNode)
        #expect(sideways.accessibilityLabel == "Item 0.30")
        let inLastBand = try #require(view.accessibilityElement(at: 53 + 7) as? AccessibilityNode)
        #expect(inLastBand.accessibilityLabel == "Item 2.7")
        #expect(view.setAccessibilityElement(inLastBand, selected: true))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 7, section: 2)])
        #expect(view.accessibilitySelectedElementIndices == [60])
    }

    @Test func aWaterfallReportsAMillionCellsWithoutPlacingThem() throws {
        let fixture = WaterfallFixture(count: 1_000_000) { _ in 40 }
        let view = fixture.makeView()
        view.layoutIfNeeded()
        let placed = view.placedCellCount
        #expect(view.accessibilityElementCount() == 1_000_000)
        let last = try #require(view.accessibilityElement(at: 999_999) as? AccessibilityNode)
        #expect(last.accessibilityLabel == "999999")
        #expect(view.placedCellCount == placed)
        #expect(view.contentOffset == .zero)
        #expect(view.setAccessibilityElement(last, selected: true))
        #expect(view.indexForSelectedCell == 999_999)
        #expect(last.accessibilityTraits.contains(.selected))
    }
}

/// Items whose cells show "Item <section>.<item>" in a label of their content view.
@MainActor
final class LabelledItems: CollectionViewDataSource {
    var counts: [Int]

    init(counts: [Int]) { self.counts = counts }

    func makeView(layout: CollectionViewLayout) -> CollectionView {
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: layout)
        view.register(LabelledCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = self
        return view
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? LabelledCell)?.label.text = "Item \(indexPath.section).\(indexPath.item)"
        return cell
    }
}

@MainActor
final class LabelledCell: CollectionViewCell {
    let label = Label()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }
}
