import Foundation

/// `YZTableViewDataSource`: the row count of the single section and the cell of a row.
@MainActor
protocol SeedTableViewDataSource: AnyObject {
    /// `tableView:numberOfRowsInSection:`.
    func tableView(_ tableView: SeedTableView, numberOfRowsInSection section: Int) -> Int
    /// `tableView:cellForRowAtIndexPath:`.
    func tableView(_ tableView: SeedTableView, cellForRowAt indexPath: IndexPath) -> SeedTableViewCell
}

/// `YZTableViewDelegate`: the height of a row. The seed checks `respondsToSelector:` and falls
/// back to 44; here a table without a delegate does.
@MainActor
protocol SeedTableViewDelegate: AnyObject {
    /// `tableView:heightForRowAtIndexPath:`.
    func tableView(_ tableView: SeedTableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}
