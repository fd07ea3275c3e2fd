import Foundation

extension ListController {
    /// Starts a refresh from code, showing the header (what `r` does in the demo).
    public func refresh() {
        guard let control = tableView.refreshControl, !control.isRefreshing else { return }
        control.beginRefreshing()
        startRefresh()
    }

    /// Retries a failed page load (what a tap on the error footer does).
    public func retryLoadMore() {
        tableView.loadMoreControl?.retry()
        tableView.runPendingControlActions()
    }

    func installRefresh() {
        guard refreshLoader != nil else {
            tableView.refreshControl = nil
            return
        }
        let control = tableView.refreshControl ?? RefreshControl()
        control.onRefresh = { [weak self] in self?.startRefresh() }
        tableView.refreshControl = control
    }

    func installLoadMore() {
        guard loadMoreLoader != nil else {
            tableView.loadMoreControl = nil
            return
        }
        let control = tableView.loadMoreControl ?? LoadMoreControl()
        control.onLoadMore = { [weak self] request in self?.startLoadMore(request) }
        tableView.loadMoreControl = control
    }

    /// Runs the refresh loader; a page load in flight is invalidated (its result is dropped)
    /// and load-more waits until the refresh ends.
    private func startRefresh() {
        guard let refreshLoader, let control = tableView.refreshControl else { return }
        let generation = control.generation
        tableView.loadMoreControl?.invalidate()
        runningTask?.cancel()
        runningTask = refreshLoader.run { [weak self] result in
            guard let self, let control = self.tableView.refreshControl, control.generation == generation
            else {
                return
            }
            switch result {
            case .success(let fresh):
                self.lastError = nil
                do {
                    try self.apply(fresh)
                } catch {
                    self.lastError = String(describing: error)
                }
                self.tableView.loadMoreControl?.reset()
            case .failure(let error):
                self.lastError = String(describing: error)
                control.subtitle = "✗ \(String(describing: error))"
                try? self.apply(self.snapshot)
            }
            control.endRefreshing(generation: generation)
            self.tableView.setNeedsLayout()
        }
    }

    private func startLoadMore(_ request: LoadMoreControl.Request) {
        guard let loadMoreLoader else { return }
        runningTask = loadMoreLoader.run { [weak self] result in
            guard let self, let control = self.tableView.loadMoreControl,
                control.machine.state == .loading(generation: request.generation)
            else { return }
            switch result {
            case .success(let page):
                var next = self.snapshot
                if next.sections.isEmpty {
                    request.fail("the list has no section to append to")
                    return
                }
                next.appendItems(page.items)
                do {
                    try self.apply(next)
                    request.finish(hasMore: page.hasMore)
                } catch {
                    request.fail(String(describing: error))
                }
            case .failure(let error):
                request.fail(String(describing: error))
            }
            control.scrollViewDidScroll()
            self.tableView.setNeedsLayout()
        }
    }
}
