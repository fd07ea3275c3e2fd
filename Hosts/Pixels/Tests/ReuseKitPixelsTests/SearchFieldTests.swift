import Foundation
@_spi(Hosting) @_spi(Testing) import ReuseKit
import ReuseKitGallery
import Testing

@testable import PixelGallery
@testable import ReuseKitPixels

/// The contacts scene's search field on the pixel host: typed through the window's key events,
/// the filtered book is a golden image; under Xvfb, xdotool types into it with the keyboard's
/// layout, letters the gallery binds and characters outside Latin-1 included.
@MainActor
@Suite("Search field on the pixel host", .serialized)
struct SearchFieldTests {
    @Test("Typing / then a name filters the contacts; the field shows the query and its caret")
    func filteredGolden() async throws {
        let index = try #require(SceneRegistry.index(of: "contacts"))
        let player = TourPlayer(
            index: index, scenes: SceneRegistry.all, size: GoldenImageTests.size, scale: 1)
        try await player.play(.settle)
        let scene = try #require(player.app.scene as? ContactsScene)
        try await player.play(.keys("/chen"))
        try await player.play(.settle)
        #expect(scene.searchField.isFirstResponder)
        #expect(scene.query == "chen")
        #expect(scene.sections.map(\.letter) == ["C"])
        #expect(!player.window.isHUDVisible, "h typed h")
        #expect(scene.tableView.checkInvariants() == nil)
        let mismatch = try GoldenImage.mismatch(player.currentSurface, name: "contacts-filtered")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test(
        "Under Xvfb, xdotool types into the field: q types q, a dead key composes, Greek keys type Greek, Ctrl-C still quits"
    )
    func xdotoolTyping() async throws {
        // A server of its own: the test changes its keyboard layout.
        let session = try await XvfbSession.start(ownServer: true)
        let display = try X11Window(
            title: "search test", width: 390, height: 600, scale: 1, displayName: session.displayName)
        defer { display.close() }
        let loop = PixelWindow(
            rootView: View(frame: .zero), display: display, renderer: PixelRenderer(scale: 1))
        let index = try #require(SceneRegistry.index(of: "contacts"))
        let app = GalleryApp(window: loop, initialIndex: index)
        let scene = try #require(app.scene as? ContactsScene)
        try await loop.turn { loop.framesDrawn > 0 }
        let id = String(display.window)
        try session.run("/usr/bin/xdotool", ["windowfocus", "--sync", id, "key", "slash"])
        try await loop.turn { scene.searchField.isFirstResponder }
        try session.run("/usr/bin/xdotool", ["type", "--delay", "20", "urquhart"])
        try await loop.turn { scene.query == "urquhart" }
        #expect(!loop.isFinished, "q typed q")
        #expect(scene.sections.map(\.letter) == ["U"])
        // A dead key composes with the next (the input method's compose table): ´ then e is é.
        try session.run("/usr/bin/setxkbmap", ["-layout", "us", "-variant", "intl"])
        try session.run("/usr/bin/xdotool", ["key", "ctrl+a", "dead_acute", "e"])
        try await loop.turn("the field to read éurquhart; it reads '\(scene.searchField.text ?? "")'") {
            scene.searchField.text == "éurquhart"
        }
        // Keys of a Greek layout type Greek, which is not Latin-1 (the keys of a and b).
        try session.run("/usr/bin/setxkbmap", ["-layout", "gr"])
        try session.run("/usr/bin/xdotool", ["key", "Greek_alpha", "Greek_beta"])
        try await loop.turn("the field to read éαβurquhart; it reads '\(scene.searchField.text ?? "")'") {
            scene.searchField.text == "éαβurquhart"
        }
        try await loop.turn { scene.sections.isEmpty }
        try session.run("/usr/bin/setxkbmap", ["-layout", "us"])
        try session.run("/usr/bin/xdotool", ["key", "ctrl+Right", "BackSpace", "BackSpace"])
        try await loop.turn("the field to read éαβurquha; it reads '\(scene.searchField.text ?? "")'") {
            scene.searchField.text == "éαβurquha"
        }
        try session.run("/usr/bin/xdotool", ["key", "Escape"])
        try await loop.turn { !scene.searchField.isFirstResponder }
        #expect(!loop.isFinished, "Escape left the field")
        try session.run("/usr/bin/xdotool", ["key", "slash", "ctrl+c"])
        try await loop.turn { loop.isFinished }
    }
}
