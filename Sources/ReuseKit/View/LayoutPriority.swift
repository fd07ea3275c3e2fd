import Foundation

/// How strongly a view keeps to its natural size when a ``StackView`` has room to spare, as
/// UIKit's `UILayoutPriority`: the view with the lowest content-hugging priority stretches.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, from 0 to 1000.
    public var rawValue: Float

    /// Creates a priority.
    public init(rawValue: Float) {
        precondition((0...1000).contains(rawValue), "a layout priority lies in 0...1000, not \(rawValue)")
        self.rawValue = rawValue
    }

    /// Creates a priority.
    public init(_ rawValue: Float) {
        self.init(rawValue: rawValue)
    }

    /// Never gives way.
    public static let required = LayoutPriority(1000)
    /// Gives way only to required priorities.
    public static let defaultHigh = LayoutPriority(750)
    /// A view's hugging priority unless said otherwise.
    public static let defaultLow = LayoutPriority(250)

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// An axis of layout, as UIKit's `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Sendable {
    case horizontal, vertical
}

extension View {
    /// A size dimension the view has no natural length for, as UIKit's.
    public static let noIntrinsicMetric: CGFloat = -1

    /// How strongly the view keeps to its natural length along `axis` (``StackView``).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets how strongly the view keeps to its natural length along `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal {
            huggingPriorities.horizontal = priority
        } else {
            huggingPriorities.vertical = priority
        }
        superview?.setNeedsLayout()
    }
}
