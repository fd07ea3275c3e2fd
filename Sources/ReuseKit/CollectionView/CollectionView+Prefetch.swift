import Foundation

extension CollectionView {
    /// Tells the prefetch data source of the items within ``prefetchDistance`` viewports ahead
    /// of the bounds, in the direction of travel, as they come into that range, and of those
    /// that leave it without coming into view.
    ///
    /// - Complexity: what the layout's query of the range costs, plus O(items in it).
    func reportPrefetch() {
        guard let prefetchDataSource else {
            prefetchedItems.removeAll()
            return
        }
        let forward = contentOffset.y >= lastPrefetchOffset
        lastPrefetchOffset = contentOffset.y
        let distance = max(0, prefetchDistance * bounds.height)
        let range = CGRect(
            x: bounds.minX, y: forward ? bounds.maxY : bounds.minY - distance, width: bounds.width,
            height: distance)
        var ahead: Set<IndexPath> = []
        if distance > 0 {
            forEachElement(in: range) { element in
                if element.isCell, !element.isHidden, element.frame.overlaps(range),
                    visibleCellsByIndexPath[element.indexPath] == nil
                {
                    ahead.insert(element.indexPath)
                }
            }
        }
        let started = ahead.subtracting(prefetchedItems).sorted()
        let cancelled = prefetchedItems.subtracting(ahead).filter { visibleCellsByIndexPath[$0] == nil }
            .sorted()
        prefetchedItems = ahead
        if !cancelled.isEmpty {
            prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled)
        }
        if !started.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: started) }
    }
}
