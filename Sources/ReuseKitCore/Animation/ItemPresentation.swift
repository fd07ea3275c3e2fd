/// How an item is shown relative to its frame while it animates: moved, grown or shrunk, and
/// faded. The frame itself (the model) is already where the item ends; a presentation is what
/// the eye sees on the way, as Core Animation's presentation layer.
public struct ItemPresentation: Hashable, Sendable {
    /// Added to the frame's horizontal origin, in points.
    public var offsetX: Double
    /// Added to the frame's vertical origin, in points.
    public var offsetY: Double
    /// Added to the frame's height, in points (negative: collapsed).
    public var heightChange: Double
    /// How opaque the item is drawn, from 0 (invisible) to 1.
    public var alpha: Double

    /// The item exactly at its frame, fully opaque.
    public static let identity = ItemPresentation()

    /// Creates a presentation.
    public init(offsetX: Double = 0, offsetY: Double = 0, heightChange: Double = 0, alpha: Double = 1) {
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.heightChange = heightChange
        self.alpha = alpha
    }

    /// The presentation `fraction` of the way from this one to `other` (0 is this, 1 is `other`).
    ///
    /// - Complexity: O(1).
    public func interpolated(to other: ItemPresentation, fraction: Double) -> ItemPresentation {
        // At the ends the result is exactly the end value, never off by a rounding error.
        if fraction <= 0 { return self }
        if fraction >= 1 { return other }
        return ItemPresentation(
            offsetX: offsetX + (other.offsetX - offsetX) * fraction,
            offsetY: offsetY + (other.offsetY - offsetY) * fraction,
            heightChange: heightChange + (other.heightChange - heightChange) * fraction,
            alpha: alpha + (other.alpha - alpha) * fraction)
    }

    /// Whether every component is finite and the alpha lies in 0...1.
    public var isValid: Bool {
        offsetX.isFinite && offsetY.isFinite && heightChange.isFinite && alpha >= 0 && alpha <= 1
    }

    /// Where an item of `width` × `height` stands when it is out of sight in `style`: where an
    /// appearing item starts from and a disappearing one ends at.
    ///
    /// - Complexity: O(1).
    public static func hidden(_ style: ItemTransitionStyle, width: Double, height: Double) -> ItemPresentation
    {
        switch style {
        case .none: return .identity
        case .fade: return ItemPresentation(alpha: 0)
        // Behind the item above it: coming from (or going to) under its upper neighbour.
        case .top: return ItemPresentation(offsetY: -height)
        case .bottom: return ItemPresentation(offsetY: height)
        case .left: return ItemPresentation(offsetX: -width)
        case .right: return ItemPresentation(offsetX: width)
        // Collapsed to a line through its middle.
        case .middle: return ItemPresentation(offsetY: height / 2, heightChange: -height)
        }
    }
}

/// How an item comes into or goes out of a list, in the names of UIKit's row animations.
public enum ItemTransitionStyle: Hashable, Sendable {
    /// At once.
    case none
    /// Fading in or out in place.
    case fade
    /// Sliding in from, or out to, above.
    case top
    /// Sliding in from, or out to, below.
    case bottom
    /// Sliding in from, or out to, the left.
    case left
    /// Sliding in from, or out to, the right.
    case right
    /// Growing from, or shrinking to, its middle.
    case middle
}
