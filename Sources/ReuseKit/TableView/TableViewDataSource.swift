import Foundation

/// Supplies a table view's sections, rows and cells, as UIKit's `UITableViewDataSource`.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections; 1 when not implemented.
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, usually from ``TableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// A title for the default header of `section`; `nil` when not implemented.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// A title for the default footer of `section`; `nil` when not implemented.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// The titles of the section index strip at the trailing edge; `nil` (the default) shows none.
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// The section an index title jumps to; by default the section at the title's position.
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// Whether the row can be dragged to another place; `false` when not implemented (unlike
    /// UIKit, which cannot tell here whether ``tableView(_:moveRowAt:to:)`` is implemented), so
    /// a data source opts in by implementing both.
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user moved a row: update the model so that `destinationIndexPath` shows what
    /// `sourceIndexPath` did; the table has already moved the row.
    func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int)
        -> Int
    {
        index
    }
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

/// Prepares data for rows before they are shown, as UIKit's `UITableViewDataSourcePrefetching`.
@MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
    /// Rows about to come into view, nearest first.
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows that were prefetched and are no longer about to come into view.
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
