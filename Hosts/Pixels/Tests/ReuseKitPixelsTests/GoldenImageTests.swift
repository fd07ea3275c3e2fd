import Foundation
import PixelGallery
import ReuseKit
import ReuseKitGallery
import Testing

@testable import ReuseKitPixels

@MainActor
@Suite("Golden images of the gallery's scenes")
struct GoldenImageTests {
    static let size = CGSize(width: 320, height: 480)

    /// The gallery's scenes by name (test arguments are made off the main actor).
    nonisolated static let sceneNames = [
        "table", "pager", "heights", "waterfall", "feed", "contacts", "chat", "store", "photos", "files",
        "search",
    ]

    @Test("Every scene of the gallery has goldens")
    func everySceneCovered() {
        #expect(SceneRegistry.names == Self.sceneNames)
    }

    func player(for name: String) throws -> TourPlayer {
        let index = try #require(SceneRegistry.index(of: name))
        return TourPlayer(index: index, scenes: SceneRegistry.all, size: Self.size, scale: 1)
    }

    @Test("The first frame of each scene matches its golden", arguments: sceneNames)
    func firstFrame(scene: String) async throws {
        let player = try player(for: scene)
        // Pages, pictures and avatars that load off the clock land before the frame is taken.
        try await player.play(.settle)
        let mismatch = try GoldenImage.mismatch(player.currentSurface, name: "\(scene)-first")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test("Each scene after rows, a page, the wheel and a fling matches its golden", arguments: sceneNames)
    func afterInput(scene: String) async throws {
        let player = try player(for: scene)
        let height = player.app.contentFrame.height
        var steps: [TourStep] = [
            .settle, .keys("jj"), .key(.pageDown), .wheel(notches: 1, at: CGPoint(x: 160, y: height / 2)),
        ]
        steps.append(.press(CGPoint(x: 160, y: height * 0.8)))
        for fraction in [0.7, 0.6, 0.5, 0.4] {
            steps.append(.drag(to: CGPoint(x: 160, y: height * fraction)))
        }
        steps += [.release(CGPoint(x: 160, y: height * 0.4)), .settle]
        for step in steps { try await player.play(step) }
        let mismatch = try GoldenImage.mismatch(player.currentSurface, name: "\(scene)-scrolled")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test("Each scene pulled down past its top shows the rubber band", arguments: sceneNames)
    func rubberBand(scene: String) async throws {
        let player = try player(for: scene)
        try await player.play(.settle)
        let height = player.app.contentFrame.height
        player.window.handle(.pointerDown(x: 160, y: Double(player.app.contentFrame.minY + height * 0.2)))
        player.frame()
        for fraction in [0.3, 0.4, 0.5] {
            player.window.handle(
                .pointerMoved(x: 160, y: Double(player.app.contentFrame.minY + height * fraction)))
            player.frame()
        }
        let mismatch = try GoldenImage.mismatch(player.currentSurface, name: "\(scene)-pulled")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test("The chat scene after older pages, a streamed reply and arrivals below counted on the badge")
    func chatBadge() async throws {
        let player = try player(for: "chat")
        // The tour up to the messages that arrive while away from the end, before `e` jumps back.
        for step in ChatScene.tourSteps.dropLast(2) { try await player.play(step) }
        let mismatch = try GoldenImage.mismatch(player.currentSurface, name: "chat-badge")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test("A frame that differs from its golden is caught")
    func comparisonFails() async throws {
        let player = try player(for: "table")
        let golden = try PixelSurface.readPNG(from: "\(GoldenImage.directory)/table-first.png", scale: 1)
        try await player.play(.keys("jj"))
        #expect(GoldenImage.differingPixels(player.currentSurface, golden) > 1000)
    }
}
