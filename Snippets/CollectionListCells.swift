// A collection view of your own cells, fed by a `CollectionListController`: a cell subclass
// (its `required init(frame:)`), sections named by identifiers, and a cell that hears its
// selection and keyboard focus.
import Foundation
import ReuseKit

// snippet.cell
/// A row of the list: a label in the content view, restyled when selected or focused.
final class TrackCell: CollectionViewCell {
    let title = Label()

    // The collection view makes cells with `init(frame:)`: it is `required`, so a subclass
    // that adds stored properties initializes them and calls super.
    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(title)
    }

    // The view sets these on the cells it shows; the base class draws its fills, a subclass
    // restyles its own views too.
    override var isSelected: Bool { didSet { updateStyle() } }
    override var isFocused: Bool { didSet { updateStyle() } }

    private func updateStyle() {
        title.textStyle.isBold = isSelected
        title.textColor = isFocused ? .systemYellow : nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = contentView.bounds.insetBy(dx: 8, dy: 0)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }
}
// snippet.end

// snippet.controller
/// Sections are identified by values of your own (here an enum), items by theirs.
enum Shelf: Hashable, Sendable {
    case favourites, library
}

@MainActor func makeTrackList(tracks: [String], favourites: Set<String>) throws
    -> CollectionListController<Shelf, String>
{
    let layout = CollectionViewCompositionalLayout.list(
        using: CollectionLayoutListConfiguration(appearance: .plain))
    let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 220), collectionViewLayout: layout)
    view.register(TrackCell.self, forCellWithReuseIdentifier: "track")
    let list = CollectionListController<Shelf, String>(collectionView: view) { view, indexPath, track in
        let cell = view.dequeueReusableCell(withReuseIdentifier: "track", for: indexPath)
        (cell as? TrackCell)?.title.text = track
        return cell
    }
    list.selectionHandler = { track in print("playing", track) }

    var snapshot = ListSnapshot<Shelf, String>()
    // A section is appended under its identifier; items go to the section named (or the last).
    snapshot.appendSection(.favourites, items: tracks.filter(favourites.contains))
    snapshot.appendSection(.library)
    try snapshot.appendItems(tracks.filter { !favourites.contains($0) }, toSection: .library)
    try list.apply(snapshot, animatingDifferences: false)
    return list
}
// snippet.end

// snippet.hide
let list = try makeTrackList(tracks: ["Blue", "So What", "Naima", "Giant Steps"], favourites: ["Naima"])
list.collectionView.layoutIfNeeded()
print(list.snapshot.sectionIdentifier(containingItem: "Naima") == .favourites)
let view = list.collectionView
// snippet.show
// snippet.queries
// Selection, as UIKit's: the delegate's shouldSelect/didSelect/didDeselect hear the user's.
view.allowsMultipleSelection = true
view.selectItem(at: IndexPath(item: 1, section: 1), animated: false, scrollPosition: .centeredVertically)
print(view.indexPathsForSelectedItems ?? [])
view.deselectItem(at: IndexPath(item: 1, section: 1), animated: false)

// What is on screen, and where.
print(view.indexPathsForVisibleItems, view.visibleCells.count)
let hit = view.indexPathForItem(at: CGPoint(x: 20, y: 50))  // any point of the content
let frame = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
print(hit as Any, frame as Any, view.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
view.scrollToItem(at: IndexPath(item: 2, section: 1), at: .bottom, animated: false)

// The keyboard focus (the arrows, PgUp/PgDn, Home/End and Enter move and use it in a window).
view.selectionFollowsFocus = false
view.focusItem(at: IndexPath(item: 0, section: 1))
_ = view.moveFocus(.down)  // by geometry: the item below, in a grid
print(view.focusedIndexPath as Any, view.selectFocusedItem() as Any)  // Enter does this
// snippet.end
