import Foundation
@_spi(Testing) import ReuseKit

/// The trees of the outline cases, as integer items: `parents` items at the top level
/// (`0..<parents`), and under some of them `children` children each, numbered after the
/// parents, parent by parent.
struct OutlineTree {
    /// The items at the top level.
    let parents: Int
    /// The children of each parent that has any.
    let children: Int
    /// The section snapshot.
    let snapshot: ListSectionSnapshot<Int>

    /// A tree whose parents listed in `withChildren` hold `children` children each, the
    /// parents in `expanded` expanded.
    init(parents: Int, children: Int, withChildren: [Int], expanded: [Int]) {
        self.parents = parents
        self.children = children
        var tree = ListSectionSnapshot<Int>()
        do {
            try tree.append(Array(0..<parents))
            for parent in withChildren {
                let first = parents + parent * children
                try tree.append(Array(first..<(first + children)), to: parent)
            }
        } catch {
            preconditionFailure("the outline tree has distinct items: \(error)")
        }
        tree.expand(expanded)
        snapshot = tree
    }
}

/// A list showing a section snapshot, through one of the two list controllers: the table's
/// (as the files scene) or the collection view's.
@MainActor
protocol OutlineBenchList: AnyObject {
    /// Which view, for the report.
    var kind: String { get }
    /// The rows shown.
    var rowCount: Int { get }
    /// Cells made because the pool had none.
    var cellsCreated: Int { get }
    /// Cells asked of the cell provider.
    var cellRequests: Int { get }
    /// The height of the content.
    var contentHeight: CGFloat { get }
    /// Shows the tree as the only section.
    func apply(_ tree: OutlineTree)
    /// `expand(_:)` or `collapse(_:)` of the list controller, unanimated, or, `throughApply`,
    /// the same on the section's snapshot (`snapshot(for:)`) applied with `apply(_:to:)`, as
    /// UIKit's apps do; whether it changed anything.
    func setExpanded(_ item: Int, _ expanded: Bool, throughApply: Bool) -> Bool
    /// Moves the content offset and lays out, as one frame of scrolling.
    func scroll(to offsetY: CGFloat)
    /// A layout pass.
    func layout()
}

/// What the outline cases call on either list controller: the same public methods on both.
@MainActor
protocol OutlineBenchController {
    func apply(
        _ sectionSnapshot: ListSectionSnapshot<Int>, to section: String, animatingDifferences: Bool
    ) throws(ListControllerError)
    func snapshot(for section: String) -> ListSectionSnapshot<Int>
    func expand(_ item: Int, animatingDifferences: Bool) throws(ListControllerError) -> Bool
    func collapse(_ item: Int, animatingDifferences: Bool) throws(ListControllerError) -> Bool
}

extension ListController: OutlineBenchController where SectionID == String, ItemID == Int {}
extension CollectionListController: OutlineBenchController where SectionID == String, ItemID == Int {}

/// A bench list over its view and controller: what both lists do alike.
@MainActor
protocol ControlledOutlineBenchList: OutlineBenchList {
    associatedtype Controller: OutlineBenchController
    /// The view, scrolled and laid out.
    var scrollView: ScrollView { get }
    /// The list controller that shows the tree.
    var controller: Controller { get }
}

extension ControlledOutlineBenchList {
    func apply(_ tree: OutlineTree) {
        do {
            try controller.apply(tree.snapshot, to: "tree", animatingDifferences: false)
        } catch {
            preconditionFailure("the outline tree was refused: \(error)")
        }
        scrollView.layoutIfNeeded()
    }

    func setExpanded(_ item: Int, _ expanded: Bool, throughApply: Bool) -> Bool {
        do {
            if throughApply {
                var tree = controller.snapshot(for: "tree")
                guard tree.isExpanded(item) != expanded else { return false }
                if expanded { tree.expand([item]) } else { tree.collapse([item]) }
                try controller.apply(tree, to: "tree", animatingDifferences: false)
                return true
            }
            return expanded
                ? try controller.expand(item, animatingDifferences: false)
                : try controller.collapse(item, animatingDifferences: false)
        } catch {
            preconditionFailure("expanding \(item) was refused: \(error)")
        }
    }

    func scroll(to offsetY: CGFloat) {
        scrollView.contentOffset = CGPoint(x: 0, y: offsetY)
        scrollView.layoutIfNeeded()
    }

    func layout() { scrollView.layoutIfNeeded() }
}

extension OutlineBenchList {
    /// The offset that shows row `row` 200 points below the top of the viewport.
    func offset(showing row: Int) -> CGFloat {
        max(0, CGFloat(row) * BenchGeometry.uniformRowHeight - 200)
    }
}

/// A count the cell providers add to.
@MainActor
final class RequestCount {
    var value = 0
}

/// A table of 44-point rows through `ListController`, as the files scene's tree.
@MainActor
final class OutlineTableList: ControlledOutlineBenchList {
    let table = TableView(frame: BenchGeometry.viewport)
    let controller: ListController<String, Int>
    private let requests: RequestCount

    init() {
        let requests = RequestCount()
        self.requests = requests
        table.rowHeight = BenchGeometry.uniformRowHeight
        table.register(TableViewCell.self, forCellReuseIdentifier: "node")
        controller = ListController(tableView: table) { [requests] table, indexPath, item in
            requests.value += 1
            let cell = table.dequeueReusableCell(withIdentifier: "node", for: indexPath)
            cell.textLabel?.text = String(item)
            return cell
        }
    }

    var cellRequests: Int { requests.value }

    var scrollView: ScrollView { table }
    var kind: String { "table (ListController)" }
    var rowCount: Int { table.numberOfRows(inSection: 0) }
    var cellsCreated: Int { table.cellCounters.created }
    var contentHeight: CGFloat { table.contentSize.height }

}

/// A collection view of 44-point rows in a compositional layout through
/// `CollectionListController`.
@MainActor
final class OutlineCollectionList: ControlledOutlineBenchList {
    let view: CollectionView
    let controller: CollectionListController<String, Int>
    private let requests: RequestCount

    init() {
        let layout = CollectionViewCompositionalLayout { _, _ in
            let row = CollectionLayoutSize(
                widthDimension: .fractionalWidth(1),
                heightDimension: .absolute(BenchGeometry.uniformRowHeight))
            return CollectionLayoutSection(
                group: .horizontal(layoutSize: row, subitems: [CollectionLayoutItem(layoutSize: row)]))
        }
        view = CollectionView(frame: BenchGeometry.viewport, collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "node")
        let requests = RequestCount()
        self.requests = requests
        controller = CollectionListController(collectionView: view) { [requests] view, indexPath, _ in
            requests.value += 1
            return view.dequeueReusableCell(withReuseIdentifier: "node", for: indexPath)
        }
    }

    var cellRequests: Int { requests.value }

    var scrollView: ScrollView { view }
    var kind: String { "collection view (CollectionListController)" }
    var rowCount: Int { view.numberOfItems(inSection: 0) }
    var cellsCreated: Int { view.cellCounters.created }
    var contentHeight: CGFloat { view.contentSize.height }

}
