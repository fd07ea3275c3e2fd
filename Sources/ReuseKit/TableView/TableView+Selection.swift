import Foundation

extension TableView {
    /// Handles a tap at `point` (in the table's own coordinates, content offset included):
    /// selects the row there and tells the delegate. Returns the row, if any.
    @_spi(Hosting)
    @discardableResult
    public func tapRow(at point: CGPoint) -> IndexPath? {
        if handleControlTap(at: point) { return nil }
        guard allowsSelection, let indexPath = indexPathForRow(at: point) else { return nil }
        selectRow(at: indexPath, notifyingDelegate: true)
        return indexPath
    }

    /// Selects a row (deselecting the previous one) without telling the delegate, as UIKit.
    public func selectRow(
        at indexPath: IndexPath?, animated: Bool = false, scrollPosition: ScrollPosition = .none
    ) {
        guard let indexPath else {
            if let selected = indexPathForSelectedRow { deselectRow(at: selected, animated: animated) }
            return
        }
        selectRow(at: indexPath, notifyingDelegate: false)
        if scrollPosition != .none || animated {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects a row without telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool = false) {
        guard indexPathForSelectedRow == indexPath else { return }
        indexPathForSelectedRow = nil
        cellForRow(at: indexPath)?.isSelected = false
    }

    private func selectRow(at indexPath: IndexPath, notifyingDelegate: Bool) {
        if let previous = indexPathForSelectedRow, previous != indexPath {
            indexPathForSelectedRow = nil
            cellForRow(at: previous)?.isSelected = false
            if notifyingDelegate { tableDelegate?.tableView(self, didDeselectRowAt: previous) }
        }
        indexPathForSelectedRow = indexPath
        cellForRow(at: indexPath)?.isSelected = true
        if notifyingDelegate { tableDelegate?.tableView(self, didSelectRowAt: indexPath) }
    }
}
