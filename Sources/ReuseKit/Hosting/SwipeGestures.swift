import Foundation

/// A list whose rows reveal actions when dragged sideways (a table, a collection view's list
/// sections). ``PointerGestures`` offers a sideways drag to these before dragging the content;
/// a host finds them through this protocol, never through the widget's type.
@_spi(Hosting)
@MainActor
public protocol SwipeGestures: Scrollable {
    /// A sideways drag starts on the row at `point`; returns whether the row has actions.
    @discardableResult func beginSwipe(at point: CGPoint) -> Bool
    /// The sideways drag moved by `translation` points.
    func swipe(translation: CGFloat)
    /// The sideways drag lifted; returns whether the row still moves.
    @discardableResult func endSwipe() -> Bool

    // The keyboard's equivalents, on the focused row.

    /// Opens the actions on `edge` of the focused row, or closes them; returns whether anything
    /// changed.
    @discardableResult func toggleSwipeActionsOfFocusedRow(edge: TableView.SwipeEdge) -> Bool
    /// Performs the action at `index` of those showing, from the row's edge inwards.
    @discardableResult func performSwipeAction(at index: Int) -> Bool
    /// The row whose swipe actions show, if any.
    var indexPathForRowShowingSwipeActions: IndexPath? { get }
    /// Closes the row showing its actions, if any.
    func closeSwipeActions(animated: Bool)
}
