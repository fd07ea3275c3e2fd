import Foundation
@_spi(Hosting) @_spi(Testing) import ReuseKit
import ReuseKitTerminal
import TestSupport
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

@Suite("Search scene", .timeLimit(.minutes(5)))
@MainActor
struct SearchSceneTests {
    /// Fewer tracks than the scene's million, the same code path.
    static let trackCount = 20_000

    func harness() throws -> SceneHarness<SearchScene> {
        try SceneHarness { SearchScene(clock: $0, trackCount: Self.trackCount) }
    }

    /// Sends `text` as one read of the terminal (its keys handled together), then a frame.
    func type(_ text: String, in run: SceneHarness<SearchScene>) throws {
        run.screen.send(Array(text.utf8))
        run.host.handle(try run.screen.nextEvents(timeoutMilliseconds: 0))
        try run.frame()
    }

    /// Frames until the search and its apply have landed, then until nothing moves. The search
    /// runs in a background task: in a whole test run, other suites' work holds the few threads
    /// it needs for minutes at a time (as `BackgroundApplyTests` found), so the wait is long; it
    /// guards against a search that never lands.
    func settle(_ run: SceneHarness<SearchScene>) async throws {
        var budget = WaitBudget(seconds: 240)
        while run.scene.hasPendingWork && budget.poll() {
            try await Task.sleep(for: .milliseconds(2))
            try run.frame()
        }
        #expect(!run.scene.hasPendingWork, "the search did not land in four minutes")
        try run.settle()
    }

    /// The tracks by volume whose names contain `query`, found the slow way.
    func expected(_ scene: SearchScene, _ query: String) -> [[Int]] {
        scene.library.all.map { $0.filter { scene.library.name(of: $0).contains(query) } }
    }

    @Test("Typed through the window's keys, the list shows the tracks whose names contain the query")
    func typing() async throws {
        let run = try harness()
        try type("/", in: run)
        #expect(run.scene.searchField.isFirstResponder)
        for query in ["n", "ni", "nig", "nigh"] {
            try type(String(query.last ?? " "), in: run)
            try await settle(run)
            let matching = expected(run.scene, query)
            #expect(run.scene.query == query)
            #expect(run.scene.shown == matching)
            #expect(run.scene.controller.snapshot == SearchScene.snapshot(of: matching))
            let total = matching.reduce(0) { $0 + $1.count }
            #expect(total > 0 && total < Self.trackCount)
            #expect(
                (0..<run.scene.collectionView.numberOfSections).reduce(0) {
                    $0 + run.scene.collectionView.numberOfItems(inSection: $1)
                } == total)
            #expect(run.status.contains("\(total.groupedDigits) of 20,000 tracks matching “\(query)”"))
        }
        // The rows on screen are matching tracks.
        let rows = run.text.split(separator: "\n").filter { $0.contains(" — ") }
        #expect(!rows.isEmpty && rows.allSatisfy { $0.contains("nigh") })
        // Backspace, one read: every track comes back.
        try type(String(repeating: "\u{7f}", count: 4), in: run)
        try await settle(run)
        #expect(run.scene.query.isEmpty)
        #expect(run.scene.controller.snapshot == SearchScene.snapshot(of: run.scene.library.all))
        #expect(
            run.status.hasPrefix(" 20,000 of 20,000 tracks") || run.status.contains("20,000 of 20,000 tracks")
        )
    }

    @Test("Keys that arrive together search and apply once, for the last text")
    func coalescedKeys() async throws {
        let run = try harness()
        try type("/", in: run)
        // A paste, or a fast typist's keys in one read: one search, one apply.
        try type("river", in: run)
        try await settle(run)
        #expect(run.scene.searchCount == 1)
        #expect(run.scene.applyCount == 1)
        #expect(run.scene.shown == expected(run.scene, "river"))
        // Keys queued during a frame that has not drawn yet: still one, for the last text.
        for letter in " b" {
            run.screen.send(Array(String(letter).utf8))
            run.host.handle(try run.screen.nextEvents(timeoutMilliseconds: 0))
        }
        try run.frame()
        try await settle(run)
        #expect(run.scene.searchCount == 2)
        #expect(run.scene.applyCount == 2)
        #expect(run.scene.query == "river b")
        #expect(run.scene.shown == expected(run.scene, "river b"))
    }

    @Test("A key typed before a search lands supersedes it: only the last text is shown")
    func superseded() async throws {
        let run = try harness()
        try type("/", in: run)
        for letter in "star" { try type(String(letter), in: run) }
        try await settle(run)
        #expect(run.scene.searchCount == 4)
        #expect(run.scene.applyCount <= 4)
        #expect(run.scene.query == "star")
        #expect(run.scene.controller.snapshot == SearchScene.snapshot(of: expected(run.scene, "star")))
        #expect(run.scene.collectionView.checkInvariants() == nil)
    }
}
