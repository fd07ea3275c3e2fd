import Foundation
@_spi(Testing) import ReuseKit
@_spi(Testing) import ReuseKitTerminal
import TestSupport
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

/// Frames drawn from damage while things arrive on their own: pages of history on the clock,
/// pictures through the image pipeline at moments of the test's choosing, replies streaming in.
/// The harness compares every frame with the same tree drawn whole.
@Suite("Chat scene: frames of asynchronous changes")
@MainActor
struct ChatSceneDamageTests {
    /// Lets the pictures on their way arrive (real time, bounded).
    func deliverPictures(_ scene: ChatScene) async throws {
        var budget = WaitBudget(seconds: 5)
        while !scene.pictureLoads.isEmpty && budget.poll() {
            try await Task.sleep(for: .milliseconds(2))
        }
        #expect(scene.pictureLoads.isEmpty, "pictures still on their way after 5 s")
    }

    @Test("Older pages, pictures that arrive mid-motion and streamed replies, at 120×36", arguments: 0..<6)
    func asynchronousArrivals(seed: UInt64) async throws {
        var settings = SceneSettings.instantImages
        settings.chat.historyCount = 2_000
        let run = try SceneHarness(size: TerminalSize(columns: 120, rows: 36)) {
            ChatScene(clock: $0, settings: settings)
        }
        var random = SeededGenerator(seed: seed)
        for _ in 0..<120 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: try run.press(.character("g"))
            case 1: try run.press(.character("i"))
            case 2: try run.press(.character("s"))
            case 3: try run.press(.character(Bool.random(using: &random) ? "k" : "j"))
            case 4, 5: try await deliverPictures(run.scene)
            default: try run.frames(Int.random(in: 1...12, using: &random))
            }
        }
        try await deliverPictures(run.scene)
        try run.settle()
        #expect(run.scene.tableView.checkInvariants() == nil)
    }
}
