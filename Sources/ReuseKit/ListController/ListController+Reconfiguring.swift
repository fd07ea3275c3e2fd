import Foundation

extension ListController {
    /// Configures the cells of `items` again in place and measures their rows again, as UIKit's
    /// `reconfigureItems`: for what changes inside an item that stays (a reply streaming in, a
    /// picture that arrived), without replacing its cell. On a table anchored to its end nothing
    /// on screen above a changed row moves, and a table at its end stays there. Items the
    /// snapshot does not have are skipped.
    ///
    /// - Complexity: O(n) to find the items, plus ``TableView/reconfigureRows(at:)``.
    public func reconfigureItems(_ items: [ItemID]) {
        heights.forget(items)
        let paths = items.compactMap { indexPath(for: $0) }
        guard !paths.isEmpty else { return }
        tableView.reconfigureRows(at: paths)
    }
}
