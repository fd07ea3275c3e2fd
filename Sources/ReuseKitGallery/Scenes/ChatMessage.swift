import Foundation

/// One message of the chat scene: who wrote it, its text (one to ten lines) and, for some, a
/// picture that arrives late.
public struct ChatMessage: Hashable, Sendable {
    /// A unique identifier: the history's messages count from 0, oldest first; messages written
    /// while the scene runs follow the history.
    public var id: Int
    /// Whether the user sent it (drawn on the trailing side) or received it (the leading side).
    public var isSent: Bool
    /// What it says, lines separated by newlines.
    public var text: String
    /// The number of the bundled picture it carries, if any.
    public var picture: Int?

    /// Creates a message.
    public init(id: Int, isSent: Bool, text: String, picture: Int? = nil) {
        self.id = id
        self.isSent = isSent
        self.text = text
        self.picture = picture
    }
}
