import Foundation
import ReuseKit
import ReuseKitTerminal
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

@Suite("Scene snapshots")
@MainActor
struct SceneSnapshotTests {
    static let size = TerminalSize(columns: 80, rows: 24)
    /// Every scene has snapshots; `everySceneIsCovered` keeps this list in step with the registry.
    nonisolated static let scenes = [
        "table", "pager", "heights", "waterfall", "feed", "contacts", "chat", "store", "photos", "files",
        "search",
    ]

    func screenText(_ host: GalleryApp) throws -> String {
        try #require(host.window.screen as? HeadlessScreen).text
    }

    @Test("Every registered scene has snapshots")
    func everySceneIsCovered() {
        #expect(SceneRegistry.names == Self.scenes)
    }

    @Test("Each scene's first frame matches its snapshot", arguments: scenes)
    func firstFrame(name: String) async throws {
        let type = try #require(SceneRegistry.scene(named: name))
        let (_, host) = try await Tour(size: Self.size).run(type, steps: [])
        Snapshot.assertMatches(try screenText(host), named: "\(name)-first")
    }

    @Test("Each scene after scripted input matches its snapshot", arguments: scenes)
    func scripted(name: String) async throws {
        let type = try #require(SceneRegistry.scene(named: name))
        let steps: [TourStep] = [
            // Column 40, rows 9 and 5, in the standard grid's points.
            .keys("jjjjj"), .key(.pageDown), .wheel(notches: 1, at: CGPoint(x: 320, y: 198)),
            .press(CGPoint(x: 320, y: 110)), .release(CGPoint(x: 320, y: 110)),
        ]
        let (_, host) = try await Tour(size: Self.size, settings: .instantImages).run(
            type, steps: steps + type.tourSteps)
        Snapshot.assertMatches(try screenText(host), named: "\(name)-scripted")
    }

    @Test("The heights scene re-wraps its rows when the screen is resized")
    func heightsResize() async throws {
        let steps: [TourStep] = [.keys("jj"), .resize(numerator: 2, denominator: 3)]
        let (_, host) = try await Tour(size: Self.size).run(HeightsScene.self, steps: steps)
        let text = try screenText(host)
        Snapshot.assertMatches(text, named: "heights-resized")
        for line in text.split(separator: "\n") {
            #expect(TerminalText.displayWidth(of: String(line)) == 53, "every row is 53 columns: \(line)")
        }
    }
}
