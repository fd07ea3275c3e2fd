import Foundation

extension ListController {
    /// Starts a refresh from code, showing the header (what an app binds to its refresh command).
    public func refresh() {
        loading.refresh()
    }

    /// Retries a failed page load (what a tap on the error footer does).
    public func retryLoadMore() {
        loading.retryLoadMore()
    }

    /// Pages shown since the last refresh, its own result counting as the first (so 1 after a
    /// refresh): the index of the page a ``loadMoreLoader`` should fetch next, whatever the sizes
    /// of the pages before. A page load in flight when a refresh starts is never counted.
    public var loadedPageCount: Int { loading.loadedPageCount }

    /// The running refresh or page load, for tests and for cancellation.
    public var runningTask: Task<Void, Never>? { loading.runningTask }

    /// Wires the loading coordinator to this controller's snapshot.
    func configureLoading() {
        loading.applyRefresh = { [unowned self] fresh in
            try apply(fresh.snapshot)
            return fresh.hasMore
        }
        loading.applyPage = { [unowned self] items in
            var next = snapshot
            guard !next.sections.isEmpty else { throw ListControllerError.noSection }
            next.appendItems(items)
            try apply(next)
        }
        loading.refreshEnded = { [unowned self] failure in
            lastError = failure
            updateEmptyState()
        }
    }
}
