import Foundation
import ReuseKitCore

/// The swipe actions of a compositional layout's list sections, through the table's own
/// controller (`Swipe/SwipeActionController.swift`): a row slides sideways to reveal the
/// actions its section's configuration gives it.
extension CollectionView {
    /// The list row whose swipe actions show, if any.
    public var indexPathForRowShowingSwipeActions: IndexPath? { swipeController.indexPathShowingActions }

    /// The actions showing now, from the row's edge inwards (empty when none show).
    public var visibleSwipeActions: [ContextualAction] { swipeController.visibleActions }

    /// A finger went down at `point` (the view's coordinates) to drag a row sideways; returns
    /// whether the list row there has actions to reveal. A row already open elsewhere closes.
    @_spi(Hosting)
    @discardableResult
    public func beginSwipe(at point: CGPoint) -> Bool {
        guard let indexPath = indexPathForItem(at: point),
            listConfiguration(ofSection: indexPath.section) != nil
        else { return false }
        return swipeController.begin(at: indexPath)
    }

    /// The finger moved sideways by `translation` points since ``beginSwipe(at:)``.
    @_spi(Hosting)
    public func swipe(translation: CGFloat) {
        swipeController.track(translation: translation)
    }

    /// The finger lifted: the row performs its first action, opens, or closes, as a table's.
    @_spi(Hosting)
    @discardableResult
    public func endSwipe() -> Bool {
        swipeController.end()
    }

    /// Opens the actions of a list row on `edge`, animated; returns whether it has any there.
    @discardableResult
    public func showSwipeActions(forItemAt indexPath: IndexPath, edge: TableView.SwipeEdge = .trailing)
        -> Bool
    {
        guard listConfiguration(ofSection: indexPath.section) != nil else { return false }
        swipeController.closeOtherRow(than: indexPath)
        scrollToItem(at: indexPath, at: [], animated: false)
        layoutIfNeeded()
        return swipeController.open(indexPath, edge: edge)
    }

    /// The keyboard's swipe: closes the actions a row shows, else opens those on `edge` of the
    /// focused item (the focus put on the first whole item when none is). Returns whether
    /// anything opened or closed.
    @discardableResult
    public func toggleSwipeActionsOfFocusedRow(edge: TableView.SwipeEdge = .trailing) -> Bool {
        swipeController.toggle(focusedItemOf: self) { showSwipeActions(forItemAt: $0, edge: edge) }
    }

    /// Performs the action at `index` of those showing or opening; returns whether there was one.
    @discardableResult
    public func performSwipeAction(at index: Int) -> Bool {
        swipeController.performAction(at: index)
    }

    /// Closes the row showing its actions, if any.
    public func closeSwipeActions(animated: Bool) {
        swipeController.close(animated: animated)
    }

    /// The configuration of `section` when the layout makes it a list.
    func listConfiguration(ofSection section: Int) -> CollectionLayoutListConfiguration? {
        (collectionViewLayout as? CollectionViewCompositionalLayout)?.listConfiguration(ofSection: section)
    }

    /// An update moves rows under the buttons: the row closes at once, its content back in place.
    func closeSwipeForUpdate() {
        if let cell = swipeController.closeForUpdate() { SwipeActionController.restoreContent(of: cell) }
    }

    /// A cell leaving the view (recycled) takes no swipe with it.
    func forgetSwipe(of cell: CollectionViewCell) {
        swipeController.forget(cell)
    }
}

@_spi(Hosting)
extension CollectionView: SwipeGestures {}

extension CollectionView: SwipeActionHost {
    var sectionIndexInset: CGFloat { 0 }

    var actionSourceView: View { self }

    func swipeCell(at indexPath: IndexPath) -> View? { cellForItem(at: indexPath) }

    func rectForRow(at indexPath: IndexPath) -> CGRect { frameOfItem(at: indexPath) ?? .zero }

    func swipeActionsConfigurations(forRowAt indexPath: IndexPath)
        -> (leading: SwipeActionsConfiguration?, trailing: SwipeActionsConfiguration?)
    {
        let list = listConfiguration(ofSection: indexPath.section)
        return (
            list?.leadingSwipeActionsConfigurationProvider?(indexPath),
            list?.trailingSwipeActionsConfigurationProvider?(indexPath)
        )
    }
}
