import Foundation

/// Runs a list's refresh, load-more and load-older loaders against a scroll view's controls, one
/// load at a time: a refresh takes precedence (it invalidates any page load in flight, whose
/// result is dropped, and page loads wait until it ends), and a page load at one edge waits for
/// the one at the other, as paged APIs and their cursors expect. Shared by ``ListController`` and
/// ``WaterfallListController``; the owner says how results are applied.
@MainActor
final class ListLoading<Refreshed: Sendable, ItemID: Hashable & Sendable> {
    weak var scrollView: ScrollView?
    var refreshLoader: ListLoader<Refreshed>? {
        didSet { installRefresh() }
    }
    var loadMoreLoader: ListLoader<ListPage<ItemID>>? {
        didSet { installPageLoads(at: .bottom) }
    }
    var loadOlderLoader: ListLoader<ListOlderPage<ItemID>>? {
        didSet { installPageLoads(at: .top) }
    }
    /// Shows a refreshed result and says whether pages follow and precede it; a thrown error is
    /// reported like a failed refresh.
    var applyRefresh: (Refreshed) throws -> (hasMore: Bool, hasOlder: Bool) = { _ in (true, true) }
    /// Adds a page at an edge (after the last item, or before the first); a thrown error fails
    /// the page.
    var applyPage: (_ items: [ItemID], _ edge: ScrollEdge) throws -> Void = { _, _ in }
    /// Called after a refresh ended, with its error message if it failed.
    var refreshEnded: ((any Error)?) -> Void = { _ in }
    private(set) var runningTask: Task<Void, Never>?
    /// Pages shown since the last refresh, the refresh's own result counting as the first: the
    /// index of the page load-more asks for next.
    private(set) var loadedPageCount = 0
    /// Pages put before the first item since the last refresh.
    private(set) var loadedOlderPageCount = 0

    init(scrollView: ScrollView) {
        self.scrollView = scrollView
    }

    /// Starts a refresh from code, showing the header.
    func refresh() {
        guard let control = scrollView?.refreshControl, !control.isRefreshing else { return }
        control.beginRefreshing()
        startRefresh()
    }

    /// Retries a failed page load at `edge` now.
    func retryPageLoad(at edge: ScrollEdge) {
        control(at: edge)?.retry()
        scrollView?.runPendingControlActions()
    }

    /// The control that loads pages at `edge`.
    private func control(at edge: ScrollEdge) -> LoadMoreControl? {
        edge == .bottom ? scrollView?.loadMoreControl : scrollView?.loadOlderControl
    }

    /// The loader of `edge`, as pages whose `hasMore` says whether more follow at that edge.
    private func pageLoader(at edge: ScrollEdge) -> ListLoader<ListPage<ItemID>>? {
        switch edge {
        case .bottom: loadMoreLoader
        case .top: loadOlderLoader?.map { ListPage(items: $0.items, hasMore: $0.hasOlder) }
        }
    }

    private func installRefresh() {
        guard let scrollView else { return }
        guard refreshLoader != nil else {
            scrollView.refreshControl = nil
            return
        }
        let control = scrollView.refreshControl ?? RefreshControl()
        control.onRefresh = { [weak self] in self?.startRefresh() }
        // A list shorter than its view, or empty, must still be pulled down to refresh.
        scrollView.alwaysBounceVertical = true
        scrollView.refreshControl = control
    }

    private func installPageLoads(at edge: ScrollEdge) {
        guard let scrollView else { return }
        var control: LoadMoreControl?
        if pageLoader(at: edge) != nil {
            control = self.control(at: edge) ?? LoadMoreControl(edge: edge)
            control?.onLoadMore = { [weak self] request in self?.startPageLoad(request, at: edge) }
        }
        if edge == .bottom {
            scrollView.loadMoreControl = control
        } else {
            scrollView.loadOlderControl = control
        }
    }

    private func startRefresh() {
        guard let refreshLoader, let control = scrollView?.refreshControl else { return }
        let generation = control.generation
        scrollView?.invalidatePageLoads()
        runningTask?.cancel()
        runningTask = refreshLoader.run { [weak self] result in
            guard let self, let scrollView = self.scrollView, let control = scrollView.refreshControl,
                control.generation == generation
            else { return }
            var failure: (any Error)?
            switch result {
            case .success(let fresh):
                var continues = (hasMore: true, hasOlder: true)
                do {
                    continues = try self.applyRefresh(fresh)
                    self.loadedPageCount = 1
                    self.loadedOlderPageCount = 0
                } catch {
                    failure = error
                }
                scrollView.loadMoreControl?.reset(hasMore: continues.hasMore)
                scrollView.loadOlderControl?.reset(hasMore: continues.hasOlder)
            case .failure(let error):
                failure = error
            }
            control.subtitle = failure.map { "✗ \(String(describing: $0))" }
            control.endRefreshing(generation: generation)
            self.refreshEnded(failure)
            scrollView.setNeedsLayout()
        }
    }

    private func startPageLoad(_ request: LoadMoreControl.Request, at edge: ScrollEdge) {
        guard let pageLoader = pageLoader(at: edge) else { return }
        runningTask = pageLoader.run { [weak self] result in
            guard let self, let scrollView = self.scrollView, let control = self.control(at: edge),
                control.machine.state == .loading(generation: request.generation)
            else { return }
            switch result {
            case .success(let page):
                do {
                    try self.applyPage(page.items, edge)
                    if edge == .bottom { self.loadedPageCount += 1 } else { self.loadedOlderPageCount += 1 }
                    request.finish(hasMore: page.hasMore)
                } catch {
                    request.fail(String(describing: error))
                }
            case .failure(let error):
                request.fail(String(describing: error))
            }
            // Content still short of the viewport asks for the next page here; no layout pass or
            // gesture is running to start it, and a load that is marked running but never started
            // would wait forever. The other edge, which waited for this load, asks first, so
            // short content fills from both edges in turn.
            self.control(at: edge == .bottom ? .top : .bottom)?.scrollViewDidScroll()
            control.scrollViewDidScroll()
            scrollView.runPendingControlActions()
            scrollView.setNeedsLayout()
        }
    }
}
