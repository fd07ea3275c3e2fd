import Foundation

extension CollectionView {
    /// Tells the prefetch data source of the items within ``prefetchDistance`` viewports ahead
    /// of the bounds, in the direction of travel (sideways for content that scrolls only so), as they come into that range, and of those
    /// that leave it without coming into view.
    ///
    /// - Complexity: what the layout's query of the range costs, plus O(items in it).
    func reportPrefetch() {
        guard let prefetchDataSource else {
            prefetchedItems.removeAll()
            return
        }
        // Content that scrolls only sideways prefetches to the left or right.
        let axis = GridAxis(isHorizontal: !scrollsVertically)
        let offset = axis.main(of: contentOffset)
        let forward = offset >= lastPrefetchOffset
        lastPrefetchOffset = offset
        let distance = max(0, prefetchDistance * axis.mainLength(of: bounds.size))
        let (start, end) = axis.mainRange(of: bounds)
        let cross = axis.crossRange(of: bounds)
        let range = axis.frame(
            main: forward ? end : start - Double(distance), mainLength: Double(distance), cross: cross.start,
            crossLength: cross.end - cross.start)
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
