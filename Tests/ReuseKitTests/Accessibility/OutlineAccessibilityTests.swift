import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// A list controller's outline as a reader gets it: each item's level, whether it expands and
/// is expanded, its place among its siblings, its value, and an action that toggles it.
@MainActor
@Suite("Outlines read by a screen reader")
struct OutlineAccessibilityTests {
    /// 1, 2, 3 at the top, 1 expanded; 10, 11, 12 under 1; 100, 101 under 10; 20 under 2.
    static func expandedTree() throws -> ListSectionSnapshot<Int> {
        var tree = try OutlineControllerTests.tree()
        tree.expand([1])
        return tree
    }

    /// The outline facts of the list's element at `index`.
    static func outline(_ list: View, _ index: Int) -> AccessibilityOutlineItem? {
        (list.accessibilityElement(at: index) as? AccessibilityNode)?.accessibilityOutlineItem
    }

    static func node(_ list: View, _ index: Int) -> AccessibilityNode? {
        list.accessibilityElement(at: index) as? AccessibilityNode
    }

    static func actionNames(_ list: View, _ index: Int) -> [String] {
        (node(list, index)?.accessibilityCustomActions ?? []).map(\.name)
    }

    /// Checks the facts of the rows [1, 10, 11, 12, 2, 3] of `expandedTree()`.
    static func expectFacts(of list: View) {
        #expect(list.accessibilityShowsOutline, "a list whose items carry levels is a tree")
        #expect(
            outline(list, 0)
                == AccessibilityOutlineItem(
                    level: 0, isExpandable: true, isExpanded: true, position: 1, siblingCount: 3))
        #expect(
            outline(list, 1)
                == AccessibilityOutlineItem(
                    level: 1, isExpandable: true, isExpanded: false, position: 1, siblingCount: 3))
        #expect(
            outline(list, 3)
                == AccessibilityOutlineItem(
                    level: 1, isExpandable: false, isExpanded: false, position: 3, siblingCount: 3))
        #expect(
            outline(list, 4)
                == AccessibilityOutlineItem(
                    level: 0, isExpandable: true, isExpanded: false, position: 2, siblingCount: 3))
        #expect(node(list, 0)?.accessibilityValue == "expanded")
        #expect(node(list, 1)?.accessibilityValue == "collapsed")
        #expect(node(list, 2)?.accessibilityValue == nil, "a leaf says no state")
        #expect(node(list, 4)?.accessibilityValue == "collapsed")
        #expect(actionNames(list, 0) == ["Collapse"])
        #expect(actionNames(list, 4) == ["Expand"])
        #expect(actionNames(list, 3).isEmpty, "a leaf neither expands nor collapses")
    }

    @Test("a table's rows, on screen and off, say their level, state and place among their siblings")
    func tableFacts() throws {
        let fixture = OutlineFixture(height: 2)
        try fixture.controller.apply(try Self.expandedTree(), to: "files", animatingDifferences: false)
        fixture.table.layoutIfNeeded()
        #expect(fixture.table.accessibilityElement(at: 0) is TableViewCell)
        #expect(fixture.table.accessibilityElement(at: 4) is ListItemAccessibilityElement, "off screen")
        Self.expectFacts(of: fixture.table)
    }

    @Test("a collection list controller's items say the same")
    func collectionFacts() throws {
        let (view, controller) = Self.collection(height: 2)
        try controller.apply(try Self.expandedTree(), to: "files", animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(view.accessibilityElement(at: 4) is ListItemAccessibilityElement, "off screen")
        Self.expectFacts(of: view)
    }

    @Test("the Expand and Collapse actions toggle the item; a host hears of it after the rows changed")
    func toggling() throws {
        let fixture = OutlineFixture(height: 2)
        let table = fixture.table
        try fixture.controller.apply(try Self.expandedTree(), to: "files", animatingDifferences: false)
        table.layoutIfNeeded()
        var events: [String] = []
        let observation = Accessibility.addObserver { event in
            switch event {
            case .elementsChanged(let container, _) where container === table: events.append("elements")
            case .expandedChanged(let container, let element, let expanded) where container === table:
                let index = table.index(ofAccessibilityElement: element)
                events.append("\(index) \(expanded ? "expanded" : "collapsed")")
            default: break
            }
        }
        defer { observation.cancel() }
        let expand = try #require(Self.node(table, 4)?.accessibilityCustomActions?.first)
        #expect(expand.name == "Expand" && expand.perform())
        #expect(fixture.rows == [1, 10, 11, 12, 2, 20, 3])
        #expect(events == ["elements", "4 expanded"])
        #expect(Self.outline(table, 4)?.isExpanded == true)
        #expect(Self.node(table, 4)?.accessibilityValue == "expanded")
        #expect(
            Self.outline(table, 5)
                == AccessibilityOutlineItem(
                    level: 1, isExpandable: false, isExpanded: false, position: 1, siblingCount: 1))
        events.removeAll()
        let collapse = try #require(Self.node(table, 0)?.accessibilityCustomActions?.first)
        #expect(collapse.name == "Collapse" && collapse.perform())
        #expect(fixture.rows == [1, 2, 20, 3])
        #expect(events == ["elements", "0 collapsed"])
        #expect(Self.node(table, 0)?.accessibilityValue == "collapsed")
    }

    @Test("a collection list controller's item toggles through its action too")
    func collectionToggling() throws {
        let (view, controller) = Self.collection(height: 2)
        try controller.apply(try Self.expandedTree(), to: "files", animatingDifferences: false)
        view.layoutIfNeeded()
        let expand = try #require(Self.node(view, 1)?.accessibilityCustomActions?.first)
        #expect(expand.name == "Expand" && expand.perform())
        #expect(controller.snapshot.itemIdentifiers == [1, 10, 100, 101, 11, 12, 2, 3])
        #expect(Self.outline(view, 2)?.level == 2)
        #expect(Self.outline(view, 3)?.position == 2)
    }

    @Test("a list without an outline says none")
    func flatList() throws {
        let fixture = OutlineFixture(height: 2)
        var snapshot = ListSnapshot<String, Int>()
        snapshot.appendSection("flat", items: [1, 2, 3])
        try fixture.controller.apply(snapshot, animatingDifferences: false)
        fixture.table.layoutIfNeeded()
        #expect(!fixture.table.accessibilityShowsOutline)
        #expect(Self.outline(fixture.table, 0) == nil && Self.outline(fixture.table, 2) == nil)
        #expect(Self.node(fixture.table, 2)?.accessibilityValue == nil)
        #expect(Self.actionNames(fixture.table, 0).isEmpty)
    }

    static func collection(height: CGFloat) -> (CollectionView, CollectionListController<String, Int>) {
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 40, height: height),
            collectionViewLayout: CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: .plain)))
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let controller = CollectionListController<String, Int>(collectionView: view) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        return (view, controller)
    }
}
