import Foundation

extension WaterfallView {
    /// Selects (as a tap would) the topmost cell whose top is on screen (leftmost among equals),
    /// else the first visible one.
    func selectFirstWholeVisibleCell() {
        let top = contentOffset.y
        let cells = indexesForVisibleCells.map { ($0, rectForCell(at: $0)) }
        let whole = cells.filter { $0.1.minY >= top }
        let first = whole.min { ($0.1.minY, $0.1.minX) < ($1.1.minY, $1.1.minX) } ?? cells.first
        guard let frame = first?.1 else { return }
        tapCell(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// The counters a HUD shows.
    var currentReuseStatistics: ReuseStatistics { cells.statistics(visible: indexesForVisibleCells.count) }
}
