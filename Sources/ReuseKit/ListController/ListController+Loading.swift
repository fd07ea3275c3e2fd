import Foundation

extension ListController {
    /// Starts a refresh from code, showing the header (what an app binds to its refresh command).
    public func refresh() {
        loading.refresh()
    }

    /// Retries a failed page load (what a tap on the error footer does).
    public func retryLoadMore() {
        loading.retryPageLoad(at: .bottom)
    }

    /// Retries a failed load of older items (what a tap on the error header does).
    public func retryLoadOlder() {
        loading.retryPageLoad(at: .top)
    }

    /// Pages shown since the last refresh, its own result counting as the first (so 1 after a
    /// refresh): the index of the page a ``loadMoreLoader`` should fetch next, whatever the sizes
    /// of the pages before. A page load in flight when a refresh starts is never counted.
    public var loadedPageCount: Int { loading.loadedPageCount }

    /// Pages of older items put before the first item since the last refresh (0 after a
    /// refresh, or before any): the index, counted back from the newest, of the page a
    /// ``loadOlderLoader`` should fetch next when the refresh brought none.
    public var loadedOlderPageCount: Int { loading.loadedOlderPageCount }

    /// The running refresh or page load, for tests and for cancellation.
    public var runningTask: Task<Void, Never>? { loading.runningTask }

    /// Wires the loading coordinator to this controller's snapshot.
    func configureLoading() {
        loading.applyRefresh = { [unowned self] fresh in
            try apply(fresh.snapshot)
            return (fresh.hasMore, fresh.hasOlder)
        }
        loading.applyPage = { [unowned self] items, edge in try apply(snapshot.addingPage(items, at: edge)) }
        loading.refreshEnded = { [unowned self] failure in
            lastError = failure
            updateEmptyState()
        }
    }
}
