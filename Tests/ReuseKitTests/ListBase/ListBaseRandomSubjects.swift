import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// The items of a randomized list: identities per section (and the sections' own), each item
/// as tall as its identity says wherever it goes.
@MainActor
final class RandomListModel {
    var sections: [[Int]]
    var sectionIDs: [Int]
    /// Whether changes keep the one section (a waterfall's items).
    var keepsOneSection = false
    private var lastID = 0

    init(counts: [Int]) {
        sections = []
        sectionIDs = []
        for count in counts {
            sectionIDs.append(makeID())
            sections.append((0..<count).map { _ in makeID() })
        }
    }

    func makeID() -> Int {
        lastID += 1
        return lastID
    }

    /// 20...60 pt, fixed by the identity.
    static func height(of id: Int) -> CGFloat { CGFloat(20 + (id &* 37) % 41) }

    func id(at indexPath: IndexPath) -> Int { sections[indexPath.section][indexPath.item] }

    func indexPath(of id: Int) -> IndexPath? {
        for (section, items) in sections.enumerated() {
            if let item = items.firstIndex(of: id) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    var snapshot: ListSnapshot<Int, Int> {
        var snapshot = ListSnapshot<Int, Int>()
        for (id, items) in zip(sectionIDs, sections) { snapshot.appendSection(id, items: items) }
        return snapshot
    }
}

/// A change the randomized suite makes: the model already holds the new items.
enum RandomListChange: CustomStringConvertible {
    /// Items inserted at these (new) index paths.
    case insert([IndexPath])
    /// Items deleted from these (old) index paths.
    case delete([IndexPath])
    /// One item (this identity) moved.
    case move(IndexPath, IndexPath, id: Int)
    /// Items reloaded at these index paths.
    case reload([IndexPath])
    /// A snapshot applied through the list controller, these identities reloaded.
    case apply(reloading: Set<Int>, moved: Set<Int>)
    /// The data reloaded (the waterfall's only full update).
    case reloadData
    /// Items appended at the end (the waterfall's load more).
    case append(Int)
    /// A change the subject made itself (``RandomFocusSubject/makeChange(focusID:using:)``).
    case custom(String)

    var description: String {
        func paths(_ indexPaths: [IndexPath]) -> String {
            indexPaths.map { "\($0.section).\($0.item)" }.joined(separator: ",")
        }
        switch self {
        case .insert(let indexPaths): return "insert \(paths(indexPaths))"
        case .delete(let indexPaths): return "delete \(paths(indexPaths))"
        case .move(let from, let to, _): return "move \(paths([from])) → \(paths([to]))"
        case .reload(let indexPaths): return "reload \(paths(indexPaths))"
        case .apply(let reloading, let moved):
            return "apply (reloading \(reloading.sorted()), moved \(moved.sorted()))"
        case .reloadData: return "reloadData"
        case .append(let count): return "append \(count)"
        case .custom(let description): return description
        }
    }

    /// Whether the change moves `id` on purpose.
    func moves(_ id: Int) -> Bool {
        switch self {
        case .move(_, _, let moved): moved == id
        case .apply(_, let moved): moved.contains(id)
        default: false
        }
    }
}

/// How a list view takes changes.
enum RandomChangeKind {
    /// Inserts, deletes, moves and reloads through the batch calls.
    case batch
    /// Snapshot applies through the view's list controller.
    case snapshot
    /// Appends and full reloads (a waterfall).
    case append
    /// Changes the subject makes itself (an outline's expands, collapses, inserts, deletes).
    case custom
}

/// One list view as the randomized suite drives it.
@MainActor
protocol RandomFocusSubject: AnyObject {
    var model: RandomListModel { get }
    var scrollView: ScrollView { get }
    var focusedIndexPath: IndexPath? { get }
    /// Whether up, down, left and right go by where items stand.
    var movesByGeometry: Bool { get }
    /// How the view takes changes.
    var changes: RandomChangeKind { get }
    @discardableResult func moveFocus(_ heading: FocusHeading) -> Bool
    /// An item's frame as laid out, in content coordinates.
    func frame(of indexPath: IndexPath) -> CGRect?
    /// The frames of the headers and footers on screen.
    var covers: [CGRect] { get }
    /// The visible cells that say they are focused.
    var focusedCells: [IndexPath] { get }
    /// Performs `change` (the model already holds the new items).
    func perform(_ change: RandomListChange) throws
    /// Makes and performs a change of the subject's own, the model updated (``RandomChangeKind/custom``).
    func makeChange(focusID: Int?, using generator: inout SeededGenerator) throws -> RandomListChange
    /// What is wrong with the items the view shows beyond their identities, or `nil`.
    func checkItems() -> String?
}

extension RandomFocusSubject {
    func makeChange(focusID: Int?, using generator: inout SeededGenerator) throws -> RandomListChange {
        Issue.record("only a subject of custom changes makes its own")
        return .reloadData
    }

    func checkItems() -> String? { nil }
}

/// A table over the model through its batch calls, with 28-pt floating headers and 16-pt
/// floating footers.
@MainActor
final class RandomTableSubject: RandomFocusSubject, TableViewDataSource, TableViewDelegate {
    let model: RandomListModel
    let table: TableView
    var scrollView: ScrollView { table }
    var focusedIndexPath: IndexPath? { table.focusedIndexPath }
    var movesByGeometry: Bool { false }
    var changes: RandomChangeKind { .batch }

    init(model: RandomListModel) {
        self.model = model
        table = TableView(frame: CGRect(x: 0, y: 0, width: 200, height: 240))
        table.clock = ManualFrameClock()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.contentInset = EdgeInsets(top: 6, left: 0, bottom: 10, right: 0)
        table.dataSource = self
        table.delegate = self
        table.layoutIfNeeded()
    }

    func moveFocus(_ heading: FocusHeading) -> Bool { table.moveFocus(heading) }
    func frame(of indexPath: IndexPath) -> CGRect? { table.rectForRow(at: indexPath) }
    var covers: [CGRect] {
        [table.floatingHeaderView?.frame, table.floatingFooterView?.frame].compactMap { $0 }
    }
    var focusedCells: [IndexPath] {
        (table.indexPathsForVisibleRows ?? []).filter { table.cellForRow(at: $0)?.isFocused == true }
    }

    func perform(_ change: RandomListChange) throws {
        switch change {
        case .insert(let indexPaths): try table.insertRows(at: indexPaths, with: .none)
        case .delete(let indexPaths): try table.deleteRows(at: indexPaths, with: .none)
        case .move(let from, let to, _): try table.moveRow(at: from, to: to)
        case .reload(let indexPaths): try table.reloadRows(at: indexPaths, with: .none)
        case .apply, .reloadData, .append, .custom: Issue.record("a table subject makes batch calls")
        }
        table.layoutIfNeeded()
    }

    func numberOfSections(in tableView: TableView) -> Int { model.sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        model.sections[section].count
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "\(model.id(at: indexPath))"
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        RandomListModel.height(of: model.id(at: indexPath))
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 28 }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 16 }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        View(frame: .zero)
    }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        View(frame: .zero)
    }
}

/// A table driven by its list controller: every change is a snapshot apply.
@MainActor
final class RandomTableControllerSubject: RandomFocusSubject {
    let model: RandomListModel
    let table: TableView
    let controller: ListController<Int, Int>
    var scrollView: ScrollView { table }
    var focusedIndexPath: IndexPath? { table.focusedIndexPath }
    var movesByGeometry: Bool { false }
    var changes: RandomChangeKind { .snapshot }

    init(model: RandomListModel) throws {
        self.model = model
        table = TableView(frame: CGRect(x: 0, y: 0, width: 200, height: 240))
        table.clock = ManualFrameClock()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.contentInset = EdgeInsets(top: 6, left: 0, bottom: 10, right: 0)
        controller = ListController(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "\(item)"
            return cell
        }
        controller.heightProvider = { item, _ in RandomListModel.height(of: item) }
        try controller.apply(model.snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
    }

    func moveFocus(_ heading: FocusHeading) -> Bool { table.moveFocus(heading) }
    func frame(of indexPath: IndexPath) -> CGRect? { table.rectForRow(at: indexPath) }
    var covers: [CGRect] {
        [table.floatingHeaderView?.frame, table.floatingFooterView?.frame].compactMap { $0 }
    }
    var focusedCells: [IndexPath] {
        (table.indexPathsForVisibleRows ?? []).filter { table.cellForRow(at: $0)?.isFocused == true }
    }

    func perform(_ change: RandomListChange) throws {
        guard case .apply(let reloading, _) = change else {
            Issue.record("a controller subject applies snapshots")
            return
        }
        try controller.apply(model.snapshot, animatingDifferences: false, reloading: reloading)
        table.layoutIfNeeded()
    }
}

/// The collection layouts the suite drives.
enum RandomCollectionLayout: String, CaseIterable, Sendable {
    case flow, list, grid, masonry

    @MainActor
    func make(model: RandomListModel) -> CollectionViewLayout {
        switch self {
        case .flow: return ListFocusVisibilityTests.pinnedFlow()
        case .list: return ListFocusVisibilityTests.plainList()
        case .grid: return ListFocusVisibilityTests.pinnedGrid(columns: 3)
        case .masonry:
            return CollectionViewCompositionalLayout { [unowned model] section, _ in
                .masonry(columnCount: 3, spacing: 4, estimatedItemHeight: 40) { item, _ in
                    guard section < model.sections.count, item < model.sections[section].count else {
                        return 40
                    }
                    return RandomListModel.height(of: model.sections[section][item])
                }
            }
        }
    }
}

/// A collection view over the model, through its batch calls or its list controller.
@MainActor
final class RandomCollectionSubject: RandomFocusSubject, CollectionViewDataSource,
    CollectionViewDelegateFlowLayout
{
    let model: RandomListModel
    let view: CollectionView
    let changes: RandomChangeKind
    private var controller: CollectionListController<Int, Int>?
    var scrollView: ScrollView { view }
    var focusedIndexPath: IndexPath? { view.focusedIndexPath }
    var movesByGeometry: Bool { true }

    init(model: RandomListModel, layout: RandomCollectionLayout, controlled: Bool) throws {
        self.model = model
        changes = controlled ? .snapshot : .batch
        view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 260),
            collectionViewLayout: layout.make(model: model))
        view.clock = ManualFrameClock()
        view.contentInset = EdgeInsets(top: 6, left: 0, bottom: 8, right: 0)
        view.register(FittingCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
            view.register(
                SectionHeader.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "boundary")
        }
        if controlled {
            let controller = CollectionListController<Int, Int>(collectionView: view) {
                view, indexPath, item in
                let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                (cell as? FittingCell)?.fittedHeight = RandomListModel.height(of: item)
                return cell
            }
            controller.supplementaryViewProvider = { view, kind, indexPath in
                view.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: "boundary", for: indexPath)
            }
            try controller.apply(model.snapshot, animatingDifferences: false)
            self.controller = controller
        } else {
            view.dataSource = self
            view.delegate = self
        }
        view.layoutIfNeeded()
    }

    func moveFocus(_ heading: FocusHeading) -> Bool { view.moveFocus(heading) }
    func frame(of indexPath: IndexPath) -> CGRect? { view.layoutAttributesForItem(at: indexPath)?.frame }
    var covers: [CGRect] {
        (view.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader)
            + view.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionFooter)).map(\.frame)
    }
    var focusedCells: [IndexPath] {
        view.indexPathsForVisibleItems.filter { view.cellForItem(at: $0)?.isFocused == true }
    }

    func perform(_ change: RandomListChange) throws {
        switch change {
        case .insert(let indexPaths): try view.insertItems(at: indexPaths)
        case .delete(let indexPaths): try view.deleteItems(at: indexPaths)
        case .move(let from, let to, _): try view.moveItem(at: from, to: to)
        case .reload(let indexPaths): try view.reloadItems(at: indexPaths)
        case .apply(let reloading, _):
            try controller?.apply(model.snapshot, animatingDifferences: false, reloading: reloading)
        case .reloadData, .append, .custom: Issue.record("a collection subject makes batch calls or applies")
        }
        view.layoutIfNeeded()
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { model.sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        model.sections[section].count
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? FittingCell)?.fittedHeight = RandomListModel.height(of: model.id(at: indexPath))
        return cell
    }
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "boundary", for: indexPath)
    }
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 100, height: RandomListModel.height(of: model.id(at: indexPath)))
    }
}
