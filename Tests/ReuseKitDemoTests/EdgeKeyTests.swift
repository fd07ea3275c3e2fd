import Foundation
@_spi(Hosting) import ReuseKit
import ReuseKitTerminal
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

/// Home shows the top and End the bottom, exactly, in every scene and at any width: rows
/// measured on the way (their heights differ from the estimate) must not leave the view
/// short of the edge it was asked for.
@Suite("Home and End")
@MainActor
struct EdgeKeyTests {
    @Test(
        "Home after End shows the very top", arguments: SceneSnapshotTests.scenes,
        [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 240, rows: 60)])
    func homeAfterEnd(scene name: String, size: TerminalSize) async throws {
        // The chat loads older messages once it reaches the top and keeps what it showed in
        // place (TimelineAnchoringTests); a pager's edges are pages (PagerView tests).
        if name == "chat" || name == "pager" { return }
        let type = try #require(SceneRegistry.scene(named: name))
        let steps: [TourStep] = [.key(.end), .settle, .key(.home), .settle]
        let (_, host) = try await Tour(size: size, settings: .instantImages).run(type, steps: steps)
        let window = host.window
        let focused = try #require(window.focusedView as? ScrollView)
        let top = -focused.adjustedContentInset.top
        #expect(focused.contentOffset.y == top, "\(name) at \(size.columns) columns")
    }
}
