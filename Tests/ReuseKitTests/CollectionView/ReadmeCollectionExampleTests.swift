import Foundation
import ReuseKit
import Testing

// The README's collection view example, compiled and run here; ReadmeExampleTests keeps the two
// identical.
// README:begin
@MainActor final class Albums: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    let shelves = [["Blue", "Kind of Blue", "Abbey Road"], (1...100_000).map { "Album \($0)" }]
    func numberOfSections(in collectionView: CollectionView) -> Int { shelves.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        shelves[section].count
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "album", for: indexPath)
        cell.contentView.backgroundColor = indexPath.section == 0 ? .systemOrange : .systemBlue
        return cell
    }
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        EdgeInsets(top: 8, left: 8, bottom: section == 0 ? 24 : 8, right: 8)
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        print("playing", shelves[indexPath.section][indexPath.item])
    }
}

@MainActor func makeAlbumGrid(_ albums: Albums) -> CollectionView {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 96, height: 96)  // three a line in 320 pt, justified as UIKit's
    layout.minimumInteritemSpacing = 8
    let grid = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "album")
    grid.dataSource = albums
    grid.delegate = albums
    grid.layoutIfNeeded()  // cells for the albums on screen only
    grid.scrollToItem(at: IndexPath(item: 90_000, section: 1), at: .centeredVertically, animated: false)
    return grid
}
// README:end

@Suite("README collection view example")
@MainActor
struct ReadmeCollectionExampleTests {
    @Test("the example lands on album 90,001 in one call, with cells only for what is on screen")
    func exampleRuns() {
        let albums = Albums()
        let grid = makeAlbumGrid(albums)
        grid.layoutIfNeeded()
        let target = IndexPath(item: 90_000, section: 1)
        let frame = grid.cellForItem(at: target)?.frame
        #expect(frame.map { abs($0.midY - (grid.contentOffset.y + 240)) <= 0.5 } == true)
        #expect(grid.visibleCells.count <= 18)
    }
}
