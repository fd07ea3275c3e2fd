import Foundation

/// A list whose rows take gestures beside scrolling: the section index strip and reordering,
/// besides swipe actions (``SwipeGestures``). ``PointerGestures`` offers a press to these
/// before dragging the content; a host finds them through this protocol, never through the
/// widget's type.
@_spi(Hosting)
@MainActor
public protocol RowGestures: SwipeGestures {
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
    /// Lifts the row at `point` to move it; returns whether it could be lifted.
    @discardableResult func beginReorder(at point: CGPoint) -> Bool
    /// The lifted row follows the pointer to `point` (content coordinates).
    func reorder(to point: CGPoint)
    /// Drops the lifted row where it is; returns whether it still moves into place.
    @discardableResult func endReorder() -> Bool
    /// Puts the lifted row back where it came from.
    func cancelReorder()

    /// The keyboard's equivalent of a lift and drag: moves the focused row by `delta` places;
    /// returns whether it moved.
    @discardableResult func moveFocusedRow(by delta: Int) -> Bool
}
