import Foundation
import Testing

@_spi(Hosting) @testable import ReuseKit

/// A count shared by the items of one test, safe to add to from any thread.
final class HashCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func add() { lock.withLock { count += 1 } }
}

/// An item that counts how often it is hashed: finding one item hashes it once, indexing a
/// whole list hashes every item of it.
struct HashCountedItem: Hashable, Sendable {
    let value: Int
    let hashes: HashCount

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) {
        hashes.add()
        hasher.combine(value)
    }
}

@MainActor
@Suite("Outline costs")
struct OutlineCostTests {
    /// Rows at the top level, besides the two children of the first.
    static let rows = 10_000

    /// A tree of ``rows`` items, the first with two children, collapsed.
    static func tree(_ hashes: HashCount) throws -> ListSectionSnapshot<HashCountedItem> {
        var tree = ListSectionSnapshot<HashCountedItem>()
        try tree.append((0..<rows).map { HashCountedItem(value: $0, hashes: hashes) })
        try tree.append(
            [HashCountedItem(value: -1, hashes: hashes), HashCountedItem(value: -2, hashes: hashes)],
            to: HashCountedItem(value: 0, hashes: hashes))
        return tree
    }

    /// Expands and collapses the first item twice, the second time counted: the items hashed
    /// then must be far fewer than the list's.
    static func hashesOfSecondToggle(
        _ hashes: HashCount, expand: (HashCountedItem) throws -> Void,
        collapse: (HashCountedItem) throws -> Void,
        layout: () -> Void
    ) rethrows -> Int {
        let parent = HashCountedItem(value: 0, hashes: hashes)
        try expand(parent)
        layout()
        try collapse(parent)
        layout()
        let before = hashes.value
        try expand(parent)
        layout()
        try collapse(parent)
        layout()
        return hashes.value - before
    }

    @Test("expanding and collapsing in a table do not index the whole list")
    func table() throws {
        let hashes = HashCount()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        table.rowHeight = 1
        table.register(TableViewCell.self, forCellReuseIdentifier: "item")
        let controller = ListController<String, HashCountedItem>(tableView: table) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        }
        try controller.apply(try Self.tree(hashes), to: "tree", animatingDifferences: false)
        let counted = try Self.hashesOfSecondToggle(
            hashes, expand: { try controller.expand($0, animatingDifferences: false) },
            collapse: { try controller.collapse($0, animatingDifferences: false) },
            layout: { table.layoutIfNeeded() })
        #expect(counted < Self.rows / 10)
        #expect(table.numberOfRows(inSection: 0) == Self.rows)
    }

    @Test("expanding and collapsing in a collection view do not index the whole list")
    func collection() throws {
        let hashes = HashCount()
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 40, height: 20),
            collectionViewLayout: CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: .plain)))
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let controller = CollectionListController<String, HashCountedItem>(collectionView: view) {
            view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        try controller.apply(try Self.tree(hashes), to: "tree", animatingDifferences: false)
        let counted = try Self.hashesOfSecondToggle(
            hashes, expand: { try controller.expand($0, animatingDifferences: false) },
            collapse: { try controller.collapse($0, animatingDifferences: false) },
            layout: { view.layoutIfNeeded() })
        #expect(counted < Self.rows / 10)
        #expect(view.numberOfItems(inSection: 0) == Self.rows)
    }
}
