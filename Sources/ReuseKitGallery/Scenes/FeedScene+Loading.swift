import Foundation
import ReuseKit
import ReuseKitImages

extension FeedScene {
    /// Gives the controller its refresh and load-more loaders: pages of the bundled feed after a
    /// delay on the clock, or pages fetched from the server.
    func installLoaders() {
        guard let source else { return }
        if source.isSimulated {
            controller.refreshLoader = .completion { [weak self] done in
                guard let self else { return }
                failedPages.removeAll()
                deliver(page: 0, after: configuration.refreshDelay) { [weak self] result in
                    if case .success = result { self?.refreshCount += 1 }
                    done(result.map(Self.refreshed).mapError { $0 })
                }
            }
            controller.loadMoreLoader = .completion { [weak self] done in
                guard let self else { return }
                deliver(page: nextPage, after: configuration.pageDelay) { result in
                    done(result.map { ListPage(items: $0.items, hasMore: $0.hasMore) }.mapError { $0 })
                }
            }
        } else {
            controller.refreshLoader = .async { [weak self] in
                guard let self else { throw CancellationError() }
                let first = try await fetch(page: 0)
                refreshCount += 1
                return Self.refreshed(first)
            }
            controller.loadMoreLoader = .async { [weak self] in
                guard let self else { throw CancellationError() }
                let page = try await fetch(page: nextPage)
                return ListPage(items: page.items, hasMore: page.hasMore)
            }
        }
    }

    /// A first page as the whole list, followed by more pages only if it says so.
    static func refreshed(_ page: FeedPage) -> ListRefresh<String, FeedItem> {
        var snapshot = ListSnapshot<String, FeedItem>()
        snapshot.appendSection("posts", items: page.items)
        return ListRefresh(snapshot: snapshot, hasMore: page.hasMore)
    }

    /// Hands page `page` of the bundled feed to `completion` once `delay` seconds of the clock have
    /// passed; every third page fails the first time.
    func deliver(
        page: Int, after delay: Double, completion: @escaping @MainActor (Result<FeedPage, FeedError>) -> Void
    ) {
        pageRequests += 1
        timers.schedule(after: delay) { [weak self] in
            guard let self, let source else { return }
            if configuration.failsEveryThirdPage && page % 3 == 2 && !failedPages.contains(page) {
                failedPages.insert(page)
                failedRequests += 1
                completion(.failure(.simulatedFailure(page: page)))
                return
            }
            do throws(FeedError) {
                completion(.success(try source.readPage(page)))
            } catch {
                failedRequests += 1
                completion(.failure(error))
            }
        }
    }

    /// Fetches page `page` from the server.
    func fetch(page: Int) async throws(FeedError) -> FeedPage {
        guard let source else { throw .missingResources }
        pageRequests += 1
        do {
            return try await source.fetchPage(page, loader: pageLoader)
        } catch {
            failedRequests += 1
            throw error
        }
    }
}
