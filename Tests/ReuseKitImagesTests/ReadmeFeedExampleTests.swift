import Foundation
import ReuseKit
import ReuseKitImageViews
import ReuseKitImages
import Testing

// The README's feed example: a list controller with refresh, load-more and images.
// README:begin
struct Post: Hashable, Sendable {
    let id: Int
    let title: String
    let avatar: URL
}

@MainActor func makeFeed(
    in table: TableView, pipeline: ImagePipeline, fetchPage: @escaping @Sendable (Int) async throws -> [Post]
) -> ListController<String, Post> {
    table.register(TableViewCell.self, forCellReuseIdentifier: "post")
    let feed = ListController<String, Post>(tableView: table) { table, indexPath, post in
        let cell = table.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        cell.textLabel.text = post.title  // sanitized by the host before it reaches a terminal
        return cell
    }
    feed.refreshLoader = .async {  // pull down past the threshold, or feed.refresh()
        var snapshot = ListSnapshot<String, Post>()
        snapshot.appendSection("posts", items: try await fetchPage(0))
        return snapshot  // diffed against what is shown: rows that stay keep cells and heights
    }
    feed.loadMoreLoader = .async { [unowned feed] in  // within two screens of the end, once
        let next = try await fetchPage(feed.snapshot.numberOfItems / 20)
        return ListPage(items: next, hasMore: !next.isEmpty)
    }
    let binder = ImageBinder(pipeline: pipeline, options: .init(mode: .whenScrollingStops))
    feed.imageLoadingMode = .whenScrollingStops  // seed 004: images once scrolling stops
    feed.imageLoader = CellImageLoader(binder: binder) { item in
        (item.base as? Post).map { ImageRequest(url: $0.avatar, thumbnail: .init(width: 8, height: 8)) }
    }
    return feed
}
// README:end

@Suite("README example: a feed")
@MainActor
struct ReadmeFeedExampleTests {
    @Test("the feed refreshes, loads a page near the end and keeps the loader alive")
    func feedRuns() async throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        table.rowHeight = 2
        let avatar = URL(fileURLWithPath: "/nonexistent/avatar.png")
        let feed = makeFeed(in: table, pipeline: ImagePipeline()) { page in
            (0..<20).map { Post(id: page * 20 + $0, title: "post \(page * 20 + $0)", avatar: avatar) }
        }
        feed.refresh()
        try await waitUntil { feed.snapshot.numberOfItems >= 20 }
        table.layoutIfNeeded()
        #expect(table.visibleCells.first?.textLabel.text == "post 0")
        table.contentOffset.y = 25
        table.layoutIfNeeded()
        try await waitUntil { feed.snapshot.numberOfItems == 40 }
        #expect(feed.snapshot.numberOfItems == 40)
        #expect(feed.imageLoader != nil)
    }
}
