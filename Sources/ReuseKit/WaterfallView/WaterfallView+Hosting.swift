import Foundation

extension WaterfallView {
    /// The counters a HUD shows.
    var currentReuseStatistics: ReuseStatistics { cells.statistics(visible: indexesForVisibleCells.count) }
}
