import Foundation

/// The actions a swipe reveals on one side of a row, as UIKit's `UISwipeActionsConfiguration`;
/// the first action is the one nearest the edge, and a full swipe performs it.
@MainActor
public final class SwipeActionsConfiguration {
    /// The actions, from the row's edge inwards.
    public let actions: [ContextualAction]
    /// Whether swiping the row (almost) all the way across performs the first action.
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of `actions`.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}
