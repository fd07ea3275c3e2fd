import Foundation

/// An action shown when a row is swiped sideways, as UIKit's `UIContextualAction`: a button
/// with a title and an image on a coloured background whose handler runs when it is tapped (or
/// swiped fully). Set ``title``, ``image`` and ``backgroundColor`` before the configuration is
/// returned to the table.
@MainActor
public final class ContextualAction {
    /// How an action looks and what it means.
    public enum Style: Sendable {
        /// An ordinary action, on a grey background by default.
        case normal
        /// An action that removes something, on a red background by default.
        case destructive
    }

    /// Runs the action: it gets the action, the view showing it, and a completion to call with
    /// whether it was performed (the row's actions close then).
    public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The button's title.
    public var title: String?
    /// The button's image, shown above the title (or alone), as UIKit's.
    public var image: Image?
    /// The button's background.
    public var backgroundColor: Color
    /// What the action does, as UIKit's `handler`: an app may run it itself (from a key, say)
    /// with the action, the view that shows it and a completion.
    public let handler: Handler

    /// Creates an action whose background follows its style.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        switch style {
        case .normal: backgroundColor = Color(red: 142, green: 142, blue: 147)
        case .destructive: backgroundColor = Color(red: 215, green: 50, blue: 40)
        }
    }
}
