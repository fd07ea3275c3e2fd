import Foundation

@_spi(Hosting) @testable import ReuseKit

/// A table of 1,000,000 rows of 20 points whose cells read "Row n" and, below, "detail n".
@MainActor
final class MillionRowsFixture: TableViewDataSource, TableViewDelegate {
    var rowCount = 1_000_000
    var cellRequests: [IndexPath] = []
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 80, height: 200))

    init() {
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 20
        table.estimatedRowHeight = 20
        table.dataSource = self
        table.delegate = self
        table.layoutIfNeeded()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
