import Foundation
import ReuseKit

/// Ten thousand sections of three kinds in turn (a grid of three with a header, a list of
/// estimated rows, tiles of a large item beside two small ones), 5–35 items each, answered
/// from arithmetic.
@MainActor
final class BenchMixedItems: CollectionViewDataSource {
    static let sections = 10_000
    static let headerHeight: CGFloat = 30

    static func count(ofSection section: Int) -> Int { 5 + section * 7 % 31 }

    func numberOfSections(in collectionView: CollectionView) -> Int { Self.sections }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.count(ofSection: section)
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

/// The three kinds of section as compositional sections, kept (`fresh == false`) or built anew
/// on every call of the provider, as apps usually write it.
@MainActor
enum BenchMixedSections {
    static func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension)
        -> CollectionLayoutSize
    {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    static func make(kind: Int) -> CollectionLayoutSection {
        let section: CollectionLayoutSection
        switch kind {
        case 0:
            let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1 / 3), .fractionalHeight(1)))
            section = CollectionLayoutSection(
                group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(120)), subitems: [item]))
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(BenchMixedItems.headerHeight)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
        case 1:
            let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
            section = CollectionLayoutSection(
                group: .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item]))
        default:
            let small = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
            let large = CollectionLayoutItem(layoutSize: size(.fractionalWidth(2 / 3), .fractionalHeight(1)))
            let column = CollectionLayoutGroup.vertical(
                layoutSize: size(.fractionalWidth(1 / 3), .fractionalHeight(1)), repeatingSubitem: small,
                count: 2)
            section = CollectionLayoutSection(
                group: .horizontal(
                    layoutSize: size(.fractionalWidth(1), .absolute(160)), subitems: [large, column]))
        }
        section.interGroupSpacing = 8
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        return section
    }

    static func layout(fresh: Bool) -> CollectionViewCompositionalLayout {
        if fresh { return CollectionViewCompositionalLayout { index, _ in make(kind: index % 3) } }
        let kept = (0..<3).map(make(kind:))
        return CollectionViewCompositionalLayout { index, _ in kept[index % 3] }
    }
}

/// The plain-array port of the same sections: every frame of every section computed in
/// `prepare()` (list rows at their estimate) and kept, rectangles answered by binary search, as
/// a hand-written layout caches its attributes (frames here, not objects: cheaper than usual).
@MainActor
final class PlainMixedLayout: CollectionViewLayout {
    private var frames: [CGRect] = []
    private var indexPaths: [IndexPath] = []
    private var height: CGFloat = 0

    override func prepare() {
        frames.removeAll(keepingCapacity: true)
        indexPaths.removeAll(keepingCapacity: true)
        guard let collectionView else { return }
        let width = collectionView.bounds.width - 16
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            let kind = section % 3
            if kind == 0 { y += BenchMixedItems.headerHeight }
            y += 8
            let perGroup = kind == 1 ? 1 : 3
            let groupHeight: CGFloat = kind == 0 ? 120 : kind == 1 ? 44 : 160
            for item in 0..<count {
                let group = item / perGroup
                let slot = item % perGroup
                let top = y + CGFloat(group) * (groupHeight + 8)
                let frame: CGRect
                switch kind {
                case 0:
                    frame = CGRect(
                        x: 8 + CGFloat(slot) * width / 3, y: top, width: width / 3, height: groupHeight)
                case 1: frame = CGRect(x: 8, y: top, width: width, height: groupHeight)
                default:
                    frame =
                        slot == 0
                        ? CGRect(x: 8, y: top, width: width * 2 / 3, height: groupHeight)
                        : CGRect(
                            x: 8 + width * 2 / 3, y: top + CGFloat(slot - 1) * groupHeight / 2,
                            width: width / 3,
                            height: groupHeight / 2)
                }
                frames.append(frame)
                indexPaths.append(IndexPath(item: item, section: section))
            }
            let groups = (count + perGroup - 1) / perGroup
            y += CGFloat(groups) * groupHeight + CGFloat(max(0, groups - 1)) * 8 + 8
        }
        height = y
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        // Frames are in order of their groups' tops; a tile's small items start below its large one.
        var low = 0
        var high = frames.count
        while low < high {
            let middle = (low + high) / 2
            if frames[middle].minY + 160 <= rect.minY { low = middle + 1 } else { high = middle }
        }
        var result: [CollectionViewLayoutAttributes] = []
        var index = low
        while index < frames.count && frames[index].minY < rect.maxY {
            if frames[index].maxY > rect.minY && frames[index].maxX > rect.minX
                && frames[index].minX < rect.maxX
            {
                result.append(attributes(index))
            }
            index += 1
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        var low = 0
        var high = indexPaths.count
        while low < high {
            let middle = (low + high) / 2
            if indexPaths[middle] < indexPath { low = middle + 1 } else { high = middle }
        }
        return low < indexPaths.count && indexPaths[low] == indexPath ? attributes(low) : nil
    }

    private func attributes(_ index: Int) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPaths[index])
        attributes.frame = frames[index]
        return attributes
    }
}

/// A collection view over the mixed sections, laid out compositionally or by the plain port.
@MainActor
struct BenchMixed {
    let view: CollectionView

    init(layout: CollectionViewLayout) {
        view = CollectionView(frame: BenchGeometry.viewport, collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(
            CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        view.dataSource = Self.items
    }

    private static let items = BenchMixedItems()

    /// `reloadData` and the first layout pass.
    func reload() {
        view.reloadData()
        view.layoutIfNeeded()
    }

    /// A move to `offset` and its layout pass.
    func scroll(to offset: CGFloat) {
        view.contentOffset.y = offset
        view.layoutIfNeeded()
    }
}
