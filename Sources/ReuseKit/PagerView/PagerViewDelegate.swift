import Foundation

/// Hears what a pager view does; every method is optional.
@MainActor
public protocol PagerViewDelegate: AnyObject {
    /// A move came to rest (or the pages were shown first, with `.startPoint`).
    func pagerView(_ pagerView: PagerView, didSettle settlement: PagerView.Settlement)
    /// A swipe went outwards at the first or last page and bounced back.
    func pagerView(_ pagerView: PagerView, didBounceAt edge: PagerView.Edge)
    /// A page's data finished loading into its view.
    func pagerView(_ pagerView: PagerView, didLoadPageAt index: Int, into pageView: PagerPageView)
    /// A finger touched the pager.
    func pagerViewWillBeginDragging(_ pagerView: PagerView)
}

extension PagerViewDelegate {
    public func pagerView(_ pagerView: PagerView, didSettle settlement: PagerView.Settlement) {}
    public func pagerView(_ pagerView: PagerView, didBounceAt edge: PagerView.Edge) {}
    public func pagerView(_ pagerView: PagerView, didLoadPageAt index: Int, into pageView: PagerPageView) {}
    public func pagerViewWillBeginDragging(_ pagerView: PagerView) {}
}
