import Foundation

/// An action a reader offers on an element besides activating it, as UIKit's
/// `UIAccessibilityCustomAction` (a row's "Delete", its moves).
@MainActor
open class AccessibilityCustomAction {
    /// Performs the action; returns whether it was performed.
    public typealias Handler = (AccessibilityCustomAction) -> Bool

    /// The action's name, as a reader says it.
    open var name: String
    /// What the action does.
    open var actionHandler: Handler?

    /// Creates an action named `name` that runs `actionHandler`.
    public init(name: String, actionHandler: @escaping Handler) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// Runs the action; `false` when it has no handler or the handler did nothing.
    @discardableResult
    public func perform() -> Bool { actionHandler?(self) ?? false }
}
