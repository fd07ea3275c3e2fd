import Foundation
import ReuseKitCore

extension WaterfallView {
    /// Tells the prefetch data source which cells entered the prefetch range of their column
    /// (nearest to the viewport first) and which left it without coming into view.
    func reportPrefetch() {
        guard let prefetchDataSource else { return }
        var cancelled: [Int] = []
        var started: [Int] = []
        for (column, change) in pendingChanges.enumerated() {
            change.prefetchCancelled.forEach { cancelled.append(layout.item(at: $0, inColumn: column)) }
            change.prefetchStarted.forEach { started.append(layout.item(at: $0, inColumn: column)) }
        }
        if !cancelled.isEmpty {
            cancelled.sort()
            prefetchDataSource.waterfallView(self, cancelPrefetchingForCellsAt: cancelled)
        }
        if !started.isEmpty {
            // Cells are placed top down in index order, so index order is distance order.
            started.sort()
            if virtualizersDirection == .backward { started.reverse() }
            prefetchDataSource.waterfallView(self, prefetchCellsAt: started)
        }
    }

    private var virtualizersDirection: ScrollDirection { virtualizers.first?.direction ?? .none }
}
