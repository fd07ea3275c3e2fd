import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import ReuseKitCore
import TestSupport
import Testing

/// A cell that shows an item's identity.
@MainActor
class IdentityCell: CollectionViewCell {
    var identity = -1
}

/// A data source over sections of item identities that an update test edits.
@MainActor
final class IdentityItems: CollectionViewDataSource {
    var sections: [[Int]]
    var cellRequests = 0

    init(_ sections: [[Int]]) { self.sections = sections }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? IdentityCell)?.identity = sections[indexPath.section][indexPath.item]
        return cell
    }
}

@MainActor
@Suite("Collection view batch updates")
struct CollectionViewUpdateTests {
    /// The layouts the randomized batches run on.
    enum UpdatedLayout: CaseIterable {
        case flow, horizontalFlow, compositional
    }

    func makeView(_ items: IdentityItems, estimated: Bool = false, layout kind: UpdatedLayout = .flow)
        -> CollectionView
    {
        let flow = CollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 100)
        if estimated { flow.estimatedItemSize = CGSize(width: 100, height: 90) }
        if kind == .horizontalFlow {
            flow.scrollDirection = .horizontal
            if estimated { flow.estimatedItemSize = CGSize(width: 90, height: 100) }
        }
        let layout = kind == .compositional ? Self.mixedSections(estimated: estimated) : flow
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        view.register(IdentityCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = items
        view.layoutIfNeeded()
        return view
    }

    /// Four kinds of compositional section in turn: a grid of three, a list, tiles of a large
    /// item beside two small ones, and a masonry of two columns.
    static func mixedSections(estimated: Bool) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { section, _ in
            if section % 4 == 3 {
                return .masonry(columnCount: 2, spacing: 8) { item, width in
                    width * CGFloat(3 + (item &* 40_503) % 5) / 4
                }
            }
            let height: CollectionLayoutDimension = estimated ? .estimated(90) : .absolute(100)
            let group: CollectionLayoutGroup
            switch section % 3 {
            case 0:
                let item = CollectionLayoutItem(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
                group = .horizontal(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: height),
                    subitems: [item])
            case 1:
                let item = CollectionLayoutItem(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: height))
                group = .vertical(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: height),
                    subitems: [item])
            default:
                let small = CollectionLayoutItem(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
                let large = CollectionLayoutItem(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(2 / 3), heightDimension: .fractionalHeight(1)))
                let column = CollectionLayoutGroup.vertical(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)),
                    repeatingSubitem: small, count: 2)
                group = .horizontal(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(160)),
                    subitems: [large, column])
            }
            let layoutSection = CollectionLayoutSection(group: group)
            layoutSection.interGroupSpacing = 8
            layoutSection.contentInsets = DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
            return layoutSection
        }
    }

    /// Every visible cell shows the identity the data source has at its index path.
    func mismatch(_ view: CollectionView, _ items: IdentityItems) -> String? {
        for indexPath in view.indexPathsForVisibleItems {
            let shown = (view.cellForItem(at: indexPath) as? IdentityCell)?.identity
            let expected = items.sections[indexPath.section][indexPath.item]
            if shown != expected { return "\(indexPath) shows \(shown ?? -1), not \(expected)" }
        }
        return view.checkInvariants()
    }

    @Test("deleting the top item on screen moves the next into its place, a masonry above re-placed")
    func deletingTheTopItem() throws {
        // Section 3 of the mixed layout is a masonry, section 4 a grid of three.
        let items = IdentityItems([
            Array(0..<3), Array(3..<6), Array(6..<9), Array(9..<200), Array(200..<500),
        ])
        let view = makeView(items, estimated: true, layout: .compositional)
        view.scrollToItem(at: IndexPath(item: 30, section: 4), at: .top, animated: false)
        view.layoutIfNeeded()
        let top = try #require(
            view.indexPathsForVisibleItems.min {
                (view.cellForItem(at: $0)?.frame.minY ?? 0) < (view.cellForItem(at: $1)?.frame.minY ?? 0)
            })
        let screenY = try #require(view.cellForItem(at: top)?.frame.minY) - view.contentOffset.y
        let next = IndexPath(item: top.item + 1, section: top.section)
        let nextIdentity = items.sections[next.section][next.item]
        items.sections[top.section].remove(at: top.item)
        try view.deleteItems(at: [top])
        view.layoutIfNeeded()
        let moved = try #require(view.cellForItem(at: top))
        #expect((moved as? IdentityCell)?.identity == nextIdentity)
        #expect(moved.frame.minY - view.contentOffset.y == screenY)
        #expect(mismatch(view, items) == nil)
    }

    @Test("an insertion keeps the cells of the items that stay and asks only the new one's")
    func insertKeepsCells() throws {
        let items = IdentityItems([Array(0..<30)])
        let view = makeView(items)
        let before = items.cellRequests
        let cellOfFive = view.cellForItem(at: IndexPath(item: 5, section: 0))
        items.sections[0].insert(100, at: 1)
        try view.insertItems(at: [IndexPath(item: 1, section: 0)])
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 6, section: 0)) === cellOfFive)
        #expect(items.cellRequests == before + 1)
        #expect(mismatch(view, items) == nil)
    }

    @Test("an update that does not add up throws and changes nothing")
    func inconsistentUpdateThrows() {
        let items = IdentityItems([Array(0..<30), Array(30..<40)])
        let view = makeView(items)
        view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        let cells = view.visibleCells.map(ObjectIdentifier.init)
        items.sections[0].append(99)
        #expect(throws: ListUpdateError.self) {
            try view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(throws: ListUpdateError.self) {
            try view.performBatchUpdates { () throws(ListUpdateError) in
                try view.insertItems(at: [IndexPath(item: 30, section: 0)])
                try view.insertItems(at: [IndexPath(item: 50, section: 1)])
            }
        }
        #expect(view.visibleCells.map(ObjectIdentifier.init) == cells)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(view.numberOfItems(inSection: 0) == 30)
        items.sections[0].removeLast()
        #expect(mismatch(view, items) == nil)
    }

    @Test(
        "random batches of inserts, deletes, moves and reloads keep cells, selection and layout right",
        arguments: UpdatedLayout.allCases)
    func randomizedBatches(layout: UpdatedLayout) throws {
        let run = RandomizedRun(name: "CollectionUpdates", defaultIterations: 150)
        var random = run.makeGenerator()
        var next = 1000
        let items = IdentityItems([Array(0..<40), Array(40..<45), Array(45..<300), Array(300..<360)])
        let view = makeView(items, estimated: true, layout: layout)
        for step in 0..<run.iterations {
            var sections = items.sections
            var update = (deleted: [IndexPath](), inserted: [IndexPath](), reloaded: [IndexPath]())
            // Deletions and reloads name positions before the batch, insertions after it.
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let section = Int.random(in: 0..<sections.count, using: &random)
                guard !sections[section].isEmpty else { continue }
                let item = Int.random(in: 0..<items.sections[section].count, using: &random)
                let indexPath = IndexPath(item: item, section: section)
                if update.deleted.contains(indexPath) || update.reloaded.contains(indexPath) { continue }
                if Bool.random(using: &random) {
                    update.deleted.append(indexPath)
                } else {
                    update.reloaded.append(indexPath)
                }
            }
            for indexPath in update.deleted.sorted(by: >) {
                sections[indexPath.section].remove(at: indexPath.item)
            }
            for indexPath in update.reloaded {
                let shift = update.deleted.filter {
                    $0.section == indexPath.section && $0.item < indexPath.item
                }.count
                sections[indexPath.section][indexPath.item - shift] = next
                next += 1
            }
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let section = Int.random(in: 0..<sections.count, using: &random)
                let item = Int.random(in: 0...sections[section].count, using: &random)
                sections[section].insert(next, at: item)
                next += 1
                update.inserted = update.inserted.map {
                    $0.section == section && $0.item >= item
                        ? IndexPath(item: $0.item + 1, section: section) : $0
                }
                update.inserted.append(IndexPath(item: item, section: section))
            }
            items.sections = sections
            try view.performBatchUpdates { () throws(ListUpdateError) in
                try view.deleteItems(at: update.deleted)
                try view.reloadItems(at: update.reloaded)
                try view.insertItems(at: update.inserted)
            }
            if Int.random(in: 0..<3, using: &random) == 0 {
                let section = Int.random(in: 0..<sections.count, using: &random)
                if !sections[section].isEmpty {
                    let target = IndexPath(
                        item: Int.random(in: 0..<sections[section].count, using: &random), section: section)
                    let position: CollectionView.ScrollPosition =
                        layout == .horizontalFlow ? .centeredHorizontally : .centeredVertically
                    view.scrollToItem(at: target, at: position, animated: false)
                }
            }
            view.layoutIfNeeded()
            if let problem = mismatch(view, items) {
                Issue.record("step \(step): \(problem) (SEED=\(run.seed))")
                return
            }
        }
    }
}
