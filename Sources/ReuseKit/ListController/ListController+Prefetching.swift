import Foundation

/// The controller is its table's prefetch data source: rows about to come into view have their
/// images warmed by the image loader, at the loader's (low) prefetch priority.
extension ListController: TableViewDataSourcePrefetching {
    public func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        // `.whenScrollingStops` loads nothing while the list moves; warming rows ahead would
        // defeat that.
        guard imageLoadingMode == .immediately || !tableView.isScrolling else {
            return
        }
        let items = self.items(at: indexPaths)
        if !items.isEmpty { imageLoader?.prefetchImages(forItems: items) }
    }

    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        let items = self.items(at: indexPaths)
        if !items.isEmpty { imageLoader?.cancelPrefetchingImages(forItems: items) }
    }

    /// The items at `indexPaths` that the snapshot has (the table may report rows an update
    /// has just removed).
    private func items(at indexPaths: [IndexPath]) -> [AnyHashable] {
        indexPaths.compactMap { path in
            guard path.section < snapshot.sections.count,
                path.row < snapshot.sections[path.section].items.count
            else { return nil }
            return AnyHashable(snapshot.item(at: path))
        }
    }
}
