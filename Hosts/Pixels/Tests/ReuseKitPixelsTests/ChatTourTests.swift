import Foundation
import PixelGallery
@_spi(Testing) import ReuseKit
import ReuseKitGallery
import Testing

@MainActor
@Suite("The chat scene's tour on the pixel host")
struct ChatTourTests {
    @Test(
        "The tour loads history (its failed page retried), streams a reply, counts arrivals and lands at the end"
    )
    func tour() async throws {
        let index = try #require(SceneRegistry.index(of: "chat"))
        let player = TourPlayer(
            index: index, scenes: SceneRegistry.all, size: GoldenImageTests.size, scale: 1)
        let chat = try #require(player.app.scene as? ChatScene)
        let steps =
            TourStep.common(size: player.app.contentFrame.size, lineHeight: player.app.textSystem.lineHeight)
            + ChatScene.tourSteps
        var badge = 0
        var sawFailure = false
        for step in steps {
            try await player.play(step)
            badge = max(badge, chat.tableView.numberOfRowsAddedBelow)
            sawFailure = sawFailure || chat.isShowingFailure
            #expect(chat.tableView.checkInvariants() == nil, "after \(step)")
        }
        #expect(sawFailure)
        #expect(chat.failedRequests == 1)
        #expect(chat.loadedCount == 155, "three pages, the sent message, its reply and three arrivals")
        #expect(badge == 3)
        #expect(!chat.isReplying)
        #expect(chat.tableView.isAtEnd)
        #expect(chat.tableView.numberOfRowsAddedBelow == 0)
        #expect(!chat.hasPendingWork)
    }
}
