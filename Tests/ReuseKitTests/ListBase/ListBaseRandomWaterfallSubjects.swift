import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// A waterfall over the model's one section through its batch calls (inserts, deletes, moves,
/// reloads), or (`appends`) through load more and full reloads.
@MainActor
final class RandomWaterfallSubject: RandomWaterfallFocusSubject, WaterfallViewDataSource,
    WaterfallViewDelegate
{
    let model: RandomListModel
    let view: WaterfallView
    let changes: RandomChangeKind

    init(model: RandomListModel, appends: Bool) {
        self.model = model
        changes = appends ? .append : .batch
        view = WaterfallView.randomSubjectView()
        view.dataSource = self
        view.delegate = self
        view.layoutIfNeeded()
    }

    func perform(_ change: RandomListChange) throws {
        switch change {
        case .append(let count): try view.appendCells(count: count)
        case .reloadData: view.reloadData()
        case .insert(let indexPaths): try view.insertCells(at: indexPaths.map(\.item))
        case .delete(let indexPaths): try view.deleteCells(at: indexPaths.map(\.item))
        case .move(let from, let to, _): try view.moveCell(at: from.item, to: to.item)
        case .reload(let indexPaths): try view.reloadCells(at: indexPaths.map(\.item))
        default: Issue.record("a waterfall takes no \(change)")
        }
        view.layoutIfNeeded()
    }

    func numberOfCells(in waterfallView: WaterfallView) -> Int { model.sections[0].count }
    func numberOfColumns(in waterfallView: WaterfallView) -> Int { 3 }
    func waterfallView(_ waterfallView: WaterfallView, cellAt index: Int) -> WaterfallViewCell {
        let cell = waterfallView.dequeueReusableCell(withIdentifier: "cell", for: index)
        cell.textLabel.text = "\(model.sections[0][index])"
        return cell
    }
    func waterfallView(_ waterfallView: WaterfallView, heightAt index: Int) -> CGFloat {
        RandomListModel.height(of: model.sections[0][index])
    }
}

/// A waterfall over the model's one section through its list controller: each change is new
/// items set (the difference shown as one batch).
@MainActor
final class RandomWaterfallControllerSubject: RandomWaterfallFocusSubject {
    let model: RandomListModel
    let view: WaterfallView
    let controller: WaterfallListController<Int>
    var changes: RandomChangeKind { .snapshot }

    init(model: RandomListModel) throws {
        self.model = model
        view = WaterfallView.randomSubjectView()
        controller = WaterfallListController(waterfallView: view) { view, index, item in
            let cell = view.dequeueReusableCell(withIdentifier: "cell", for: index)
            cell.textLabel.text = "\(item)"
            return cell
        }
        controller.columnCount = 3
        controller.heightProvider = { item, _ in RandomListModel.height(of: item) }
        try controller.setItems(model.sections[0])
        view.layoutIfNeeded()
    }

    func perform(_ change: RandomListChange) throws {
        guard case .apply = change else {
            Issue.record("a controller subject sets items")
            return
        }
        try controller.setItems(model.sections[0])
        view.layoutIfNeeded()
    }
}

extension WaterfallView {
    /// The waterfall every waterfall subject drives: 320 × 260 pt, insets 6 and 8.
    static func randomSubjectView() -> WaterfallView {
        let view = WaterfallView(frame: CGRect(x: 0, y: 0, width: 320, height: 260))
        view.clock = ManualFrameClock()
        view.contentInset = EdgeInsets(top: 6, left: 0, bottom: 8, right: 0)
        view.register(WaterfallViewCell.self, forCellReuseIdentifier: "cell")
        return view
    }

    var focusedCellIndexPaths: [IndexPath] {
        visibleCells.filter(\.isFocused).compactMap { index(for: $0) }.map { IndexPath(item: $0, section: 0) }
    }

    /// The visible cells whose text is not their item's identity, or that stand where their
    /// item is not laid out, described; `nil` when every cell shows its item.
    func mismatchedCells(_ items: [Int]) -> String? {
        for cell in visibleCells {
            guard let index = index(for: cell), index < items.count else { return "a cell at no item" }
            if cell.textLabel.text != "\(items[index])" {
                return "cell \(index) shows \(cell.textLabel.text ?? "nothing"), not \(items[index])"
            }
            if cell.frame != rectForCell(at: index) { return "cell \(index) stands at \(cell.frame)" }
        }
        return nil
    }
}

/// A waterfall subject: the one section's geometry and focus, read from its view.
@MainActor
protocol RandomWaterfallFocusSubject: RandomFocusSubject {
    var view: WaterfallView { get }
}

extension RandomWaterfallFocusSubject {
    var scrollView: ScrollView { view }
    var focusedIndexPath: IndexPath? { view.indexForFocusedCell.map { IndexPath(item: $0, section: 0) } }
    var movesByGeometry: Bool { true }
    func moveFocus(_ heading: FocusHeading) -> Bool { view.moveFocus(heading) }
    func frame(of indexPath: IndexPath) -> CGRect? { view.rectForCell(at: indexPath.item) }
    var covers: [CGRect] { [] }
    var focusedCells: [IndexPath] { view.focusedCellIndexPaths }
    func checkItems() -> String? { view.mismatchedCells(model.sections[0]) }
}
