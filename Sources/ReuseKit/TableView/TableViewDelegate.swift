import Foundation

/// Sizes, decorates and reacts to a table view's rows, as UIKit's `UITableViewDelegate`;
/// every method is optional.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The height of a row; ``TableView/rowHeight`` when not implemented. Return
    /// ``TableView/automaticDimension`` to let the cell size itself.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of the header of `section`; ``TableView/sectionHeaderHeight`` by default.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of the footer of `section`; ``TableView/sectionFooterHeight`` by default.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// The actions a swipe to the right reveals on the row's left; `nil` for none.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    /// The actions a swipe to the left reveals on the row's right; `nil` for none.
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    /// A view for the header of `section`; by default a title view when the data source has a
    /// title.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A view for the footer of `section`.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// A cell is about to be shown for a row.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A cell stopped showing a row (scrolled away, deleted or reloaded).
    func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A header view is about to be shown for `section` (in place or floating).
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    /// A footer view is about to be shown for `section` (in place or floating).
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    /// A header view stopped showing `section` (scrolled away, or taken out by an update).
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
    /// A footer view stopped showing `section` (scrolled away, or taken out by an update).
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)
    /// A row is about to be selected by a tap or the keyboard: answer the row to select instead,
    /// or `nil` to select none; the row itself by default.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// A row is about to lose the selection by a tap or the keyboard: answer the row to deselect
    /// instead, or `nil` to keep it; the row itself by default.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// A row was selected by a tap or by the keyboard.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// A row was deselected by a tap or by the keyboard (not by ``TableView/deselectRow(at:animated:)``).
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// Where a row being moved from `sourceIndexPath` goes when the user points at
    /// `proposedDestinationIndexPath`; the proposal by default.
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    /// Whether a row can take the keyboard focus; ``TableView/allowsFocus`` by default. A move
    /// of the focus passes over rows that cannot.
    func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool
    /// Whether the focus may move as `context` says (a key, or Enter landing it); `true` by
    /// default.
    func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableView.FocusUpdateContext) -> Bool
    /// The focus moved as `context` says.
    func tableView(_ tableView: TableView, didUpdateFocusIn context: TableView.FocusUpdateContext)
    /// The row the focus lands on when it comes to the table; `nil` (the default) for the first
    /// whole visible row.
    func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath?
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        tableView.defaultHeaderFooterView(
            title: tableView.dataSource?.tableView(tableView, titleForHeaderInSection: section))
    }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        tableView.defaultHeaderFooterView(
            title: tableView.dataSource?.tableView(tableView, titleForFooterInSection: section))
    }
    public func tableView(
        _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
    }
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {
    }
    public func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int
    ) {}
    public func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int
    ) {}
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    public func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        tableView.allowsFocus
    }
    public func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableView.FocusUpdateContext)
        -> Bool
    { true }
    public func tableView(_ tableView: TableView, didUpdateFocusIn context: TableView.FocusUpdateContext) {}
    public func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath? { nil }
}
