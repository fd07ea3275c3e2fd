import Foundation

extension View {
    /// Converts a point from this view's coordinates to `view`'s, as UIKit's; `nil` means the
    /// coordinates of the root of the view tree (the view a window shows at its top left). Both
    /// views must be in the same tree. A scroll view's content offset counts, as its bounds'
    /// origin; an animation's presentation does not.
    ///
    /// - Complexity: O(depth in the view tree).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        if let view, view.superview === self {
            return CGPoint(
                x: point.x - view.frame.minX + view.bounds.minX,
                y: point.y - view.frame.minY + view.bounds.minY)
        }
        let (root, offset) = offsetToRoot
        guard let view else { return CGPoint(x: point.x + offset.x, y: point.y + offset.y) }
        let (otherRoot, otherOffset) = view.offsetToRoot
        precondition(root === otherRoot, "convert(_:to:): the views are in different view trees")
        return CGPoint(x: point.x + offset.x - otherOffset.x, y: point.y + offset.y - otherOffset.y)
    }

    /// Converts a point from `view`'s coordinates (`nil`: the root's) to this view's, as UIKit's.
    ///
    /// - Complexity: O(depth in the view tree).
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        if let view { return view.convert(point, to: self) }
        let offset = offsetToRoot.offset
        return CGPoint(x: point.x - offset.x, y: point.y - offset.y)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (`nil`: the root's).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from `view`'s coordinates (`nil`: the root's) to this view's.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The root of the view's tree, and where this view's origin lies in the root's coordinates.
    private var offsetToRoot: (root: View, offset: CGPoint) {
        var offset = CGPoint.zero
        var view = self
        while let parent = view.superview {
            offset.x += view.frame.minX - view.bounds.minX
            offset.y += view.frame.minY - view.bounds.minY
            view = parent
        }
        return (view, offset)
    }
}
