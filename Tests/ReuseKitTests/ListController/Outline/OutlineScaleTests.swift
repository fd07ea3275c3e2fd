import Foundation
import Testing

@_spi(Hosting) @testable import ReuseKit

/// A list controller of either view showing a tree of counted items, as closures.
@MainActor
struct CountedOutlineList {
    let expand: (HashCountedItem) throws -> Void
    let collapse: (HashCountedItem) throws -> Void
    let layout: () -> Void
    let indexPath: (HashCountedItem) -> IndexPath?
    let snapshot: () -> ListSnapshot<String, HashCountedItem>

    /// A table through `ListController`.
    static func table(showing tree: ListSectionSnapshot<HashCountedItem>) throws -> Self {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        table.rowHeight = 1
        table.register(TableViewCell.self, forCellReuseIdentifier: "item")
        let controller = ListController<String, HashCountedItem>(tableView: table) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        }
        try controller.apply(tree, to: "tree", animatingDifferences: false)
        table.layoutIfNeeded()
        return Self(
            expand: { try controller.expand($0, animatingDifferences: false) },
            collapse: { try controller.collapse($0, animatingDifferences: false) },
            layout: { table.layoutIfNeeded() }, indexPath: { controller.indexPath(for: $0) },
            snapshot: { controller.snapshot })
    }

    /// A collection view in a list layout through `CollectionListController`.
    static func collection(showing tree: ListSectionSnapshot<HashCountedItem>) throws -> Self {
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 40, height: 20),
            collectionViewLayout: CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: .plain)))
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let controller = CollectionListController<String, HashCountedItem>(collectionView: view) {
            view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        try controller.apply(tree, to: "tree", animatingDifferences: false)
        view.layoutIfNeeded()
        return Self(
            expand: { try controller.expand($0, animatingDifferences: false) },
            collapse: { try controller.collapse($0, animatingDifferences: false) },
            layout: { view.layoutIfNeeded() }, indexPath: { controller.indexPath(for: $0) },
            snapshot: { controller.snapshot })
    }
}

/// Expanding and collapsing cost what they show, not the list: about the same under 100,000
/// rows as under 10,000.
@MainActor
@Suite("Outline scale")
struct OutlineScaleTests {
    /// The children of the first item.
    static let children = 50

    /// Makes the list of a kind showing a tree.
    typealias Make = @MainActor (ListSectionSnapshot<HashCountedItem>) throws -> CountedOutlineList

    /// The list of `kind`, "table" or "collection".
    static func make(_ kind: String) -> Make {
        if kind == "table" { return { try CountedOutlineList.table(showing: $0) } }
        return { try CountedOutlineList.collection(showing: $0) }
    }

    /// A tree of `rows` items at the top level, the first with ``children`` children, collapsed.
    static func tree(rows: Int, _ hashes: HashCount) throws -> ListSectionSnapshot<HashCountedItem> {
        var tree = ListSectionSnapshot<HashCountedItem>()
        try tree.append((0..<rows).map { HashCountedItem(value: $0, hashes: hashes) })
        try tree.append(
            (1...children).map { HashCountedItem(value: -$0, hashes: hashes) },
            to: HashCountedItem(value: 0, hashes: hashes))
        return tree
    }

    /// The items hashed by expanding the first item, finding a child and the last item, and
    /// collapsing it again, after a round untimed that indexed the list.
    static func hashesOfToggle(
        rows: Int, _ make: Make
    ) throws -> Int {
        let hashes = HashCount()
        let list = try make(try tree(rows: rows, hashes))
        let parent = HashCountedItem(value: 0, hashes: hashes)
        let child = HashCountedItem(value: -children, hashes: hashes)
        let last = HashCountedItem(value: rows - 1, hashes: hashes)
        try list.expand(parent)
        try list.collapse(parent)
        #expect(list.indexPath(last) == IndexPath(row: rows - 1, section: 0))
        let before = hashes.value
        try list.expand(parent)
        list.layout()
        #expect(list.indexPath(child) == IndexPath(row: children, section: 0))
        #expect(list.indexPath(last) == IndexPath(row: rows - 1 + children, section: 0))
        try list.collapse(parent)
        list.layout()
        #expect(list.indexPath(child) == nil)
        #expect(list.indexPath(last) == IndexPath(row: rows - 1, section: 0))
        return hashes.value - before
    }

    @Test(
        "expanding, finding items and collapsing hash about as many items under 100,000 rows as under 10,000",
        arguments: ["table", "collection"])
    func hashesDoNotGrowWithTheList(kind: String) throws {
        let make = Self.make(kind)
        let small = try Self.hashesOfToggle(rows: 10_000, make)
        let large = try Self.hashesOfToggle(rows: 100_000, make)
        // Not exactly equal: taking an item out of a hash table hashes the items after it in its
        // run of full buckets, and how full the table is differs with the list. Indexing the
        // list once would hash each of its rows: ten times as many under 100,000.
        #expect(large < 2 * small && small < 2 * large)
        #expect(large < 10_000)
    }

    @Test(
        "expanding changes the shown snapshot in place: neither its rows nor its lookup are copied",
        arguments: ["table", "collection"])
    func expandEditsInPlace(kind: String) throws {
        let make = Self.make(kind)
        let hashes = HashCount()
        let list = try make(try Self.tree(rows: 10_000, hashes))
        let parent = HashCountedItem(value: 0, hashes: hashes)
        // A round first, so the rows' storage has room for the children.
        try list.expand(parent)
        try list.collapse(parent)
        func rowStorage() -> UnsafeRawPointer? {
            list.snapshot().sections[0].items.withUnsafeBufferPointer {
                $0.baseAddress.map(UnsafeRawPointer.init)
            }
        }
        let rows = rowStorage()
        let lookup = ObjectIdentifier(list.snapshot().lookupBox)
        try list.expand(parent)
        #expect(list.snapshot().numberOfItems == 10_000 + Self.children)
        #expect(rowStorage() == rows)
        #expect(ObjectIdentifier(list.snapshot().lookupBox) == lookup)
    }

    @Test("expanding a run of rows in a table of one row height asks no row's height, and places them")
    func expandAsksNoHeights() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        table.rowHeight = 2
        table.register(TableViewCell.self, forCellReuseIdentifier: "item")
        let controller = ListController<String, HashCountedItem>(tableView: table) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        }
        let rows = 1_000
        let hashes = HashCount()
        try controller.apply(try Self.tree(rows: rows, hashes), to: "tree", animatingDifferences: false)
        table.layoutIfNeeded()
        let parent = HashCountedItem(value: 0, hashes: hashes)
        let asked = table.layoutState.rowHeightsAsked
        try controller.expand(parent, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.layoutState.rowHeightsAsked - asked == 0)
        #expect(table.numberOfRows(inSection: 0) == rows + Self.children)
        #expect(
            table.rectForRow(at: IndexPath(row: Self.children, section: 0)).minY == CGFloat(2 * Self.children)
        )
        #expect(table.contentSize.height == CGFloat(2 * (rows + Self.children)))
        try controller.collapse(parent, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.contentSize.height == CGFloat(2 * rows))
        // A section inserted whole takes its rows as one run too.
        let more = try ListSectionSnapshot(
            flat: (1...20).map { HashCountedItem(value: rows + $0, hashes: hashes) })
        let beforeSection = table.layoutState.rowHeightsAsked
        try controller.apply(more, to: "more", animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.layoutState.rowHeightsAsked - beforeSection == 0)
        #expect(table.rectForRow(at: IndexPath(row: 19, section: 1)).height == 2)
    }

    @Test(
        "expanding and collapsing again leave the snapshot's lookup alone: no row is hashed",
        arguments: ["table", "collection"])
    func toggleHashesNoRow(kind: String) throws {
        let hashes = HashCount()
        let children = 2_000
        var tree = ListSectionSnapshot<HashCountedItem>()
        try tree.append((0..<1_000).map { HashCountedItem(value: $0, hashes: hashes) })
        let parent = HashCountedItem(value: 0, hashes: hashes)
        try tree.append((1...children).map { HashCountedItem(value: -$0, hashes: hashes) }, to: parent)
        let list = try Self.make(kind)(tree)
        try list.expand(parent)
        list.layout()
        try list.collapse(parent)
        list.layout()
        let before = hashes.value
        try list.expand(parent)
        list.layout()
        try list.collapse(parent)
        list.layout()
        // The cells on screen hash their items (a few hundred hashes); each row taken into the
        // lookup and out again would hash it twice more.
        #expect(hashes.value - before < children / 2)
    }

    @Test(
        "the snapshot answers for the runs shown and hidden since its last question, in any order",
        arguments: ["table", "collection"])
    func lookupFollowsWaitingRuns(kind: String) throws {
        let hashes = HashCount()
        func item(_ value: Int) -> HashCountedItem { HashCountedItem(value: value, hashes: hashes) }
        var tree = try Self.tree(rows: 100, hashes)
        try tree.append((101...120).map { item(-$0) }, to: item(10))
        let list = try Self.make(kind)(tree)
        try list.expand(item(0))
        try list.expand(item(10))
        try list.collapse(item(0))
        list.layout()
        var snapshot = list.snapshot()
        #expect(snapshot.numberOfItems == 120)
        #expect(snapshot.sectionIdentifier(containingItem: item(-101)) == "tree")
        #expect(snapshot.indexOfItem(item(-101)) == 11)
        #expect(snapshot.sectionIdentifier(containingItem: item(-1)) == nil)
        try list.expand(item(0))
        try list.collapse(item(10))
        try list.collapse(item(0))
        try list.expand(item(0))
        list.layout()
        snapshot = list.snapshot()
        #expect(snapshot.numberOfItems == 100 + Self.children)
        #expect(snapshot.sectionIdentifier(containingItem: item(-120)) == nil)
        #expect(snapshot.indexOfItem(item(-Self.children)) == Self.children)
        #expect(snapshot.indexOfItem(item(10)) == 10 + Self.children)
        #expect(list.indexPath(item(99)) == IndexPath(row: 99 + Self.children, section: 0))
        // An edit of a copy after the runs: the copy takes them in first.
        var copy = snapshot
        copy.deleteItems([item(-1)])
        #expect(copy.numberOfItems == 99 + Self.children)
        #expect(copy.sectionIdentifier(containingItem: item(-2)) == "tree")
    }
}
