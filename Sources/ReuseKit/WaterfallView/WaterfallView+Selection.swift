import Foundation

extension WaterfallView {
    /// Handles a tap at `point` (in the view's own coordinates, content offset included): selects
    /// the cell there and tells the delegate. Returns the cell's index, if any.
    @_spi(Hosting)
    @discardableResult
    public func tapCell(at point: CGPoint) -> Int? {
        if handleControlTap(at: point) { return nil }
        guard allowsSelection, let index = indexForCell(at: point) else { return nil }
        selectCell(at: index)
        waterfallDelegate?.waterfallView(self, didSelectAt: index)
        return index
    }

    /// Selects a cell (deselecting the previous one) without telling the delegate, as UIKit.
    public func selectCell(at index: Int?) {
        if let previous = indexForSelectedCell { cell(at: previous)?.isSelected = false }
        indexForSelectedCell = index
        if let index { cell(at: index)?.isSelected = true }
    }
}
