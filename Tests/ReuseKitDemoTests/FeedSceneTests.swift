@_spi(Testing) import ReuseKit
@_spi(Testing) import ReuseKitTerminal
import TestSupport
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

@Suite("Feed scene")
@MainActor
struct FeedSceneTests {
    /// The bundled feed with instant thumbnails; pages keep their delays on the clock.
    func harness() throws -> SceneHarness<FeedScene> {
        try SceneHarness { FeedScene(clock: $0, settings: .instantImages) }
    }

    /// A harness whose first page has arrived.
    func loaded() throws -> SceneHarness<FeedScene> {
        let run = try harness()
        try run.settle()
        return run
    }

    var posts: (FeedScene) -> Int { { $0.controller.snapshot.numberOfItems } }

    @Test("The first page arrives after the network's delay, under an open refresh header")
    func firstPage() throws {
        let run = try harness()
        #expect(run.text.contains("Refreshing…"))
        try run.frames(40)
        #expect(posts(run.scene) == 0)
        try run.settle()
        #expect(posts(run.scene) == 20)
        #expect(run.scene.refreshCount == 1)
        #expect(run.scene.tableView.refreshControl?.state == .idle)
        #expect(run.scene.tableView.contentOffset.y == 0)
        #expect(run.text.contains("#0 下拉刷新 pull-to-refresh"))
        #expect(run.scene.tableView.checkInvariants() == nil)
    }

    @Test("Pulling the list down past the top and letting go refreshes it")
    func pullToRefresh() throws {
        let run = try loaded()
        try run.mouse(.press(.left), column: 40, row: 3)
        for row in 4...21 { try run.mouse(.drag(.left), column: 40, row: row) }
        #expect(run.scene.tableView.contentOffset.y < -4, "the list follows the pointer past the top")
        #expect(run.text.contains("Release to refresh"))
        try run.mouse(.release(.left), column: 40, row: 21)
        #expect(run.scene.tableView.refreshControl?.isRefreshing == true)
        try run.settle()
        #expect(run.scene.refreshCount == 2)
        #expect(run.scene.tableView.contentOffset.y == 0)
    }

    @Test("The wheel turned up at the top refreshes; below the top it only scrolls")
    func wheelPastTop() throws {
        let run = try loaded()
        try run.press(.character("j"))
        try run.mouse(.wheel(.up), column: 40, row: 10)
        #expect(run.scene.tableView.refreshControl?.isRefreshing == false)
        #expect(run.scene.tableView.contentOffset.y == 0)
        try run.mouse(.wheel(.up), column: 40, row: 10)
        #expect(run.scene.tableView.refreshControl?.isRefreshing == true)
        #expect(run.text.contains("Refreshing…"))
        try run.settle()
        #expect(run.scene.refreshCount == 2)
    }

    @Test("Reaching the end loads the next page under a spinner")
    func loadMore() throws {
        let run = try loaded()
        try run.press(.character("G"))
        #expect(run.scene.tableView.loadMoreControl?.state != .idle)
        #expect(run.text.contains("Loading…"))
        #expect(run.status.contains("loading page 1"))
        try run.settle()
        #expect(posts(run.scene) == 40)
        #expect(run.scene.controller.snapshot.allItems[20].id == "p1-00")
        #expect(run.scene.tableView.checkInvariants() == nil)
    }

    @Test("Every third page fails the first time; Enter retries it, and so does a click on the footer")
    func failureAndRetry() throws {
        let run = try loaded()
        for _ in 0..<2 {
            try run.press(.character("G"))
            try run.settle()
        }
        #expect(posts(run.scene) == 40)
        #expect(run.scene.isShowingFailure)
        #expect(run.text.contains("page 2 failed (simulated network error) — tap to retry"))
        #expect(run.status.contains("page 2 failed: Enter or a click retries"))
        try run.press(.enter)
        #expect(!run.scene.isShowingFailure)
        try run.settle()
        #expect(posts(run.scene) == 60)
        for _ in 0..<3 {
            try run.press(.character("G"))
            try run.settle()
        }
        #expect(posts(run.scene) == 100)
        #expect(run.scene.isShowingFailure, "page 5 fails too")
        let footer = try #require(run.text.split(separator: "\n").firstIndex { $0.contains("tap to retry") })
        try run.click(column: 10, row: footer)
        try run.settle()
        #expect(posts(run.scene) == 120)
        #expect(run.scene.failedRequests == 2)
        #expect(run.scene.tableView.checkInvariants() == nil)
    }

    @Test("The last page ends the feed, and a refresh starts it over with the failures armed again")
    func endAndRefresh() throws {
        let run = try loaded()
        for _ in 0..<20 where run.scene.tableView.loadMoreControl?.state != .noMoreData {
            if run.scene.isShowingFailure { try run.press(.enter) } else { try run.press(.character("G")) }
            try run.settle()
        }
        #expect(posts(run.scene) == 200)
        try run.press(.character("G"))
        #expect(run.text.contains("No more data"))
        try run.press(.character("r"))
        try run.settle()
        #expect(posts(run.scene) == 20)
        #expect(run.scene.refreshCount == 2)
        #expect(run.scene.tableView.loadMoreControl?.state == .idle)
    }

    @Test("While the list glides reused cells show no other post's thumbnail; once it stops, their own")
    func noWrongThumbnail() async throws {
        let run = try loaded()
        try await waitUntil("the thumbnails on screen to load") { !run.scene.hasPendingWork }
        try run.mouse(.press(.left), column: 40, row: 21)
        for row in stride(from: 17, through: 1, by: -4) { try run.mouse(.drag(.left), column: 40, row: row) }
        try run.mouse(.release(.left), column: 40, row: 1)
        #expect(run.scene.tableView.isMoving)
        try run.frames(10)
        func check(requireImages: Bool) {
            for cell in run.scene.tableView.visibleCells {
                let id = cell.detailTextLabel?.text ?? ""
                if let url = run.scene.thumbnailURL(of: cell) {
                    #expect(url.query == "item=\(id)", "\(id) is bound to \(url)")
                } else {
                    #expect(
                        !requireImages && cell.imageView?.image == nil,
                        "\(id) shows a picture it was not given")
                }
            }
        }
        check(requireImages: false)
        try run.settle()
        try await waitUntil("the thumbnails on screen to load") { !run.scene.hasPendingWork }
        check(requireImages: true)
        #expect(run.scene.tableView.visibleCells.allSatisfy { $0.imageView?.image?.width == 16 })
    }

    @Test("Thumbnails come through the image pipeline, decoded to their thumbnail size")
    func thumbnails() async throws {
        let run = try loaded()
        try await waitUntil("the thumbnails on screen to load") { !run.scene.hasPendingWork }
        #expect(!run.scene.hasPendingWork)
        let cells = run.scene.tableView.visibleCells
        #expect(!cells.isEmpty)
        for cell in cells {
            let image = try #require(cell.imageView?.image, "a row without a thumbnail")
            #expect(image.width == 16 && image.height == 11, "a 24×16 picture fitted into 16×12")
        }
        #expect(run.scene.pipeline.metrics.decodes >= cells.count)
        try run.frame()
        #expect(run.text.contains("▀"))
    }
}
