import Foundation

extension TableView {
    /// Shows the top; or lands exactly on the last row (measuring what comes into view first),
    /// then shows the load-more footer, if any.
    func scrollToEdgeRow(_ edge: ScrollEdge) {
        guard edge == .bottom,
            let section = (0..<numberOfSections).last(where: { numberOfRows(inSection: $0) > 0 })
        else {
            super.scrollToEdge(edge)
            return
        }
        scrollToRow(
            at: IndexPath(row: numberOfRows(inSection: section) - 1, section: section), at: .bottom,
            animated: false)
        if loadMoreControl != nil { super.scrollToEdge(.bottom) }
    }

    /// The counters a HUD shows.
    var currentReuseStatistics: ReuseStatistics {
        ReuseStatistics(
            created: cellCounters.created, reused: cellCounters.reused, pooled: pooledCellCount,
            visible: visibleCells.count)
    }
}
