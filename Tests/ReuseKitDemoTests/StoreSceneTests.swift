import Foundation
@_spi(Testing) import ReuseKit
@_spi(Testing) import ReuseKitTerminal
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

@Suite("Store scene")
@MainActor
struct StoreSceneTests {
    func harness() throws -> SceneHarness<StoreScene> {
        try SceneHarness { StoreScene(clock: $0) }
    }

    /// The screen's line `row`.
    func line(_ run: SceneHarness<StoreScene>, _ row: Int) -> String {
        let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false)
        return row < lines.count ? String(lines[row]) : ""
    }

    /// The names on a band's name line, in order.
    func names(_ run: SceneHarness<StoreScene>, row: Int) -> [String] {
        line(run, row).split(separator: " ").map(String.init).filter { Int($0) != nil }
    }

    @Test("A sideways drag pages the featured carousel; a fling glides the new apps; the page stays")
    func sidewaysDrags() throws {
        let run = try harness()
        let view = run.scene.collectionView
        #expect(names(run, row: 7).first == "0")
        try run.drag(from: (60, 4), to: (20, 4), steps: 4)
        try run.settle()
        #expect(view.contentOffset.y == 0)
        // The second card stands in the middle now, the third peeks in at the right.
        #expect(names(run, row: 7) == ["1", "2"])
        let featured = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        #expect(abs(featured.midX - view.bounds.width / 2) < 1e-6)
        try run.drag(from: (70, 10), to: (10, 10), steps: 2)
        try run.settle()
        #expect(view.contentOffset.y == 0)
        let first = try #require(Int(names(run, row: 13).first ?? ""))
        #expect(first > 4, "the new apps glided on: \(line(run, 13))")
        #expect(view.checkInvariants() == nil)
        // Down into the grid and back: both carousels are where they were left.
        let before = (line(run, 7), line(run, 13))
        try run.press(.character("n"))
        try run.settle()
        try run.press(.character("g"))
        try run.settle()
        #expect(line(run, 7) == before.0)
        #expect(line(run, 13) == before.1)
    }

    @Test("A vertical drag that starts on a carousel scrolls the page")
    func verticalDragOnBand() throws {
        let run = try harness()
        try run.drag(from: (40, 12), to: (41, 2), steps: 4)
        try run.settle()
        #expect(run.scene.collectionView.contentOffset.y > 100)
    }

    @Test("n puts item 90,000 of the grid in the middle of the view, exactly")
    func jump() throws {
        let run = try harness()
        try run.press(.character("n"))
        try run.settle()
        let view = run.scene.collectionView
        let frame = try #require(view.cellForItem(at: StoreScene.jumpTarget)?.frame)
        #expect(abs(frame.midY - (view.contentOffset.y + view.bounds.height / 2)) <= 0.5)
        #expect(view.checkInvariants() == nil)
    }
}

@Suite("Store scene shelves")
@MainActor
struct StoreSceneShelfTests {
    @Test("the grid's and the masonry's pictures come through the image pipeline, bound per cell")
    func picturesThroughThePipeline() async throws {
        let run = try SceneHarness { StoreScene(clock: $0) }
        let scene = run.scene
        let view = scene.collectionView
        view.scrollToItem(
            at: IndexPath(item: 0, section: StoreScene.Shelf.picks.rawValue), at: .top, animated: false)
        try run.settle()
        let picks = view.indexPathsForVisibleItems.filter { $0.section == StoreScene.Shelf.picks.rawValue }
        // Columns of pictures of several heights.
        let heights = Set(picks.compactMap { view.cellForItem(at: $0)?.frame.height })
        #expect(picks.count >= 6 && heights.count >= 2)
        try run.press(.character("n"))
        try run.settle()
        let grid = view.indexPathsForVisibleItems.filter { $0.section == StoreScene.Shelf.allApps.rawValue }
        let cells = grid.compactMap { indexPath in
            (view.cellForItem(at: indexPath) as? StoreItemCell).map { (indexPath, $0) }
        }
        #expect(cells.count >= 6)
        for (indexPath, cell) in cells {
            let file = scene.binder.request(for: cell.picture)?.url.lastPathComponent
            #expect(file == "thumb-\(StoreScene.mixed(indexPath) % 8).png", "\(indexPath)")
        }
        var waited = 0
        while scene.hasPendingWork {
            waited += 1
            guard waited < 2000 else {
                Issue.record("thumbnails still loading after 10 s")
                return
            }
            try await Task.sleep(nanoseconds: 5_000_000)
        }
        // Decoded thumbnails, not the one-pixel placeholder.
        #expect(cells.allSatisfy { ($0.1.picture.image?.width ?? 0) > 1 })
    }

    @Test("u shows the updates; a sideways drag opens a row's actions; 2 hides it, s and 1 update the next")
    func updatesSwipe() throws {
        let run = try SceneHarness { StoreScene(clock: $0) }
        let scene = run.scene
        try run.press(.character("u"))
        try run.settle()
        let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1].contains("Updates 更新 · 12"))
        #expect(lines[2].contains("App 7"))
        try run.drag(from: (70, 2), to: (35, 2), steps: 4)
        try run.settle()
        let row = IndexPath(item: 0, section: StoreScene.Shelf.updates.rawValue)
        #expect(scene.collectionView.indexPathForRowShowingSwipeActions == row)
        #expect(scene.collectionView.visibleSwipeActions.map(\.title) == ["Update", "Hide"])
        try run.press(.character("2"))
        try run.settle()
        #expect(scene.updates.first == "App 14" && scene.updates.count == 11)
        #expect(run.text.split(separator: "\n")[2].contains("App 14"))
        try run.press(.character("s"))
        try run.settle()
        try run.press(.character("1"))
        try run.settle()
        #expect(scene.updated == ["App 14"])
        #expect(run.text.contains("Updated 已更新"))
        #expect(scene.collectionView.checkInvariants() == nil)
    }
}

@Suite("Store scene keys")
@MainActor
struct StoreSceneKeyTests {
    @Test("→ turns the featured carousel a card on; with the focus in the new apps, → moves it and them")
    func arrowsReachTheBands() throws {
        let run = try SceneHarness { StoreScene(clock: $0) }
        let view = run.scene.collectionView
        try run.press(.right)
        try run.settle()
        let featured = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        #expect(abs(featured.midX - view.bounds.width / 2) < 1e-6)
        view.focusItem(at: IndexPath(item: 0, section: 1))
        let before = try #require(
            view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minX)
        // → moves the focus along the band, which scrolls once the focus passes its edge.
        let cardsOnScreen = Int(view.bounds.width / 96)
        for _ in 0..<cardsOnScreen + 2 { try run.press(.right) }
        #expect(view.focusedIndexPath.map { $0.section == 1 && $0.item > 0 } == true)
        let after = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minX)
        #expect(after < before)
        #expect(view.contentOffset.y == 0)
    }
}
