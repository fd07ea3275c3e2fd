import Foundation

/// Runs a list's refresh and load-more loaders against a scroll view's controls, with refresh
/// taking precedence: a refresh invalidates any page load in flight (its result is dropped), and
/// load-more waits until the refresh ends. Shared by ``ListController`` and
/// ``WaterfallListController``; the owner says how results are applied.
@MainActor
final class ListLoading<Refreshed: Sendable, ItemID: Hashable & Sendable> {
    weak var scrollView: ScrollView?
    var refreshLoader: ListLoader<Refreshed>? {
        didSet { installRefresh() }
    }
    var loadMoreLoader: ListLoader<ListPage<ItemID>>? {
        didSet { installLoadMore() }
    }
    /// Shows a refreshed result and says whether pages follow it; a thrown error is reported
    /// like a failed refresh.
    var applyRefresh: (Refreshed) throws -> Bool = { _ in true }
    /// Appends a page; a thrown error fails the page.
    var applyPage: ([ItemID]) throws -> Void = { _ in }
    /// Called after a refresh ended, with its error message if it failed.
    var refreshEnded: ((any Error)?) -> Void = { _ in }
    private(set) var runningTask: Task<Void, Never>?
    /// Pages shown since the last refresh, the refresh's own result counting as the first: the
    /// index of the page load-more asks for next.
    private(set) var loadedPageCount = 0

    init(scrollView: ScrollView) {
        self.scrollView = scrollView
    }

    /// Starts a refresh from code, showing the header.
    func refresh() {
        guard let control = scrollView?.refreshControl, !control.isRefreshing else { return }
        control.beginRefreshing()
        startRefresh()
    }

    /// Retries a failed page load now.
    func retryLoadMore() {
        scrollView?.loadMoreControl?.retry()
        scrollView?.runPendingControlActions()
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

    private func installLoadMore() {
        guard let scrollView else { return }
        guard loadMoreLoader != nil else {
            scrollView.loadMoreControl = nil
            return
        }
        let control = scrollView.loadMoreControl ?? LoadMoreControl()
        control.onLoadMore = { [weak self] request in self?.startLoadMore(request) }
        scrollView.loadMoreControl = control
    }

    private func startRefresh() {
        guard let refreshLoader, let control = scrollView?.refreshControl else { return }
        let generation = control.generation
        scrollView?.loadMoreControl?.invalidate()
        runningTask?.cancel()
        runningTask = refreshLoader.run { [weak self] result in
            guard let self, let scrollView = self.scrollView, let control = scrollView.refreshControl,
                control.generation == generation
            else { return }
            var failure: (any Error)?
            switch result {
            case .success(let fresh):
                var hasMore = true
                do {
                    hasMore = try self.applyRefresh(fresh)
                    self.loadedPageCount = 1
                } catch {
                    failure = error
                }
                scrollView.loadMoreControl?.reset(hasMore: hasMore)
            case .failure(let error):
                failure = error
            }
            control.subtitle = failure.map { "✗ \(String(describing: $0))" }
            control.endRefreshing(generation: generation)
            self.refreshEnded(failure)
            scrollView.setNeedsLayout()
        }
    }

    private func startLoadMore(_ request: LoadMoreControl.Request) {
        guard let loadMoreLoader else { return }
        runningTask = loadMoreLoader.run { [weak self] result in
            guard let self, let scrollView = self.scrollView, let control = scrollView.loadMoreControl,
                control.machine.state == .loading(generation: request.generation)
            else { return }
            switch result {
            case .success(let page):
                do {
                    try self.applyPage(page.items)
                    self.loadedPageCount += 1
                    request.finish(hasMore: page.hasMore)
                } catch {
                    request.fail(String(describing: error))
                }
            case .failure(let error):
                request.fail(String(describing: error))
            }
            // Content still short of the viewport asks for the next page here; no layout pass or
            // gesture is running to start it, and a load that is marked running but never started
            // would wait forever.
            control.scrollViewDidScroll()
            scrollView.runPendingControlActions()
            scrollView.setNeedsLayout()
        }
    }
}
