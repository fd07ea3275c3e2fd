import Foundation
import ReuseKitCore

extension TableView {
    /// The side of a row whose actions a swipe reveals.
    public enum SwipeEdge: Sendable {
        /// The left side, revealed by a swipe to the right.
        case leading
        /// The right side, revealed by a swipe to the left.
        case trailing
    }

    /// The row whose swipe actions show, if any.
    public var indexPathForRowShowingSwipeActions: IndexPath? { swipeController.indexPathShowingActions }

    /// The actions showing now, from the row's edge inwards (empty when none show).
    public var visibleSwipeActions: [ContextualAction] { swipeController.visibleActions }

    /// A finger went down at `point` (the table's coordinates) to drag a row sideways; returns
    /// whether the row there has actions to reveal. A row already open elsewhere closes.
    @_spi(Hosting)
    @discardableResult
    public func beginSwipe(at point: CGPoint) -> Bool {
        // As UIKit: rows in editing mode do not swipe.
        guard !isEditing, let indexPath = indexPathForRow(at: point) else { return false }
        return swipeController.begin(at: indexPath)
    }

    /// The finger moved sideways by `translation` points since ``beginSwipe(at:)``: the row's
    /// content follows, as far as the side it moves towards has actions.
    @_spi(Hosting)
    public func swipe(translation: CGFloat) {
        swipeController.track(translation: translation)
    }

    /// The finger lifted: past most of the row's width the first action is performed; past
    /// half the buttons the row opens to show them; otherwise it closes. Returns whether the
    /// row moves on (call ``ScrollView/step()`` each frame meanwhile).
    @_spi(Hosting)
    @discardableResult
    public func endSwipe() -> Bool {
        swipeController.end()
    }

    /// Opens the actions of a row on `edge`, animated, as a keyboard's equivalent of a swipe;
    /// returns whether the row has any there (none in editing mode, as UIKit's).
    @_spi(Hosting)
    @discardableResult
    public func showSwipeActions(forRowAt indexPath: IndexPath, edge: SwipeEdge = .trailing) -> Bool {
        guard !isEditing else { return false }
        swipeController.closeOtherRow(than: indexPath)
        scrollToRow(at: indexPath, at: .none, animated: false)
        layoutIfNeeded()
        return swipeController.open(indexPath, edge: edge)
    }

    /// The keyboard's swipe: closes the actions a row shows, else opens those on `edge` of the
    /// focused row (the focus kept if wholly in view, else put on the first whole row, as Enter
    /// does). Returns whether anything opened or closed.
    @discardableResult
    public func toggleSwipeActionsOfFocusedRow(edge: SwipeEdge = .trailing) -> Bool {
        swipeController.toggle(focusedItemOf: self) { showSwipeActions(forRowAt: $0, edge: edge) }
    }

    /// Performs the action at `index` of those showing or opening (the keyboard's choice, from
    /// the edge inwards, so a key typed right after the one that opened them counts); returns
    /// whether there was one.
    @discardableResult
    public func performSwipeAction(at index: Int) -> Bool {
        swipeController.performAction(at: index)
    }

    /// Closes the row showing its actions, if any.
    public func closeSwipeActions(animated: Bool) {
        swipeController.close(animated: animated)
    }

    /// A tap while a row shows its actions: on a button it performs that action, elsewhere it
    /// closes the row. Returns whether the tap was taken.
    func handleSwipeTap(at point: CGPoint) -> Bool {
        swipeController.handleTap(at: point)
    }

    var isAnimatingSwipe: Bool { swipeController.isAnimating }

    /// After an update: the once swiped cell shows its content in place unless it is leaving.
    func finishSwipeForUpdate(_ view: View?) {
        guard let cell = view as? TableViewCell, !rowAnimator.isLeaving(cell) else { return }
        SwipeActionController.restoreContent(of: cell)
    }

    /// A cell leaving the table (recycled) takes no swipe with it.
    func forgetSwipe(of view: View) {
        swipeController.forget(view)
    }

    /// Checks the swipe: the swiped cell shows its row, its content is moved by the offset, and
    /// the buttons are in the table exactly while the row is open.
    func checkSwipeInvariants() -> String? {
        swipeController.checkInvariants(container: self)
    }
}

extension TableView: SwipeActionHost {
    var actionSourceView: View { self }

    func swipeCell(at indexPath: IndexPath) -> View? { cellForRow(at: indexPath) }

    func swipeActionsConfigurations(forRowAt indexPath: IndexPath)
        -> (leading: SwipeActionsConfiguration?, trailing: SwipeActionsConfiguration?)
    {
        let leading = tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        let trailing = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        return (leading, trailing)
    }
}
