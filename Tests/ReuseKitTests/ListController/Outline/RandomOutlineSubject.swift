import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// A list controller showing a tree (a table's, or a collection view list's) as the list base's
/// randomized run drives it: its changes are expands, collapses, inserts and deletes in the
/// tree, made to an ``OutlineModel`` too; the run's model holds the visible items, so its focus
/// and position rules hold the outline to what every list does. After each step the items'
/// levels, parents, disclosures and what a reader is told of them are checked against the model.
@MainActor
final class RandomOutlineSubject: RandomFocusSubject {
    let model: RandomListModel
    /// The tree, as the reference has it.
    private(set) var tree = OutlineModel()
    let scrollView: ScrollView
    var movesByGeometry: Bool { false }
    var changes: RandomChangeKind { .custom }
    private let table: ListController<Int, Int>?
    private let list: CollectionListController<Int, Int>?

    init(model: RandomListModel, collection: Bool, using generator: inout SeededGenerator) throws {
        self.model = model
        if collection {
            let view = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 200, height: 240),
                collectionViewLayout: CollectionViewCompositionalLayout.list(
                    using: CollectionLayoutListConfiguration(appearance: .plain)))
            view.clock = ManualFrameClock()
            view.contentInset = EdgeInsets(top: 6, left: 0, bottom: 8, right: 0)
            view.register(FittingCell.self, forCellWithReuseIdentifier: "cell")
            list = CollectionListController(collectionView: view) { view, indexPath, item in
                let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                (cell as? FittingCell)?.fittedHeight = RandomListModel.height(of: item)
                return cell
            }
            table = nil
            scrollView = view
        } else {
            let view = TableView(frame: CGRect(x: 0, y: 0, width: 200, height: 240))
            view.clock = ManualFrameClock()
            view.contentInset = EdgeInsets(top: 6, left: 0, bottom: 10, right: 0)
            view.register(TableViewCell.self, forCellReuseIdentifier: "cell")
            let controller = ListController<Int, Int>(tableView: view) { table, indexPath, item in
                let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = "\(item)"
                return cell
            }
            controller.heightProvider = { item, _ in RandomListModel.height(of: item) }
            table = controller
            list = nil
            scrollView = view
        }
        var snapshot = ListSectionSnapshot<Int>()
        let roots = (0..<6).map { _ in model.makeID() }
        try snapshot.append(roots)
        try tree.append(roots, to: nil)
        for _ in 0..<40 {
            let parent = snapshot.items.randomElement(using: &generator) ?? roots[0]
            let child = [model.makeID()]
            try snapshot.append(child, to: parent)
            try tree.append(child, to: parent)
        }
        let expanded = snapshot.items.filter { _ in Int.random(in: 0..<3, using: &generator) > 0 }
        snapshot.expand(expanded)
        tree.setExpanded(expanded, true)
        try apply(snapshot)
        scrollView.layoutIfNeeded()
    }

    /// The section's tree as the controller has it.
    var snapshot: ListSectionSnapshot<Int> { table?.snapshot(for: 0) ?? list?.snapshot(for: 0) ?? .init() }

    private func apply(_ snapshot: ListSectionSnapshot<Int>) throws {
        try table?.apply(snapshot, to: 0, animatingDifferences: false)
        try list?.apply(snapshot, to: 0, animatingDifferences: false)
        model.sections[0] = tree.visibleItems
    }

    private func setExpanded(_ item: Int, _ expanded: Bool) throws -> Bool {
        let changed =
            try expanded
            ? (table?.expand(item, animatingDifferences: false)
                ?? list?.expand(item, animatingDifferences: false))
            : (table?.collapse(item, animatingDifferences: false)
                ?? list?.collapse(item, animatingDifferences: false))
        if changed == true { tree.setExpanded([item], expanded) }
        model.sections[0] = tree.visibleItems
        return changed == true
    }

    /// An expand, a collapse (often of the focused item's parent, hiding it), an insert (often
    /// just before the focused item) or a delete (often of the focused item or its parent).
    func makeChange(focusID: Int?, using generator: inout SeededGenerator) throws -> RandomListChange {
        let current = snapshot
        let visible = current.visibleItems
        let parentOfFocus = focusID.flatMap { current.parent(of: $0) }
        let near = Bool.random(using: &generator)
        let change: String
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            let closed = visible.filter { !current.isExpanded($0) && !current.children(of: $0).isEmpty }
            guard let item = closed.randomElement(using: &generator) else {
                return .custom("nothing to expand")
            }
            change = "expand \(item): \(try setExpanded(item, true))"
        case 1:
            let open = visible.filter { current.isExpanded($0) && !current.children(of: $0).isEmpty }
            let pick =
                near
                ? parentOfFocus ?? open.randomElement(using: &generator)
                : open.randomElement(using: &generator)
            guard let item = pick else { return .custom("nothing to collapse") }
            change = "collapse \(item): \(try setExpanded(item, false))"
        case 2:
            let ids = (0..<Int.random(in: 1...3, using: &generator)).map { _ in model.makeID() }
            var next = current
            if near, let anchor = focusID {
                try next.insert(ids, before: anchor)
                try tree.insert(ids, next: anchor, after: false)
                change = "insert \(ids) before \(anchor)"
            } else {
                let parent =
                    Bool.random(using: &generator) ? nil : current.items.randomElement(using: &generator)
                try next.append(ids, to: parent)
                try tree.append(ids, to: parent)
                change = "append \(ids) to \(parent.map(String.init) ?? "the top")"
            }
            try apply(next)
        default:
            let pick =
                near
                ? (Bool.random(using: &generator) ? focusID : parentOfFocus)
                : current.items.randomElement(using: &generator)
            guard let item = pick ?? current.items.randomElement(using: &generator) else {
                return .custom("nothing to delete")
            }
            var next = current
            next.delete([item])
            tree.delete([item])
            try apply(next)
            change = "delete \(item) (\(current.isVisible(item) ? "visible" : "hidden"))"
        }
        scrollView.layoutIfNeeded()
        return .custom(change)
    }

    func moveFocus(_ heading: FocusHeading) -> Bool {
        (scrollView as? TableView)?.moveFocus(heading) ?? (scrollView as? CollectionView)?.moveFocus(heading)
            ?? false
    }

    var focusedIndexPath: IndexPath? {
        (scrollView as? TableView)?.focusedIndexPath ?? (scrollView as? CollectionView)?.focusedIndexPath
    }

    func frame(of indexPath: IndexPath) -> CGRect? {
        if let table = scrollView as? TableView { return table.rectForRow(at: indexPath) }
        return (scrollView as? CollectionView)?.layoutAttributesForItem(at: indexPath)?.frame
    }

    var covers: [CGRect] { [] }

    /// The visible cells, with their index paths.
    private var visibleCells: [(IndexPath, any OutlineCell)] {
        if let table = scrollView as? TableView {
            return (table.indexPathsForVisibleRows ?? []).compactMap { path in
                table.cellForRow(at: path).map { (path, $0) }
            }
        }
        guard let view = scrollView as? CollectionView else { return [] }
        return view.indexPathsForVisibleItems.compactMap { path in
            view.cellForItem(at: path).map { (path, $0) }
        }
    }

    var focusedCells: [IndexPath] {
        visibleCells.filter {
            ($0.1 as? TableViewCell)?.isFocused ?? ($0.1 as? CollectionViewCell)?.isFocused ?? false
        }
        .map(\.0)
    }

    func perform(_ change: RandomListChange) throws {}

    /// The tree's items, levels, parents and states, the rows, and each visible cell's level,
    /// disclosure and what a reader is told of it, against the model.
    func checkItems() -> String? {
        let current = snapshot
        let all = tree.all
        guard current.items == tree.items, current.visibleItems == tree.visibleItems else {
            return "the tree's items are \(current.visualDescription()), the model's \(tree.items)"
        }
        let shown = table?.snapshot.itemIdentifiers ?? list?.snapshot.itemIdentifiers ?? []
        guard shown == tree.visibleItems else {
            return "the rows are \(shown), the model's \(tree.visibleItems)"
        }
        var children: [Int?: [Int]] = [:]
        for entry in all { children[entry.parent, default: []].append(entry.id) }
        for entry in all {
            guard current.level(of: entry.id) == entry.level, current.parent(of: entry.id) == entry.parent
            else {
                return
                    "\(entry.id) is at level \(current.level(of: entry.id) ?? -1) under \(String(describing: current.parent(of: entry.id))), the model's \(entry.level) under \(String(describing: entry.parent))"
            }
        }
        let entries = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
        for (path, cell) in visibleCells {
            let id = model.id(at: path)
            guard let entry = entries[id] else { return "row \(path.item) shows \(id), not in the model" }
            let hasChildren = children[id] != nil
            let disclosure: OutlineDisclosure =
                hasChildren ? (entry.isExpanded ? .expanded : .collapsed) : .leaf
            guard cell.indentationLevel == entry.level, cell.outlineDisclosure == disclosure else {
                return
                    "\(id)'s cell shows level \(cell.indentationLevel), \(String(describing: cell.outlineDisclosure)); the model's \(entry.level), \(disclosure)"
            }
            let siblings = children[entry.parent] ?? []
            let expected = AccessibilityOutlineItem(
                level: entry.level, isExpandable: hasChildren, isExpanded: hasChildren && entry.isExpanded,
                position: (siblings.firstIndex(of: id) ?? -1) + 1, siblingCount: siblings.count)
            guard cell.accessibilityOutlineItem == expected else {
                return
                    "\(id) tells a reader \(String(describing: cell.accessibilityOutlineItem)), the model says \(expected)"
            }
        }
        return nil
    }
}
