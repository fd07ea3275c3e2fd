import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import ReuseKitGallery
import Testing

@testable import PixelGallery
@_spi(Testing) @testable import ReuseKitPixels

/// The window on an X server after frames of damage: the server moved the scrolled picture
/// itself and got only the damaged rectangles, from the image's two buffers in turn, and shows
/// exactly the frame drawn whole.
@MainActor
@Suite("Frames of damage on the X server", .serialized)
final class WindowDamageTests {
    let session: XvfbSession

    init() async throws {
        session = try await XvfbSession.start()
    }

    @Test(
        "Wheel turns and a fling until it rests: after every frame the window shows the frame drawn whole",
        arguments: [1, 2])
    func windowShowsEveryFrame(scale: Int) async throws {
        let window = try X11Window(
            title: "damage", width: 390, height: 480, scale: scale, displayName: session.displayName)
        defer { window.close() }
        let clock = ManualFrameClock()
        let loop = PixelWindow(
            rootView: View(frame: .zero), display: window, renderer: PixelRenderer(scale: scale), clock: clock
        )
        let index = try #require(SceneRegistry.index(of: "table"))
        let app = GalleryApp(window: loop, initialIndex: index)
        loop.isHUDVisible = true
        var uploaded = 0
        var frames = 0
        var copies = 0
        loop.didPresentFrame = { damage in
            frames += 1
            if damage.copy != nil { copies += 1 }
        }
        let id = String(window.window)
        // The images frames were drawn on, and the frames drawn on the one the last frame was.
        var images: Set<ObjectIdentifier> = []
        var sameImage = 0
        func frame() throws {
            clock.advance(by: 1.0 / 60)
            loop.advanceAnimations()
            let before = loop.statistics.totalBytes
            let image = ObjectIdentifier(window.surface)
            images.insert(image)
            loop.renderFrameIfNeeded()
            if ObjectIdentifier(window.surface) == image { sameImage += 1 }
            uploaded += loop.statistics.totalBytes - before
            window.waitUntilPresented()
            let shot = try XWDImage(session.run("/usr/bin/xwd", ["-id", id, "-silent"]))
            let whole = PixelSurface(size: window.size, scale: scale)
            let canvas = PixelCanvas(
                surface: whole, textSystem: loop.renderer.textSystem, imageCache: loop.renderer.imageCache)
            canvas.clear(to: loop.renderer.background)
            loop.drawContents(in: canvas)
            let difference = shot.firstDifference(from: whole)
            #expect(
                difference == nil, "frame \(frames): the window differs at \(String(describing: difference))")
        }
        loop.renderFrame()
        let x = Double(200 * scale)
        for _ in 0..<3 {
            loop.handle(.scroll(dx: 0, dy: 1, x: x, y: Double(300 * scale)))
            try frame()
        }
        // A drag up and a release with speed: the content glides on, then rests.
        loop.handle(.pointerDown(x: x, y: Double(400 * scale)))
        try frame()
        for y in [340, 260, 180] {
            loop.handle(.pointerMoved(x: x, y: Double(y * scale)))
            try frame()
        }
        loop.handle(.pointerUp(x: x, y: Double(180 * scale)))
        for _ in 0..<40 { try frame() }
        #expect(copies > 20)
        // Frames take the image's two buffers in turn.
        #expect(images.count == 2)
        #expect(sameImage == 0)
        // A canvas a buffer, kept from frame to frame.
        #expect(loop.canvasesMade == 2, "\(loop.canvasesMade) canvases for \(frames) frames")
        #expect(app.scene.name == "table")
        // Far less than every frame whole.
        #expect(uploaded * 3 < frames * window.bytesPerFrame)
    }
}
