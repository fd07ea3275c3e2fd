import Foundation

/// A page of a pager view. The pager makes at most three and moves them from page to page; the
/// data source configures one whenever it is given a page.
@MainActor
open class PagerPageView: View {
    /// The page the view shows, `nil` while it waits unused.
    public internal(set) var pageIndex: Int?
    /// Whether the page's data finished loading into the view.
    public internal(set) var isLoaded = false
    /// A title, for simple pages.
    public let textLabel = Label()
    /// The load running for the view's page, if any.
    var load: PageLoad?

    /// Creates a page view; the pager calls this initializer of ``PagerView/pageViewClass``.
    public required init() {
        super.init(frame: .zero)
        textLabel.numberOfLines = 0
        addSubview(textLabel)
    }

    /// Called before the view is given another page: reset what showed the previous one.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        textLabel.frame = bounds
    }
}
