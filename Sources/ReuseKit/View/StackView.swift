import Foundation

/// Lays out its arranged subviews in a row or a column, as UIKit's `UIStackView`: views with a
/// natural length (a label's text) keep it, and the room left goes to the view that hugs its
/// content least (a list), so a header, a list and a status line need no subclass.
@MainActor
open class StackView: View {
    /// How arranged subviews share the stack's length.
    public enum Distribution: Sendable {
        /// Natural lengths; the room left (or missing) goes to the views of the lowest
        /// content-hugging priority, shared equally among them.
        case fill
        /// Every view the same length.
        case fillEqually
    }

    /// Where arranged subviews sit across the stack.
    public enum Alignment: Sendable {
        /// Across the whole stack.
        case fill
        /// At the leading (top, in a row) edge, at their natural size.
        case leading
        /// Centred, at their natural size.
        case center
        /// At the trailing (bottom, in a row) edge, at their natural size.
        case trailing

        /// The top edge, in a row (``leading``).
        public static let top = Alignment.leading
        /// The bottom edge, in a row (``trailing``).
        public static let bottom = Alignment.trailing
    }

    /// The views the stack lays out, in order; hidden ones take no room.
    public private(set) var arrangedSubviews: [View] = []
    /// A row (`.horizontal`, the default, as UIKit's) or a column (`.vertical`).
    open var axis: LayoutAxis = .horizontal {
        didSet { if axis != oldValue { setNeedsLayout() } }
    }
    /// The gap between neighbouring arranged views, in points.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { setNeedsLayout() } }
    }
    /// How the arranged views share the length.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsLayout() } }
    }
    /// Where the arranged views sit across the stack.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsLayout() } }
    }

    /// Creates a stack of `arrangedSubviews`.
    public init(arrangedSubviews: [View] = []) {
        super.init(frame: .zero)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Creates an empty stack occupying `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Appends `view` to the arranged views (and to the subviews).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `index`.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit (remove it from its superview to
    /// take it away).
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    /// The sum of the shown arranged views' natural lengths and the spacing, or
    /// ``View/noIntrinsicMetric`` along the stack when one has none.
    open override var intrinsicContentSize: CGSize {
        let shown = shownViews
        var length: CGFloat = spacing * CGFloat(max(0, shown.count - 1))
        var cross: CGFloat = 0
        for view in shown {
            let size = view.intrinsicContentSize
            let along = axis == .vertical ? size.height : size.width
            if along == Self.noIntrinsicMetric {
                length = Self.noIntrinsicMetric
            } else if length != Self.noIntrinsicMetric {
                length += along
            }
            cross = max(cross, axis == .vertical ? size.width : size.height)
        }
        return axis == .vertical ? CGSize(width: cross, height: length) : CGSize(width: length, height: cross)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let crossLimit = axis == .vertical ? size.width : size.height
        var length = spacing * CGFloat(max(0, shownViews.count - 1))
        var cross: CGFloat = 0
        for view in shownViews {
            let natural = naturalSize(of: view, cross: crossLimit)
            length += natural.along
            cross = max(cross, natural.cross)
        }
        return axis == .vertical ? CGSize(width: cross, height: length) : CGSize(width: length, height: cross)
    }

    open override func layoutSubviews() {
        let shown = shownViews
        guard !shown.isEmpty else { return }
        let length = axis == .vertical ? bounds.height : bounds.width
        let cross = axis == .vertical ? bounds.width : bounds.height
        let lengths = StackLengths.share(
            length - spacing * CGFloat(shown.count - 1),
            among: shown.map { view in
                (
                    natural: hasNaturalLength(view) ? naturalSize(of: view, cross: cross).along : nil,
                    hugging: view.contentHuggingPriority(for: axis)
                )
            }, equally: distribution == .fillEqually)
        var position: CGFloat = 0
        for (view, along) in zip(shown, lengths) {
            let (offset, width) = crossPlacement(of: view, cross: cross)
            view.frame =
                axis == .vertical
                ? CGRect(x: offset, y: position, width: width, height: along)
                : CGRect(x: position, y: offset, width: along, height: width)
            position += along + spacing
        }
    }

    /// The arranged views that are shown (hidden ones take no room, as UIKit's).
    private var shownViews: [View] { arrangedSubviews.filter { !$0.isHidden && $0.superview === self } }

    private func hasNaturalLength(_ view: View) -> Bool {
        let size = view.intrinsicContentSize
        return (axis == .vertical ? size.height : size.width) != Self.noIntrinsicMetric
    }

    /// A view's natural length along the stack and across it, given the room across.
    private func naturalSize(of view: View, cross: CGFloat) -> (along: CGFloat, cross: CGFloat) {
        let fitted =
            axis == .vertical
            ? view.sizeThatFits(CGSize(width: cross, height: 0))
            : view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: cross))
        return axis == .vertical ? (fitted.height, fitted.width) : (fitted.width, fitted.height)
    }

    /// Where a view sits across the stack, and how wide it is there.
    private func crossPlacement(of view: View, cross: CGFloat) -> (offset: CGFloat, length: CGFloat) {
        guard alignment != .fill else { return (0, cross) }
        let natural = min(cross, naturalSize(of: view, cross: cross).cross)
        switch alignment {
        case .fill: return (0, cross)
        case .leading: return (0, natural)
        case .center:
            return (traitCollection.centringInset(cross - natural, horizontal: axis == .vertical), natural)
        case .trailing: return (cross - natural, natural)
        }
    }
}

/// How a stack shares its length: the arithmetic alone, testable without views.
enum StackLengths {
    /// The lengths of views with natural lengths (`nil`: none) and hugging priorities that fill
    /// `available`: natural lengths kept, the room left or missing shared equally among the views
    /// of the lowest priority (a view without a natural length starts at 0); every length ≥ 0.
    ///
    /// - Complexity: O(views).
    static func share(
        _ available: CGFloat, among views: [(natural: CGFloat?, hugging: LayoutPriority)], equally: Bool
    ) -> [CGFloat] {
        guard !views.isEmpty else { return [] }
        let room = max(0, available)
        if equally {
            let each = (room / CGFloat(views.count)).rounded(.down)
            return views.indices.map { $0 == views.count - 1 ? room - each * CGFloat(views.count - 1) : each }
        }
        var lengths = views.map { $0.natural ?? 0 }
        // Views without a natural length give way first; among them, or among the rest, the
        // lowest priority does.
        let flexible = views.indices.filter { views[$0].natural == nil }
        let candidates = flexible.isEmpty ? Array(views.indices) : flexible
        let lowest = candidates.map { views[$0].hugging }.min() ?? .defaultLow
        let givers = candidates.filter { views[$0].hugging == lowest }
        var extra = room - lengths.reduce(0, +)
        // Whole points each, the remainder to the last, so equal views stay equal on a grid.
        let share = (extra / CGFloat(givers.count)).rounded(.down)
        for index in givers {
            let part = index == givers.last ? extra : share
            let length = max(0, lengths[index] + part)
            extra -= length - lengths[index]
            lengths[index] = length
        }
        // Still too long (the givers reached 0): the last views are cut, as a clipped stack.
        if extra < 0 {
            for index in lengths.indices.reversed() where extra < 0 {
                let cut = min(lengths[index], -extra)
                lengths[index] -= cut
                extra += cut
            }
        }
        return lengths
    }
}
