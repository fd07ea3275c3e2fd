import Foundation

/// The controller is its table's prefetch data source: rows about to come into view have their
/// images warmed by the image loader, at the loader's (low) prefetch priority.
extension ListController: TableViewDataSourcePrefetching {
    public func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        images.prefetch(snapshot.items(at: indexPaths), isScrolling: tableView.isScrolling)
    }

    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        images.cancelPrefetching(snapshot.items(at: indexPaths))
    }
}

extension ListSnapshot {
    /// The items at `indexPaths` that the snapshot has (a view may report items an update has
    /// just removed).
    func items(at indexPaths: [IndexPath]) -> [AnyHashable] {
        indexPaths.compactMap { path in
            guard path.section < sections.count, path.item < sections[path.section].items.count else {
                return nil
            }
            return AnyHashable(sections[path.section].items[path.item])
        }
    }
}
