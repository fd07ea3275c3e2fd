/// A table delegate that can say its `tableView(_:heightForRowAt:)` answers the table's
/// ``TableView/rowHeight`` for every row: rows inserted then go into the table's sizes as one
/// run, none of them asked.
@MainActor
protocol TableViewUniformRowHeights: AnyObject {
    /// Whether every row's height is the table's ``TableView/rowHeight`` now.
    var answersTableRowHeight: Bool { get }
}
