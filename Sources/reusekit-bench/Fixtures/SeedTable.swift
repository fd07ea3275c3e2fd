import Foundation
import ReuseKit

/// The seed's data source and delegate, written as the article's: dequeue, else create a cell.
@MainActor
final class SeedRows: SeedTableViewDataSource, SeedTableViewDelegate {
    /// The article's `static NSString *ID = @"cell"`.
    static let reuseIdentifier = "cell"

    /// The rows.
    var model: RowModel
    /// How many times a height was asked.
    private(set) var heightRequests = 0
    /// How many times a cell was asked.
    private(set) var cellRequests = 0
    /// How many cells were created because the pool gave none.
    private(set) var cellsCreated = 0

    init(model: RowModel) {
        self.model = model
    }

    func tableView(_ tableView: SeedTableView, numberOfRowsInSection section: Int) -> Int {
        model.count
    }

    func tableView(_ tableView: SeedTableView, cellForRowAt indexPath: IndexPath) -> SeedTableViewCell {
        cellRequests += 1
        let cell: SeedTableViewCell
        if let pooled = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier) {
            cell = pooled
        } else {
            cell = SeedTableViewCell(reuseIdentifier: Self.reuseIdentifier)
            cellsCreated += 1
        }
        cell.text = String(indexPath.row)
        return cell
    }

    func tableView(_ tableView: SeedTableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightRequests += 1
        return model.height(ofRow: indexPath.row)
    }
}

/// A seed-port table over a model, laid out once before use (as a view on screen is).
@MainActor
struct SeedTable {
    /// The table.
    let table: SeedTableView
    /// Its data source and delegate (the table holds them weakly).
    let rows: SeedRows

    /// A table of `model`'s rows, not yet loaded.
    init(model: RowModel) {
        rows = SeedRows(model: model)
        table = SeedTableView(frame: BenchGeometry.viewport)
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
    }

    /// `reloadData` and a layout pass (which the seed's reload does not ask for, so it is a
    /// no-op unless something else did).
    func reload() {
        table.reloadData()
        table.layoutIfNeeded()
    }

    /// Moves the content offset and lays out, as one frame of scrolling.
    func scroll(to offsetY: CGFloat) {
        table.contentOffset = CGPoint(x: 0, y: offsetY)
        table.layoutIfNeeded()
    }
}
