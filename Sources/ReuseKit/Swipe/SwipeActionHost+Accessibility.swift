import Foundation

extension SwipeActionHost {
    /// A row's swipe actions as a reader's custom actions, trailing first (where "Delete" is):
    /// each runs its handler as a full swipe would, with the row's cell when on screen.
    func accessibilitySwipeActions(forRowAt indexPath: IndexPath) -> [AccessibilityCustomAction] {
        let configurations = swipeActionsConfigurations(forRowAt: indexPath)
        let actions = (configurations.trailing?.actions ?? []) + (configurations.leading?.actions ?? [])
        return actions.map { action in
            AccessibilityCustomAction(name: action.title ?? "") { [weak self] _ in
                guard let self else { return false }
                action.handler(action, self.swipeCell(at: indexPath) ?? self.actionSourceView) { _ in }
                return true
            }
        }
    }
}
