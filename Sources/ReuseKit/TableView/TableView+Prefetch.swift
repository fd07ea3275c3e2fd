import Foundation
import ReuseKitCore

extension TableView {
    /// Tells the prefetch data source which rows entered the prefetch range (nearest to the
    /// viewport first) and which left it without coming into view.
    func reportPrefetch(_ change: Virtualizer.Change) {
        guard let prefetchDataSource else { return }
        if !change.prefetchCancelled.isEmpty {
            var paths: [IndexPath] = []
            change.prefetchCancelled.forEach { flat in
                if let path = rowIndexPath(flat) { paths.append(path) }
            }
            if !paths.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: paths) }
        }
        if !change.prefetchStarted.isEmpty {
            var paths: [IndexPath] = []
            change.prefetchStarted.forEach { flat in
                if let path = rowIndexPath(flat) { paths.append(path) }
            }
            // The range lies beyond the viewport in the direction of travel: nearest first.
            if virtualizer.direction == .backward { paths.reverse() }
            if !paths.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: paths) }
        }
    }

    private func rowIndexPath(_ flat: Int) -> IndexPath? {
        guard flat < layout.itemCount, case .row(let section, let row) = layout.item(at: flat) else {
            return nil
        }
        return IndexPath(row: row, section: section)
    }
}
