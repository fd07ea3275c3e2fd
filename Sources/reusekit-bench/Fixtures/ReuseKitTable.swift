import Foundation
@_spi(Testing) import ReuseKit

/// The data source and delegate a user writes for ReuseKit's table: cells registered and
/// dequeued per row, heights from the model, with counts of every call.
@MainActor
final class ReuseKitRows: TableViewDataSource, TableViewDelegate {
    /// The identifier cells are registered under.
    static let reuseIdentifier = "row"

    /// The rows.
    var model: RowModel
    /// How many times a height was asked.
    private(set) var heightRequests = 0
    /// How many times a cell was asked.
    private(set) var cellRequests = 0

    init(model: RowModel) {
        self.model = model
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        model.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
        cell.textLabel?.text = String(indexPath.row)
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightRequests += 1
        return model.height(ofRow: indexPath.row)
    }
}

/// A ReuseKit table over a model, set up through the public API as a user would.
@MainActor
struct ReuseKitTable {
    /// The table.
    let table: TableView
    /// Its data source and delegate (the table holds them weakly).
    let rows: ReuseKitRows

    /// A table of `model`'s rows; `estimated` sets ``BenchGeometry/estimatedRowHeight``, else
    /// every height is asked on reload.
    init(model: RowModel, estimated: Bool) {
        rows = ReuseKitRows(model: model)
        table = TableView(frame: BenchGeometry.viewport)
        table.estimatedRowHeight = estimated ? BenchGeometry.estimatedRowHeight : 0
        table.register(TableViewCell.self, forCellReuseIdentifier: ReuseKitRows.reuseIdentifier)
        table.dataSource = rows
        table.delegate = rows
    }

    /// `reloadData()` and the layout pass that puts the cells on screen.
    func reload() {
        table.reloadData()
        table.layoutIfNeeded()
    }

    /// Moves the content offset and lays out, as one frame of scrolling.
    func scroll(to offsetY: CGFloat) {
        table.contentOffset = CGPoint(x: 0, y: offsetY)
        table.layoutIfNeeded()
    }

    /// The largest content offset: the bottom of the content at the bottom of the viewport.
    var maximumOffsetY: CGFloat { table.maximumContentOffsetY }

    /// Cells the table made because its pool had none.
    var cellsCreated: Int { table.cellCounters.created }
}
