import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import TestSupport

/// A cell whose fitted height its fixture decides per item.
@MainActor
final class FittingCell: CollectionViewCell {
    var fittedHeight: CGFloat = 0
    /// The width the cell takes when asked for one (a horizontal layout asks); the proposed
    /// width when `nil`.
    var fittedWidth: CGFloat?

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: fittedWidth ?? size.width, height: fittedHeight)
    }
}

/// A header that remembers its section.
@MainActor
final class SectionHeader: CollectionReusableView {
    var section = -1
}

/// A collection data source and delegate over item counts per section, with fitted heights a
/// function of the item; it records every call.
@MainActor
final class CollectionFixture: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var counts: [Int]
    var fittedHeight: (IndexPath) -> CGFloat = { _ in 50 }
    var fittedWidth: ((IndexPath) -> CGFloat)?
    var cellRequests: [IndexPath] = []
    var supplementaryRequests: [String] = []
    var events: [String] = []
    var displayed = 0
    var endedDisplaying = 0
    var vetoed: Set<IndexPath> = []

    init(counts: [Int]) { self.counts = counts }

    func makeView(layout: CollectionViewLayout, width: CGFloat = 390, height: CGFloat = 844) -> CollectionView
    {
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        view.register(FittingCell.self, forCellWithReuseIdentifier: "cell")
        view.register(
            SectionHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        view.register(
            SectionHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
            withReuseIdentifier: "footer")
        view.dataSource = self
        view.delegate = self
        return view
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        cellRequests.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? FittingCell)?.fittedHeight = fittedHeight(indexPath)
        (cell as? FittingCell)?.fittedWidth = fittedWidth?(indexPath)
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        supplementaryRequests.append(
            "\(kind == CollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
        let identifier = kind == CollectionView.elementKindSectionHeader ? "header" : "footer"
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        (view as? SectionHeader)?.section = indexPath.section
        return view
    }

    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        events.append("should select \(indexPath.item)")
        return !vetoed.contains(indexPath)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("select \(indexPath.item)")
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.item)")
    }

    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        events.append("highlight \(indexPath.item)")
    }

    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        events.append("unhighlight \(indexPath.item)")
    }

    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) { displayed += 1 }

    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) { endedDisplaying += 1 }

    /// Heights in 20...119 drawn from the index path and `seed` alone.
    static func hashedHeight(seed: UInt64) -> (IndexPath) -> CGFloat {
        { indexPath in
            var generator = SeededGenerator(
                seed: seed &+ UInt64(indexPath.item) &* 0x9E37_79B9 &+ UInt64(indexPath.section)
                    &* 0x85EB_CA6B)
            return CGFloat(20 + generator.next() % 100)
        }
    }
}
