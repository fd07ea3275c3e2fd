import Foundation
import PixelGallery
@_spi(Hosting) import ReuseKit
import ReuseKitGallery
import Testing

@_spi(Testing) @testable import ReuseKitPixels

/// Checks each frame a pixel window draws from damage (the last picture, its scrolled region
/// moved, only the damaged rectangles drawn again) against the same tree drawn whole.
@MainActor
final class PixelDamageChecker {
    let window: PixelWindow
    private(set) var frames = 0
    private(set) var framesOfDamage = 0
    private(set) var pixelsDrawn = 0
    private(set) var problems: [String] = []

    init(window: PixelWindow) {
        self.window = window
    }

    func check(_ damage: FrameDamage) {
        frames += 1
        let drawn = window.surface
        if !damage.isWhole {
            framesOfDamage += 1
            let scale = CGFloat(drawn.scale)
            pixelsDrawn += damage.rects.reduce(0) { $0 + Int($1.width * scale * $1.height * scale) }
        }
        let whole = PixelSurface(size: drawn.size, scale: drawn.scale)
        let canvas = PixelCanvas(
            surface: whole, textSystem: window.renderer.textSystem, imageCache: window.renderer.imageCache)
        canvas.clear(to: window.renderer.background)
        window.drawContents(in: canvas)
        if let difference = Self.firstDifference(drawn, whole) {
            problems.append(
                "frame \(frames) (\(damage.isWhole ? "whole" : "damage")): pixel (\(difference.x), \(difference.y)) is \(drawn.pixel(x: difference.x, y: difference.y)), drawn whole \(whole.pixel(x: difference.x, y: difference.y))"
            )
        }
    }

    /// The first pixel where the two surfaces differ, as (x, y), or `nil`.
    static func firstDifference(_ a: PixelSurface, _ b: PixelSurface) -> (x: Int, y: Int)? {
        guard a.pixelWidth == b.pixelWidth, a.pixelHeight == b.pixelHeight else { return (-1, -1) }
        return a.withPixelBytes { first in
            b.withPixelBytes { second in
                for y in 0..<a.pixelHeight {
                    for x in 0..<a.pixelWidth
                    where first.load(fromByteOffset: y * a.stride + x * 4, as: UInt32.self)
                        != second.load(fromByteOffset: y * b.stride + x * 4, as: UInt32.self)
                    {
                        return (x, y)
                    }
                }
                return nil
            }
        }
    }
}

@MainActor
@Suite("Pixel frames drawn from damage")
struct PixelDamageTourTests {
    @Test(
        "Every frame of a scene's tour drawn from damage equals it drawn whole, pixel for pixel, HUD on screen",
        arguments: ["table", "pager", "heights", "waterfall", "feed", "contacts", "chat", "store", "photos"])
    func tourFramesMatch(scene name: String) async throws {
        let index = try #require(SceneRegistry.index(of: name))
        let player = TourPlayer(
            index: index, scenes: SceneRegistry.all, size: GoldenImageTests.size,
            scale: name == "table" ? 2 : 1)
        player.window.isHUDVisible = true
        let checker = PixelDamageChecker(window: player.window)
        player.window.didPresentFrame = { damage in checker.check(damage) }
        let steps =
            TourStep.common(size: player.app.contentFrame.size, lineHeight: player.app.textSystem.lineHeight)
            + SceneRegistry.all[index].tourSteps
        for step in steps { try await player.play(step) }
        #expect(checker.problems.isEmpty, "\(checker.problems.prefix(3).joined(separator: "\n"))")
        #expect(checker.frames > 50)
        #expect(checker.framesOfDamage * 2 > checker.frames)
        let surface = player.window.surface
        let whole = checker.framesOfDamage * surface.pixelWidth * surface.pixelHeight
        #expect(checker.pixelsDrawn < whole * 9 / 10)
    }
}
