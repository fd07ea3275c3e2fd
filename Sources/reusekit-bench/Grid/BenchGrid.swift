import Foundation
import ReuseKit

/// A grid's data source that answers from arithmetic and counts the cells it is asked for.
@MainActor
final class BenchGridItems: CollectionViewDataSource {
    let count: Int
    private(set) var cellRequests = 0

    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        cellRequests += 1
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// The plain-array grid layout: every item's frame computed in `prepare()` and kept in an
/// array, rectangles answered by binary search over it, as the usual hand-written
/// `UICollectionViewLayout` caches its attributes (here as frames, not objects, which is
/// cheaper than the usual).
@MainActor
final class PlainGridLayout: CollectionViewLayout {
    static let itemSize = CGSize(width: 96, height: 96)
    static let spacing: CGFloat = 8
    private var frames: [CGRect] = []
    private var height: CGFloat = 0

    override func prepare() {
        guard let collectionView, collectionView.numberOfSections > 0 else {
            frames = []
            return
        }
        let count = collectionView.numberOfItems(inSection: 0)
        let width = collectionView.bounds.width
        let columns = max(1, Int((width + Self.spacing) / (Self.itemSize.width + Self.spacing)))
        let pitch =
            columns > 1
            ? Self.itemSize.width + (width - CGFloat(columns) * Self.itemSize.width) / CGFloat(columns - 1)
            : 0
        frames.removeAll(keepingCapacity: true)
        frames.reserveCapacity(count)
        for item in 0..<count {
            let line = item / columns
            frames.append(
                CGRect(
                    x: CGFloat(item % columns) * pitch,
                    y: CGFloat(line) * (Self.itemSize.height + Self.spacing),
                    width: Self.itemSize.width, height: Self.itemSize.height))
        }
        height = frames.last.map(\.maxY) ?? 0
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var low = 0
        var high = frames.count
        while low < high {
            let middle = (low + high) / 2
            if frames[middle].maxY <= rect.minY { low = middle + 1 } else { high = middle }
        }
        var result: [CollectionViewLayoutAttributes] = []
        var item = low
        while item < frames.count && frames[item].minY < rect.maxY {
            if frames[item].maxX > rect.minX && frames[item].minX < rect.maxX {
                result.append(attributes(item))
            }
            item += 1
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        indexPath.item < frames.count ? attributes(indexPath.item) : nil
    }

    private func attributes(_ item: Int) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = frames[item]
        return attributes
    }
}

/// A collection view over `BenchGridItems`, laid out by ReuseKit's flow layout (estimated sizes:
/// lines measured as shown) or by the plain-array layout.
@MainActor
struct BenchGrid {
    let view: CollectionView
    let items: BenchGridItems

    init(count: Int, plain: Bool) {
        items = BenchGridItems(count: count)
        let layout: CollectionViewLayout
        if plain {
            layout = PlainGridLayout()
        } else {
            let flow = CollectionViewFlowLayout()
            flow.estimatedItemSize = PlainGridLayout.itemSize
            flow.minimumLineSpacing = PlainGridLayout.spacing
            flow.minimumInteritemSpacing = PlainGridLayout.spacing
            layout = flow
        }
        view = CollectionView(frame: BenchGeometry.viewport, collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = items
    }

    /// `reloadData` and the first layout pass.
    func reload() {
        view.reloadData()
        view.layoutIfNeeded()
    }

    /// A jump that puts `item` in the middle of the view, with its layout pass.
    func jump(to item: Int) {
        view.scrollToItem(at: IndexPath(item: item, section: 0), at: .centeredVertically, animated: false)
        view.layoutIfNeeded()
    }

    /// A move to `offset` and its layout pass.
    func scroll(to offset: CGFloat) {
        view.contentOffset.y = offset
        view.layoutIfNeeded()
    }
}
