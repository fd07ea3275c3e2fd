import Foundation
@_spi(Testing) import ReuseKit
@_spi(Testing) import ReuseKitTerminal
import TestSupport
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

@Suite("Chat scene")
@MainActor
struct ChatSceneTests {
    /// The scene with `history` messages and pictures that wait for no simulated network.
    func harness(history: Int = 100_000) throws -> SceneHarness<ChatScene> {
        var settings = SceneSettings.instantImages
        settings.chat.historyCount = history
        return try SceneHarness { ChatScene(clock: $0, settings: settings) }
    }

    /// A harness whose newest page has arrived.
    func loaded(history: Int = 100_000) throws -> SceneHarness<ChatScene> {
        let run = try harness(history: history)
        try run.settle()
        return run
    }

    /// Whether the last message's bottom is at the bottom of the view.
    func showsEnd(_ scene: ChatScene) -> Bool {
        let table = scene.tableView
        let count = table.numberOfRows(inSection: 0)
        guard count > 0 else { return false }
        let last = IndexPath(row: count - 1, section: 0)
        return table.rectForRow(at: last).maxY - table.contentOffset.y == table.bounds.height
    }

    /// The visible messages and their tops on screen.
    func screenTops(_ scene: ChatScene) -> [Int: CGFloat] {
        var tops: [Int: CGFloat] = [:]
        for path in scene.tableView.indexPathsForVisibleRows ?? [] {
            tops[scene.controller.snapshot.item(at: path)] =
                scene.tableView.rectForRow(at: path).minY - scene.tableView.contentOffset.y
        }
        return tops
    }

    @Test("The newest page arrives after the network's delay and shows the end, newest message last")
    func newestPage() throws {
        let run = try harness()
        #expect(run.text.contains("Loading…"))
        #expect(run.scene.loadedCount == 0)
        try run.settle()
        #expect(run.scene.loadedCount == 50)
        #expect(run.scene.controller.snapshot.allItems.last == 99_999)
        #expect(showsEnd(run.scene))
        #expect(run.scene.tableView.isAtEnd)
        #expect(run.status.contains("50 of 100,000 messages"))
        let last = run.scene.tableView.visibleCells.last?.textLabel?.text ?? ""
        #expect(run.text.contains(String(last.split(separator: "\n").last ?? "")))
        #expect(run.scene.tableView.checkInvariants() == nil)
    }

    @Test("Older pages load at the top without moving what is on screen; the failing page is retried")
    func olderPages() throws {
        let run = try loaded()
        try run.press(.character("g"))
        #expect(run.scene.tableView.loadOlderControl?.state != .idle)
        #expect(run.text.contains("Loading…"))
        let before = screenTops(run.scene)
        try run.settle()
        #expect(run.scene.loadedCount == 100)
        var moved: CGFloat = 0
        for (id, top) in screenTops(run.scene) {
            if let old = before[id] { moved = max(moved, abs(top - old)) }
        }
        #expect(moved == 0, "the rows on screen moved \(moved) when the page arrived")
        #expect(!run.text.contains("Loading…"), "the header went up with the top")
        try run.press(.character("g"))
        try run.settle()
        #expect(run.scene.isShowingFailure)
        #expect(run.text.contains("page 2 failed (simulated) — tap to retry"))
        #expect(run.status.contains("a page failed: Enter or a click retries"))
        try run.press(.enter)
        try run.settle()
        #expect(run.scene.loadedCount == 150)
        #expect(run.scene.failedRequests == 1)
        #expect(run.scene.pageRequests == 4)
        #expect(run.scene.controller.snapshot.allItems.first == 99_850)
        #expect(run.scene.tableView.checkInvariants() == nil)
    }

    @Test("The history ends at its beginning, said in the header, and nothing more is asked")
    func beginning() throws {
        let run = try loaded(history: 120)
        for _ in 0..<4 {
            try run.press(.character("g"))
            try run.settle()
            if run.scene.isShowingFailure { try run.press(.enter) }
            try run.settle()
        }
        #expect(run.scene.loadedCount == 120)
        #expect(run.scene.tableView.loadOlderControl?.state == .noMoreData)
        try run.press(.character("g"))
        #expect(run.text.contains("· The beginning of the conversation ·"))
        let asked = run.scene.pageRequests
        try run.press(.character("j"))
        try run.press(.character("g"))
        try run.settle()
        #expect(run.scene.pageRequests == asked)
    }

    @Test("A reply streams in word by word, its row growing in place, and the end stays in view")
    func streamingReply() throws {
        let run = try loaded()
        try run.press(.character("s"))
        try run.settle(checking: run.scene.tableView)
        #expect(showsEnd(run.scene))
        var heights: [CGFloat] = []
        var frames = 0
        while run.scene.streaming == nil && frames < 120 {
            try run.frame()
            frames += 1
        }
        let reply = try #require(run.scene.streaming?.id)
        let table = run.scene.tableView
        let visibleCell = try #require(table.visibleCells.last)
        while run.scene.streaming != nil && frames < 600 {
            try run.frame()
            frames += 1
            #expect(showsEnd(run.scene), "frame \(frames): the end left the view")
            if let path = run.scene.controller.indexPath(for: reply) {
                heights.append(table.rectForRow(at: path).height)
            }
        }
        #expect(run.scene.streaming == nil)
        #expect(table.visibleCells.last === visibleCell, "the reply kept its cell")
        #expect(heights.first.map { $0 < (heights.last ?? 0) } == true, "the reply grew: \(heights)")
        #expect(run.text.contains("order the soup if they still"))
        #expect(table.checkInvariants() == nil)
    }

    @Test("Messages that arrive while away from the end are counted on the badge; e lands on the end")
    func badgeAndJump() throws {
        let run = try loaded()
        for _ in 0..<8 { try run.press(.character("k")) }
        let before = screenTops(run.scene)
        try run.press(.character("i"))
        try run.settle()
        #expect(screenTops(run.scene) == before, "arrivals below move nothing on screen")
        #expect(run.scene.tableView.numberOfRowsAddedBelow == 3)
        #expect(run.text.contains("↓ 3 new messages"))
        #expect(run.status.contains("3 new below"))
        try run.press(.character("e"))
        try run.settle(checking: run.scene.tableView)
        #expect(showsEnd(run.scene))
        #expect(run.scene.tableView.numberOfRowsAddedBelow == 0)
        #expect(!run.text.contains("new messages"))
        #expect(run.scene.controller.snapshot.allItems.last == 100_002)
    }

    @Test("Pictures arrive late through the image pipeline and grow their rows; at the end, the end stays")
    func latePictures() async throws {
        let run = try loaded()
        try run.press(.character("i"))
        try run.settle()
        let waiting = run.scene.pictureLoads
        #expect(!waiting.isEmpty, "the second message that arrived shows a picture on its way")
        #expect(run.text.contains("picture on its way"))
        let table = run.scene.tableView
        func height(_ id: Int) -> CGFloat {
            run.scene.controller.indexPath(for: id).map { table.rectForRow(at: $0).height } ?? 0
        }
        let before = Dictionary(uniqueKeysWithValues: waiting.map { ($0, height($0)) })
        try await waitUntil("the pictures on screen") { !run.scene.hasPendingWork }
        try run.frames(2)
        for id in waiting {
            #expect(run.scene.pictures[id]?.width == 24)
            #expect(height(id) > before[id] ?? 0, "message \(id) grew by its picture")
        }
        #expect(showsEnd(run.scene))
        #expect(run.text.contains("▀"))
        #expect(run.scene.tableView.checkInvariants() == nil)
    }

    @Test(
        "The tour loads history (its failed page retried), streams a reply, counts arrivals and lands at the end"
    )
    func tour() async throws {
        let size = TerminalSize(columns: 80, rows: 24)
        let steps = TourStep.common(size: CGSize(width: 80, height: 22), lineHeight: 1) + ChatScene.tourSteps
        let (result, host) = try await Tour(size: size, settings: .instantImages).run(
            ChatScene.self, steps: steps)
        let chat = try #require(host.gallery(ChatScene.self))
        #expect(result.frames > 50)
        #expect(chat.failedRequests == 1)
        #expect(chat.loadedCount == 155, "three pages, the sent message, its reply and three arrivals")
        #expect(!chat.isReplying)
        #expect(chat.tableView.isAtEnd)
        #expect(showsEnd(chat))
        #expect(chat.tableView.checkInvariants() == nil)
    }
}
