import Foundation

extension TableView {
    /// Selects (as a tap would) the first row whose top is on screen, else the first visible row.
    func selectFirstWholeVisibleRow() {
        let top = contentOffset.y
        let rows = indexPathsForRows(in: CGRect(x: 0, y: top, width: 1, height: bounds.height))
        guard let indexPath = rows.first(where: { rectForRow(at: $0).minY >= top }) ?? rows.first else {
            return
        }
        tapRow(at: CGPoint(x: 0, y: rectForRow(at: indexPath).minY))
    }

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
