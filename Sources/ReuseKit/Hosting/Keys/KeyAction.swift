import Foundation

/// What a key does in a window (``HostWindow``, on any host): scroll the focused view, select,
/// act on its focused row, move focus, quit, or run the app's own code.
public enum KeyAction {
    /// Scrolls the focused view by lines of text (down when positive); a pager turns a page.
    case scrollLines(Int)
    /// Scrolls the focused list by rows (down when positive): the row that many places after
    /// the first row on screen comes to the top, whatever the rows' heights; a row cut off at the
    /// top counts as a place up, so one row up shows it whole. A view without rows scrolls by
    /// lines; a pager turns a page.
    case scrollRows(Int)
    /// Scrolls the focused view sideways by columns, each the width of a space of the host's
    /// text (right when positive): a horizontal pager turns a page; a vertical list ignores it.
    case scrollColumns(Int)
    /// Scrolls the focused view by screens (down when positive); a pager turns a page.
    case scrollPages(Int)
    /// Shows the start of the focused view's content.
    case scrollToTop
    /// Shows the end of the focused view's content (a table lands on its last row).
    case scrollToBottom
    /// Moves the keyboard focus among the focused list's items the way the heading says (see
    /// ``TableView/moveFocus(_:)`` and ``CollectionView/moveFocus(_:)``): up, down, left and right
    /// (in a grid or a band by where items stand; in a table up and down are the previous and
    /// next row), the next or previous item, a page, the first or last item. The item landed on
    /// shows wholly, clear of pinned headers and footers. In a view without a focused item the
    /// key scrolls as the matching scroll action does: up and down (next and previous) by a
    /// line, left and right by a column, a page by a screen, first and last to the edges.
    case moveFocus(FocusHeading)
    /// The focused view's primary action (Enter's and Space's): a table or a collection view acts
    /// on its focused row or item, selecting it as a tap would (scrolled away, it comes back into
    /// view first); with no focus, the focus lands as a focus move's does (the first whole
    /// visible row or item) and that gets the selection. A waterfall selects its first whole
    /// visible cell.
    case primaryAction
    /// Opens the swipe actions on an edge of the focused list's focused row (the first whole
    /// row on screen gets the focus if none has it), or closes them if they show.
    case toggleSwipeActions(TableView.SwipeEdge)
    /// Performs the swipe action at an index (from the row's edge inwards) of the row showing
    /// its actions.
    case performSwipeAction(Int)
    /// Moves the focused list's focused row by places (down when positive), as a drag would.
    case moveFocusedRow(Int)
    /// Backs out of what is under way: a row dragged by the pointer goes back, a row showing
    /// its actions closes.
    case cancel
    /// Moves focus to the next scroll view in tree order, wrapping around.
    case focusNext
    /// Moves focus to the previous scroll view in tree order, wrapping around.
    case focusPrevious
    /// Shows or hides the frame-statistics overlay.
    case toggleHUD
    /// Suspends the process, as Ctrl-Z does in a shell (see ``HostWindow/suspendHandler``).
    case suspend
    /// Ends `run()` after the current turn.
    case quit
    /// Runs the app's own code.
    case perform(@MainActor () -> Void)
}
