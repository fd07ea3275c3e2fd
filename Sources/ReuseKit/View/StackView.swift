import Foundation

/// Lays out its arranged subviews in a row or a column, as UIKit's `UIStackView`: views with a
/// natural length (a label's text) keep it, and the room left goes to the view that hugs its
/// content least (a list), so a header, a list and a status line need no subclass.
@MainActor
open class StackView: View {
    /// How arranged subviews share the stack's length.
    public enum Distribution: Sendable {
        /// Natural lengths; the room left goes to one view: the first of the lowest
        /// content-hugging priority among those without a natural length (a list), or among
        /// all when each has one, as UIKit resolves equal priorities (by index).
        case fill
        /// Every view the same length.
        case fillEqually
        /// Lengths in proportion to the views' natural lengths, filling the stack.
        case fillProportionally
        /// Natural lengths, with the room left shared equally between them as gaps of at least
        /// ``StackView/spacing``; the first view at the leading edge, the last at the trailing.
        case equalSpacing
        /// Natural lengths with their centres equally far apart, the first view at the leading
        /// edge and the last at the trailing; as ``equalSpacing`` when that brings two views
        /// closer than ``StackView/spacing``.
        case equalCentering
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
        var crossNatural: CGFloat?
        for view in shown {
            let size = view.intrinsicContentSize
            let along = axis == .vertical ? size.height : size.width
            if along == Self.noIntrinsicMetric {
                length = Self.noIntrinsicMetric
            } else if length != Self.noIntrinsicMetric {
                length += along
            }
            let across = axis == .vertical ? size.width : size.height
            if across != Self.noIntrinsicMetric { crossNatural = max(crossNatural ?? 0, across) }
        }
        // Across, the widest natural size; views without one take what the stack is given, so
        // when none has one, neither has the stack (a column of fields in a row takes the room).
        let cross = shown.isEmpty ? 0 : crossNatural ?? Self.noIntrinsicMetric
        return axis == .vertical ? CGSize(width: cross, height: length) : CGSize(width: length, height: cross)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let crossLimit = axis == .vertical ? size.width : size.height
        var length = spacing * CGFloat(max(0, shownViews.count - 1))
        var cross: CGFloat = 0
        for view in shownViews {
            let natural = naturalSize(of: view, cross: crossLimit)
            length += natural.along
            // A view without a natural size across fills what it is offered: it asks for nothing.
            if hasNaturalLength(view, along: axis == .vertical ? .horizontal : .vertical) {
                cross = max(cross, natural.cross)
            }
        }
        return axis == .vertical ? CGSize(width: cross, height: length) : CGSize(width: length, height: cross)
    }

    open override func layoutSubviews() {
        let shown = shownViews
        guard !shown.isEmpty else { return }
        let length = axis == .vertical ? bounds.height : bounds.width
        let cross = axis == .vertical ? bounds.width : bounds.height
        let places = StackLengths.place(
            shown.map { view in
                (
                    natural: hasNaturalLength(view, along: axis)
                        ? naturalSize(of: view, cross: cross).along : nil,
                    hugging: view.contentHuggingPriority(for: axis)
                )
            }, in: length, spacing: spacing, distribution: distribution)
        for (view, place) in zip(shown, places) {
            let (offset, width) = crossPlacement(of: view, cross: cross)
            view.frame =
                axis == .vertical
                ? CGRect(x: offset, y: place.position, width: width, height: place.length)
                : CGRect(x: place.position, y: offset, width: place.length, height: width)
        }
    }

    /// The arranged views that are shown (hidden ones take no room, as UIKit's).
    private var shownViews: [View] { arrangedSubviews.filter { !$0.isHidden && $0.superview === self } }

    /// Whether `view` has a natural length along `direction`.
    private func hasNaturalLength(_ view: View, along direction: LayoutAxis) -> Bool {
        let size = view.intrinsicContentSize
        return (direction == .vertical ? size.height : size.width) != Self.noIntrinsicMetric
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
