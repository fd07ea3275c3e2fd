import Foundation

/// Distances inward from the edges of a rectangle, as UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Equatable, Sendable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the left edge.
    public var left: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the right edge.
    public var right: CGFloat

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Creates insets.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
