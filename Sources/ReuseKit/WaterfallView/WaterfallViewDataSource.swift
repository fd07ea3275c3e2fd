import Foundation

/// Supplies a waterfall view's cells and columns.
@MainActor
public protocol WaterfallViewDataSource: AnyObject {
    /// The number of cells.
    func numberOfCells(in waterfallView: WaterfallView) -> Int
    /// The cell for `index`, usually from ``WaterfallView/dequeueReusableCell(withIdentifier:)``.
    func waterfallView(_ waterfallView: WaterfallView, cellAt index: Int) -> WaterfallViewCell
    /// The number of columns; 3 when not implemented.
    func numberOfColumns(in waterfallView: WaterfallView) -> Int
}

extension WaterfallViewDataSource {
    public func numberOfColumns(in waterfallView: WaterfallView) -> Int { 3 }
}

/// Prepares data for cells before they are shown, as UIKit's prefetching data sources.
@MainActor
public protocol WaterfallViewDataSourcePrefetching: AnyObject {
    /// Cells about to come into view, nearest first.
    func waterfallView(_ waterfallView: WaterfallView, prefetchCellsAt indexes: [Int])
    /// Cells that were prefetched and are no longer about to come into view.
    func waterfallView(_ waterfallView: WaterfallView, cancelPrefetchingForCellsAt indexes: [Int])
}

extension WaterfallViewDataSourcePrefetching {
    public func waterfallView(_ waterfallView: WaterfallView, cancelPrefetchingForCellsAt indexes: [Int]) {}
}
