import Foundation

/// A list whose rows take gestures beside scrolling: the section index strip, swipe actions
/// and reordering. ``PointerGestures`` offers a press to these before dragging the content;
/// a host finds them through this protocol, never through the widget's type.
@_spi(Hosting)
@MainActor
public protocol RowGestures: Scrollable {
    /// Whether rows are dragged by their handles (editing mode): a press on a handle lifts its
    /// row at once, and rows do not swipe.
    var isEditing: Bool { get }
    /// Whether `point` (content coordinates) lies on the section index strip.
    func sectionIndexContains(_ point: CGPoint) -> Bool
    /// A press on the strip at `point`: jumps to the section of the title there.
    @discardableResult func touchSectionIndex(at point: CGPoint) -> Int?
    /// The press on the strip moved by `translation` points: jumps to the title under it.
    @discardableResult func scrubSectionIndex(translation: CGPoint) -> Int?
    /// The press on the strip lifted.
    func endSectionIndexScrub()
    /// A sideways drag starts on the row at `point`; returns whether the row has actions.
    @discardableResult func beginSwipe(at point: CGPoint) -> Bool
    /// The sideways drag moved by `translation` points.
    func swipe(translation: CGFloat)
    /// The sideways drag lifted; returns whether the row still moves.
    @discardableResult func endSwipe() -> Bool
    /// Lifts the row at `point` to move it; returns whether it could be lifted.
    @discardableResult func beginReorder(at point: CGPoint) -> Bool
    /// The lifted row follows the pointer to `point` (content coordinates).
    func reorder(to point: CGPoint)
    /// Drops the lifted row where it is; returns whether it still moves into place.
    @discardableResult func endReorder() -> Bool
    /// Puts the lifted row back where it came from.
    func cancelReorder()

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
    /// Moves the focused row by `delta` places; returns whether it moved.
    @discardableResult func moveFocusedRow(by delta: Int) -> Bool
}
