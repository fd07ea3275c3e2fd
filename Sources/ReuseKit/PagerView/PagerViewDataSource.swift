import Foundation

/// Supplies a pager view's pages: how many, how a page view shows one, and how its data loads.
@MainActor
public protocol PagerViewDataSource: AnyObject {
    /// The number of pages.
    func numberOfPages(in pagerView: PagerView) -> Int
    /// Prepares `pageView` to show page `index` at once (a title, a placeholder): called whenever a
    /// view is given a page, including the neighbours kept ready on either side.
    func pagerView(_ pagerView: PagerView, configure pageView: PagerPageView, forPageAt index: Int)
    /// Loads page `index`'s data into `load.pageView`, lazily: when the page becomes current (or
    /// becomes a neighbour, with ``PagerView/preloadsNeighbours``). Call `load.finish()` when done,
    /// or use `load.run { … }`; the pager cancels the load when the page is no longer wanted.
    /// By default the load finishes at once.
    func pagerView(_ pagerView: PagerView, loadPageAt index: Int, with load: PageLoad)
}

extension PagerViewDataSource {
    public func pagerView(_ pagerView: PagerView, loadPageAt index: Int, with load: PageLoad) {
        load.finish()
    }
}
