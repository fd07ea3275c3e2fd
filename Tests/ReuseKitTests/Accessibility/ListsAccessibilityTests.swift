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
        #expect(view.accessibilityContainerType == .dataTable, "three items a line: a grid")
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
        #expect(near.accessibilityRowRange() == NSRange(location: 0, length: 1))
        #expect(near.accessibilityColumnRange() == NSRange(location: 1, length: 1))
    }

    @Test func aGridIsADataTableOfItsLinesRaggedLastLinesAndSectionsIncluded() throws {
        let source = LabelledItems(counts: [10, 3, 0, 5])
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumInteritemSpacing = 0
        let view = source.makeView(layout: layout)
        view.layoutIfNeeded()
        // Four items a line: 4 + 4 + 2, then 3, then none, then 4 + 1.
        #expect(view.accessibilityContainerType == .dataTable)
        #expect(view.accessibilityRowCount() == 6)
        #expect(view.accessibilityColumnCount() == 4)
        func label(_ row: Int, _ column: Int) -> String? {
            (view.accessibilityDataTableCellElement(forRow: row, column: column) as? AccessibilityNode)?
                .accessibilityLabel
        }
        #expect(label(0, 3) == "Item 0.3")
        #expect(label(2, 1) == "Item 0.9")
        #expect(label(2, 2) == nil, "a ragged last line has fewer cells")
        #expect(label(3, 2) == "Item 1.2")
        #expect(label(3, 3) == nil)
        #expect(label(4, 0) == "Item 3.0")
        #expect(label(5, 0) == "Item 3.4")
        #expect(label(5, 1) == nil && label(6, 0) == nil && label(-1, 0) == nil)
        let cell = try #require(
            view.accessibilityElement(at: 10 + 3 + 4) as? AccessibilityContainerDataTableCell)
        #expect(cell.accessibilityRowRange() == NSRange(location: 5, length: 1))
        #expect(cell.accessibilityColumnRange() == NSRange(location: 0, length: 1))
        let sixth = try #require(view.accessibilityElement(at: 6) as? AccessibilityContainerDataTableCell)
        #expect(sixth.accessibilityRowRange() == NSRange(location: 1, length: 1))
        #expect(sixth.accessibilityColumnRange() == NSRange(location: 2, length: 1))
        // Sideways, a line is a column: each section's items stand in one line of up to twelve.
        layout.scrollDirection = .horizontal
        view.layoutIfNeeded()
        #expect(view.accessibilityRowCount() == 10)
        #expect(view.accessibilityColumnCount() == 3)
        #expect(label(4, 2) == "Item 3.4")
        #expect(label(3, 1) == nil)
    }

    @Test func aGridOfOneItemALineAndABandAreListsOfOneColumn() throws {
        let source = LabelledItems(counts: [20])
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 50)
        let view = source.makeView(layout: layout)
        view.layoutIfNeeded()
        #expect(view.accessibilityContainerType == .list)
        #expect(view.accessibilityRowCount() == 20)
        #expect(view.accessibilityColumnCount() == 1)
        let row = try #require(
            view.accessibilityDataTableCellElement(forRow: 7, column: 0) as? AccessibilityNode)
        #expect(row.accessibilityLabel == "Item 0.7")
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
