import Foundation
import ReuseKitCore
import TestSupport
import Testing

@_spi(Hosting) @testable import ReuseKit

/// A table list controller over a tree of integer items.
@MainActor
final class OutlineFixture {
    let table: TableView
    let controller: ListController<String, Int>

    init(height: CGFloat = 20) {
        table = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: height))
        table.rowHeight = 1
        table.register(TableViewCell.self, forCellReuseIdentifier: "item")
        controller = ListController(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            cell.textLabel?.text = "\(item)"
            return cell
        }
    }

    /// The items the table's rows show, as the data source gives them.
    var rows: [Int] {
        (0..<table.numberOfRows(inSection: 0)).map {
            controller.snapshot.item(at: IndexPath(row: $0, section: 0))
        }
    }

    /// The cell showing `item`, laid out.
    func cell(of item: Int) -> TableViewCell? {
        table.layoutIfNeeded()
        return controller.indexPath(for: item).flatMap { table.cellForRow(at: $0) }
    }
}

@MainActor
@Suite("Outlines in list controllers")
struct OutlineControllerTests {
    typealias Tree = ListSectionSnapshot<Int>

    /// 1, 2, 3 at the top; 10, 11, 12 under 1; 100, 101 under 10; 20 under 2.
    static func tree() throws -> Tree {
        var tree = Tree()
        try tree.append([1, 2, 3])
        try tree.append([10, 11, 12], to: 1)
        try tree.append([100, 101], to: 10)
        try tree.append([20], to: 2)
        return tree
    }

    @Test("a section snapshot shows its visible items, indented by level with disclosures")
    func applyShowsVisibleItems() throws {
        let fixture = OutlineFixture()
        var tree = try Self.tree()
        tree.expand([1])
        try fixture.controller.apply(tree, to: "files", animatingDifferences: false)
        #expect(fixture.rows == [1, 10, 11, 12, 2, 3])
        #expect(fixture.controller.snapshot(for: "files") == tree)
        #expect(fixture.cell(of: 1)?.outlineDisclosure == .expanded)
        #expect(fixture.cell(of: 10)?.outlineDisclosure == .collapsed)
        #expect(fixture.cell(of: 10)?.indentationLevel == 1)
        #expect(fixture.cell(of: 11)?.outlineDisclosure == .leaf)
        #expect(fixture.cell(of: 2)?.outlineDisclosure == .collapsed)
        #expect(fixture.cell(of: 3)?.indentationLevel == 0)
        let text = try #require(fixture.cell(of: 10)?.textLabel)
        #expect(text.frame.minX == fixture.table.traitCollection.textSystem.width(of: "  ▸ "))
    }

    @Test("an item also in another section is refused, and nothing changes")
    func duplicateAcrossSections() throws {
        let fixture = OutlineFixture()
        try fixture.controller.apply(try Self.tree(), to: "files", animatingDifferences: false)
        var other = Tree()
        try other.append([2])
        #expect(throws: ListControllerError.self) {
            try fixture.controller.apply(other, to: "more", animatingDifferences: false)
        }
        #expect(fixture.controller.snapshot.sectionIdentifiers == ["files"])
        #expect(fixture.rows == [1, 2, 3])
    }

    @Test("expanding shows the rows under the item as one run, collapsing hides them; handlers are asked")
    func expandAndCollapse() throws {
        let fixture = OutlineFixture()
        try fixture.controller.apply(try Self.tree(), to: "files", animatingDifferences: false)
        var told: [String] = []
        fixture.controller.sectionSnapshotHandlers.shouldExpandItem = { $0 != 3 }
        fixture.controller.sectionSnapshotHandlers.willExpandItem = { told.append("expand \($0)") }
        fixture.controller.sectionSnapshotHandlers.willCollapseItem = { told.append("collapse \($0)") }
        #expect(try fixture.controller.expand(1, animatingDifferences: false))
        #expect(fixture.rows == [1, 10, 11, 12, 2, 3])
        #expect(try fixture.controller.expand(10, animatingDifferences: false))
        #expect(fixture.rows == [1, 10, 100, 101, 11, 12, 2, 3])
        #expect(try fixture.controller.collapse(1, animatingDifferences: false))
        #expect(fixture.rows == [1, 2, 3])
        // 10 stays expanded under its collapsed parent, as UIKit's.
        #expect(try fixture.controller.expand(1, animatingDifferences: false))
        #expect(fixture.rows == [1, 10, 100, 101, 11, 12, 2, 3])
        #expect(try !fixture.controller.expand(3, animatingDifferences: false))
        #expect(try !fixture.controller.expand(11, animatingDifferences: false), "a leaf has nothing to show")
        #expect(told == ["expand 1", "expand 10", "collapse 1", "expand 1"])
        #expect(fixture.controller.snapshot(for: "files").visibleItems == fixture.rows)
    }

    @Test("children given as the item expands replace those it had")
    func snapshotForExpandingParent() throws {
        let fixture = OutlineFixture()
        try fixture.controller.apply(try Self.tree(), to: "files", animatingDifferences: false)
        fixture.controller.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
            var children = Tree()
            try? children.append(current.rootItems.map { $0 + 1000 } + [parent * 7000])
            return children
        }
        try fixture.controller.expand(2, animatingDifferences: false)
        #expect(fixture.rows == [1, 2, 1020, 14000, 3])
    }

    @Test("a tap on the disclosure toggles the item; elsewhere it selects the row")
    func tapToggles() throws {
        let fixture = OutlineFixture()
        try fixture.controller.apply(try Self.tree(), to: "files", animatingDifferences: false)
        var selected: [Int] = []
        fixture.controller.selectionHandler = { selected.append($0) }
        fixture.table.layoutIfNeeded()
        fixture.table.tapRow(at: CGPoint(x: 0.5, y: 0.5))
        #expect(fixture.rows == [1, 10, 11, 12, 2, 3])
        #expect(selected.isEmpty)
        fixture.table.layoutIfNeeded()
        fixture.table.tapRow(at: CGPoint(x: 10, y: 0.5))
        #expect(selected == [1])
        fixture.table.tapRow(at: CGPoint(x: 0.5, y: 0.5))
        #expect(fixture.rows == [1, 2, 3])
    }

    @Test("→ expands, then moves to the first child; ← collapses, then moves to the parent")
    func keys() throws {
        let fixture = OutlineFixture()
        try fixture.controller.apply(try Self.tree(), to: "files", animatingDifferences: false)
        fixture.table.focusRow(at: IndexPath(row: 0, section: 0))
        #expect(fixture.controller.expandFocusedItem())
        #expect(fixture.rows == [1, 10, 11, 12, 2, 3])
        #expect(fixture.controller.expandFocusedItem())
        #expect(fixture.table.focusedIndexPath == IndexPath(row: 1, section: 0))
        #expect(fixture.controller.collapseFocusedItem())
        #expect(fixture.table.focusedIndexPath == IndexPath(row: 0, section: 0))
        #expect(fixture.controller.collapseFocusedItem())
        #expect(fixture.rows == [1, 2, 3])
        #expect(fixture.table.focusedIndexPath == IndexPath(row: 0, section: 0))
        #expect(!fixture.controller.collapseFocusedItem(), "a collapsed item at the top has nowhere to go")
    }

    @Test("children loaded late show a spinner, then the rows; a failure shows on the row and is retried")
    func loadedLate() async throws {
        let fixture = OutlineFixture()
        var tree = Tree()
        try tree.append([1, 2])
        try fixture.controller.apply(tree, to: "files", animatingDifferences: false)
        let attempts = Counter()
        fixture.controller.sectionSnapshotHandlers.mayHaveChildren = { $0 == 1 }
        fixture.controller.sectionSnapshotHandlers.loadChildren = { parent in
            guard attempts.next() > 1 else { throw TreeLoadFailure() }
            var children = Tree()
            try children.append([parent * 10, parent * 10 + 1])
            return children
        }
        #expect(fixture.cell(of: 1)?.outlineDisclosure == .collapsed)
        #expect(fixture.cell(of: 2)?.outlineDisclosure == .leaf)
        #expect(try fixture.controller.expand(1))
        #expect(fixture.cell(of: 1)?.outlineDisclosure == .loading)
        try await waitUntil { fixture.cell(of: 1)?.outlineDisclosure != .loading }
        #expect(fixture.cell(of: 1)?.outlineDisclosure == .failed("the disk is gone"))
        #expect(fixture.rows == [1, 2])
        #expect(try fixture.controller.expand(1))
        try await waitUntil { fixture.rows.count == 4 }
        #expect(fixture.rows == [1, 10, 11, 2])
        #expect(fixture.cell(of: 1)?.outlineDisclosure == .expanded)
    }

    @Test(
        "random expands and collapses keep rows, the focused item and the first row on screen",
        arguments: 0..<12)
    func randomExpansions(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let fixture = OutlineFixture(height: 10)
        var tree = Tree()
        try tree.append(Array(0..<8))
        var next = 8
        for _ in 0..<60 {
            let parent = Int.random(in: 0..<next, using: &generator)
            try tree.append([next, next + 1], to: parent)
            next += 2
        }
        tree.expand(tree.items.filter { _ in Bool.random(using: &generator) })
        try fixture.controller.apply(tree, to: "files", animatingDifferences: false)
        for step in 0..<80 {
            fixture.table.layoutIfNeeded()
            let maxOffset = max(0, fixture.table.contentSize.height - fixture.table.bounds.height)
            fixture.table.contentOffset.y = CGFloat(Int.random(in: 0...Int(maxOffset), using: &generator))
            fixture.table.layoutIfNeeded()
            let rows = fixture.rows
            let focused = rows.randomElement(using: &generator) ?? 0
            let focusedPath = try #require(fixture.controller.indexPath(for: focused))
            fixture.table.focusRow(at: focusedPath)
            let focusedTop = fixture.table.rectForRow(at: focusedPath).minY - fixture.table.contentOffset.y
            let item = rows.randomElement(using: &generator) ?? 0
            let expanding = !tree.isExpanded(item)
            let changed = try fixture.controller.setExpanded(item, expanding, animatingDifferences: false)
            if changed { if expanding { tree.expand([item]) } else { tree.collapse([item]) } }
            fixture.table.layoutIfNeeded()
            #expect(fixture.rows == tree.visibleItems, "rows after step \(step)")
            #expect(fixture.controller.snapshot(for: "files") == tree)
            if let path = fixture.controller.indexPath(for: focused) {
                #expect(fixture.table.focusedIndexPath == path, "focus after step \(step)")
                let top = fixture.table.rectForRow(at: path).minY - fixture.table.contentOffset.y
                let end = max(0, fixture.table.contentSize.height - fixture.table.bounds.height)
                // Unless the offset had to stop at an end: rows gone above cannot be made up for there.
                let offset = fixture.table.contentOffset.y
                if focusedTop >= 0 && focusedTop < fixture.table.bounds.height && offset > 0 && offset < end {
                    #expect(top == focusedTop, "the focused row stays on screen where it was, step \(step)")
                }
            }
        }
    }

    @Test("expanding 100,000 children inserts them under the item, collapsing removes them")
    func largeExpand() throws {
        let fixture = OutlineFixture()
        var tree = Tree()
        try tree.append([-1, -2, -3])
        try tree.append(Array(0..<100_000), to: -2)
        try fixture.controller.apply(tree, to: "files", animatingDifferences: false)
        fixture.table.layoutIfNeeded()
        try fixture.controller.expand(-2, animatingDifferences: false)
        fixture.table.layoutIfNeeded()
        #expect(fixture.table.numberOfRows(inSection: 0) == 100_003)
        #expect(fixture.controller.indexPath(for: -3) == IndexPath(row: 100_002, section: 0))
        try fixture.controller.collapse(-2, animatingDifferences: false)
        #expect(fixture.rows == [-1, -2, -3])
    }

    @Test("a collection list controller expands and collapses the same way")
    func collection() throws {
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 40, height: 2000),
            collectionViewLayout: CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: .plain)))
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let controller = CollectionListController<String, Int>(collectionView: view) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        try controller.apply(try Self.tree(), to: "files", animatingDifferences: false)
        try controller.expand(1, animatingDifferences: false)
        try controller.expand(10, animatingDifferences: false)
        #expect(controller.snapshot.itemIdentifiers == [1, 10, 100, 101, 11, 12, 2, 3])
        view.layoutIfNeeded()
        let cell = try #require(controller.indexPath(for: 100).flatMap { view.cellForItem(at: $0) })
        #expect(cell.indentationLevel == 2)
        #expect(cell.contentView.frame.minX == view.traitCollection.textSystem.width(of: "    ▸ "))
        try controller.collapse(1, animatingDifferences: false)
        #expect(controller.snapshot.itemIdentifiers == [1, 2, 3])
        #expect(view.numberOfItems(inSection: 0) == 3)
    }

    @Test("a collection list controller's → and ← expand, collapse and move the focus as the table's")
    func collectionKeys() throws {
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 40, height: 2000),
            collectionViewLayout: CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: .plain)))
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let controller = CollectionListController<String, Int>(collectionView: view) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        try controller.apply(try Self.tree(), to: "files", animatingDifferences: false)
        view.focusItem(at: IndexPath(item: 0, section: 0))
        #expect(controller.expandFocusedItem())
        #expect(controller.snapshot.itemIdentifiers == [1, 10, 11, 12, 2, 3])
        #expect(controller.expandFocusedItem())
        #expect(view.focusedIndexPath == IndexPath(item: 1, section: 0))
        #expect(controller.collapseFocusedItem())
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        #expect(controller.collapseFocusedItem())
        #expect(controller.snapshot.itemIdentifiers == [1, 2, 3])
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        #expect(!controller.collapseFocusedItem(), "a collapsed item at the top has nowhere to go")
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.outlineDisclosure == .collapsed)
    }
}

struct TreeLoadFailure: Error, CustomStringConvertible {
    var description: String { "the disk is gone" }
}

/// A count shared with a loader running off the main actor.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
        lock.withLock {
            value += 1; return value
        }
    }
}

/// Waits (at most five seconds) until `condition` holds on the main actor.
@MainActor
func waitUntil(_ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    for _ in 0..<500 {
        if condition() { return }
        try await Task.sleep(for: .milliseconds(10))
    }
    Issue.record("the condition did not hold within five seconds", sourceLocation: sourceLocation)
}
