import Foundation
import ReuseKit
import ReuseKitImageViews
import ReuseKitImages
import TestSupport
import Testing

// The README's feed example: a list controller with refresh, load-more and images.
// README:begin
struct Post: Hashable, Sendable {
    let id: Int
    let title: String
    let avatar: URL
}

@MainActor func makeFeed(
    in table: TableView, pipeline: ImagePipeline,
    fetchPage: @escaping @Sendable (Int) async throws -> ListPage<Post>
) -> ListController<String, Post> {
    table.register(TableViewCell.self, forCellReuseIdentifier: "post")
    let feed = ListController<String, Post>(tableView: table) { table, indexPath, post in
        let cell = table.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        cell.textLabel?.text = post.title  // the host sanitizes text before it draws it
        return cell
    }
    feed.refreshLoader = .async {  // pull down past the threshold, or feed.refresh()
        let first = try await fetchPage(0)
        var snapshot = ListSnapshot<String, Post>()
        snapshot.appendSection("posts", items: first.items)
        // Diffed against what is shown: rows that stay keep cells and heights.
        return ListRefresh(snapshot: snapshot, hasMore: first.hasMore)
    }
    feed.loadMoreLoader = .async { [unowned feed] in  // within two screens of the end, once
        try await fetchPage(feed.loadedPageCount)  // the pages shown, whatever their sizes
    }
    let binder = ImageBinder(pipeline: pipeline)
    feed.imageLoadingMode = .whenScrollingStops  // seed 004: loads once scrolling stops
    feed.imageLoader = CellImageLoader(binder: binder) { item in
        (item.base as? Post).map { ImageRequest(url: $0.avatar, thumbnail: .init(width: 8, height: 8)) }
    }
    return feed
}
// README:end

@Suite("README example: a feed")
@MainActor
struct ReadmeFeedExampleTests {
    @Test("the feed refreshes, loads pages of uneven sizes in order near the end, and stops at the last")
    func feedRuns() async throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        table.rowHeight = 2
        let avatar = URL(fileURLWithPath: "/nonexistent/avatar.png")
        let sizes = [20, 6, 14]
        let starts = [0, 20, 26]
        let asked = Requests()
        let feed = makeFeed(in: table, pipeline: ImagePipeline()) { page in
            await asked.append(page)
            let posts = (0..<sizes[page]).map {
                Post(id: starts[page] + $0, title: "post \(starts[page] + $0)", avatar: avatar)
            }
            return ListPage(items: posts, hasMore: page < sizes.count - 1)
        }
        feed.refresh()
        try await waitUntil("the first page") { feed.snapshot.numberOfItems == 20 }
        table.layoutIfNeeded()
        #expect(table.visibleCells.first?.textLabel?.text == "post 0")
        // Near the end: page 1 (6 posts) still leaves the end within reach, so page 2 follows.
        table.contentOffset.y = table.contentSize.height - table.bounds.height
        table.layoutIfNeeded()
        try await waitUntil("all 40 posts") { feed.snapshot.numberOfItems == 40 }
        try await waitUntil("the end of the data") { table.loadMoreControl?.state == .noMoreData }
        #expect(await asked.pages == [0, 1, 2])
        #expect(feed.imageLoader != nil)
    }
}

/// The pages a fetcher was asked for, in order.
actor Requests {
    private(set) var pages: [Int] = []
    func append(_ page: Int) { pages.append(page) }
}
