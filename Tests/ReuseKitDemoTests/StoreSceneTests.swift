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

@Suite("Store scene keys")
@MainActor
struct StoreSceneKeyTests {
    @Test("→ turns the featured carousel a card on; with the focus in the new apps, → moves them")
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
        for _ in 0..<4 { try run.press(.right) }
        let after = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minX)
        #expect(after < before)
        #expect(view.contentOffset.y == 0)
    }
}
