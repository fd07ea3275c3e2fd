import Foundation

/// The plain port's data source: heights from the model, cells dequeued else made, with counts
/// of every call.
@MainActor
final class PlainRows {
    /// The rows.
    var model: RowModel
    /// How many times a height was asked.
    private(set) var heightRequests = 0
    /// How many times a cell was asked.
    private(set) var cellRequests = 0

    init(model: RowModel) {
        self.model = model
    }

    func height(at indexPath: IndexPath) -> CGFloat {
        heightRequests += 1
        return model.height(ofRow: indexPath.row)
    }

    func cell(_ table: PlainTableView, at indexPath: IndexPath) -> SeedTableViewCell {
        cellRequests += 1
        let cell = table.dequeueReusableCell() ?? SeedTableViewCell(reuseIdentifier: "cell")
        cell.text = String(indexPath.row)
        return cell
    }
}

/// A plain-array table over a model, not loaded yet.
@MainActor
struct PlainTable {
    /// The table.
    let table: PlainTableView
    /// Its data source (the closures hold it unowned, as a view holds its data source weakly).
    let rows: PlainRows

    init(model: RowModel) {
        let rows = PlainRows(model: model)
        self.rows = rows
        table = PlainTableView(frame: BenchGeometry.viewport)
        table.numberOfRows = { [unowned rows] in rows.model.count }
        table.heightForRow = { [unowned rows] in rows.height(at: $0) }
        table.cellForRow = { [unowned rows] in rows.cell($0, at: $1) }
    }

    /// `reloadData`, which lays out the first screen.
    func reload() {
        table.reloadData()
    }
}
