import Foundation

/// `UIScrollView` as far as seed 000 uses it: the content offset is the bounds' origin, so
/// changing it asks for layout, which is where the seed recycles its cells.
@MainActor
class SeedScrollView: SeedView {
    /// The size of the scrollable content.
    var contentSize = CGSize.zero

    /// The point of the content at the view's top-left corner.
    var contentOffset: CGPoint {
        get { boundsOrigin }
        set {
            guard newValue != boundsOrigin else { return }
            bounds = CGRect(origin: newValue, size: frame.size)
        }
    }
}
