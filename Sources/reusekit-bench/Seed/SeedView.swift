import Foundation

/// A colour, as far as the seed uses one (its divider's `lightGrayColor`).
struct SeedColor: Equatable {
    /// The grey level, 0 to 1.
    var white: CGFloat

    /// `UIColor.lightGrayColor`.
    static let lightGray = SeedColor(white: 2.0 / 3.0)
}

/// `UIView` as far as seed 000 uses it: a frame, a bounds origin (what a scroll view moves),
/// an ordered array of subviews and a needs-layout flag. It draws nothing: the port measures
/// the seed's bookkeeping, not rendering.
@MainActor
class SeedView {
    /// The rectangle in the superview's coordinates.
    var frame: CGRect
    /// The origin of the bounds; a scroll view's content offset.
    var boundsOrigin = CGPoint.zero
    /// The fill colour.
    var backgroundColor: SeedColor?
    /// The opacity.
    var alpha: CGFloat = 1
    /// The subviews, back to front, as UIKit keeps them (an array).
    private(set) var subviews: [SeedView] = []
    /// The view this one is inside.
    private(set) weak var superview: SeedView?
    private var needsLayout = true

    /// Creates a view occupying `frame`.
    init(frame: CGRect) {
        self.frame = frame
    }

    /// The view's own rectangle; changing it asks for layout, as UIKit.
    var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
            setNeedsLayout()
        }
    }

    /// Appends `view` on top of the subviews.
    func addSubview(_ view: SeedView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` (0 is the back), taking it from its previous superview.
    func insertSubview(_ view: SeedView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(index, subviews.count))
        view.superview = self
    }

    /// Removes the view from its superview (a search of the superview's subviews, as UIKit).
    func removeFromSuperview() {
        guard let parent = superview else { return }
        if let index = parent.subviews.firstIndex(where: { $0 === self }) {
            parent.subviews.remove(at: index)
        }
        superview = nil
    }

    /// Marks the view for layout at the next ``layoutIfNeeded()``.
    func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs ``layoutSubviews()`` if the view was marked.
    func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        layoutSubviews()
    }

    /// Positions the subviews; subclasses override it.
    func layoutSubviews() {}
}
