import Foundation
import ReuseKit
import ReuseKitGallery
import ReuseKitPixels

/// Plays the gallery's scripted tour (the terminal's script: `TourStep.common` and each scene's
/// own steps) through every scene headlessly, on a manual clock, and writes a PNG after each
/// step: `DIR/<scene>-<step>.png`.
@MainActor
public struct PixelTour {
    /// The window's size in points.
    public var size: CGSize
    /// Device pixels per point.
    public var scale: Int
    /// The scenes, in order.
    public var scenes: [any GalleryScene.Type]
    /// What the scenes are made with.
    public var settings = SceneSettings()

    /// Creates a tour.
    public init(size: CGSize, scale: Int, scenes: [any GalleryScene.Type]) {
        self.size = size
        self.scale = scale
        self.scenes = scenes
    }

    /// Runs the tour, writing frames into `directory`; returns the paths written.
    public func run(writingTo directory: String) async throws(PixelError) -> [String] {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var written: [String] = []
        for (index, type) in scenes.enumerated() {
            let player = TourPlayer(
                index: index, scenes: scenes, size: size, scale: scale, settings: settings)
            let name = type.info.name
            try player.write(to: "\(directory)/\(name)-00-first.png")
            written.append("\(directory)/\(name)-00-first.png")
            let area = player.app.contentFrame.size
            let steps =
                TourStep.common(size: area, lineHeight: player.app.textSystem.lineHeight) + type.tourSteps
            for (number, step) in steps.enumerated() {
                try await player.play(step)
                let path = "\(directory)/\(name)-\(String(format: "%02d", number + 1))-\(step.label).png"
                try player.write(to: path)
                written.append(path)
            }
        }
        return written
    }
}

/// One scene of the tour: the gallery in a headless window on a manual clock.
///
/// Input reaches the window as an X11 window's would (device pixels, notches, key events), so
/// the tour plays through the same adapter as the real window. Work off the clock (image
/// decoding, network pages) lands only while a `.settle` step waits for it, so the frames
/// before and after are the same on every run.
@MainActor
public final class TourPlayer {
    /// The gallery, showing the scene.
    public let app: GalleryApp
    /// The clock the scene reads.
    public let clock = ManualFrameClock()
    /// The time a frame stands for.
    public let frameInterval: Double
    /// The most frames one `settle` draws.
    public var settleLimit = 600
    /// The longest a `settle` waits for work off the clock, in real seconds.
    public var workTimeout = 120.0
    private let fullSize: CGSize
    private let stopwatch = SystemClock()

    /// Creates the player for the scene at `index` of `scenes`.
    public init(
        index: Int, scenes: [any GalleryScene.Type], size: CGSize, scale: Int,
        settings: SceneSettings = SceneSettings(), frameInterval: Double = 1.0 / 60
    ) {
        let window = PixelWindow(
            rootView: View(frame: .zero), size: size, renderer: PixelRenderer(scale: scale), clock: clock)
        app = GalleryApp(window: window, scenes: scenes, initialIndex: index, settings: settings)
        fullSize = size
        self.frameInterval = frameInterval
        window.renderFrame()
    }

    /// The window the tour plays in.
    public var window: PixelWindow { app.window }

    /// The last frame drawn.
    public var currentSurface: PixelSurface { window.surface }

    /// Moves the clock on by a frame, advances animations and draws if anything changed;
    /// returns whether anything still moves.
    @discardableResult
    public func frame() -> Bool {
        clock.advance(by: frameInterval)
        let moving = window.advanceAnimations()
        window.renderFrameIfNeeded()
        return moving
    }

    /// A point of the scene's root view in device pixels of the window.
    private func windowPixels(_ point: CGPoint) -> (x: Double, y: Double) {
        let scale = Double(window.scale)
        return (
            Double(point.x + app.contentFrame.minX) * scale, Double(point.y + app.contentFrame.minY) * scale
        )
    }

    /// Plays one step, drawing the frames it takes.
    public func play(_ step: TourStep) async throws(PixelError) {
        switch step {
        case .key(let key):
            window.handle(.key(KeyEvent(key)))
            frame()
        case .keys(let text):
            for character in text {
                window.handle(.key(KeyEvent(.character(character))))
                frame()
            }
        case .wheel(let notches, let horizontal, let point):
            let (x, y) = windowPixels(point)
            for _ in 0..<abs(notches) {
                let one: Double = notches < 0 ? -1 : 1
                window.handle(.scroll(dx: horizontal ? one : 0, dy: horizontal ? 0 : one, x: x, y: y))
                frame()
            }
        case .press(let point):
            let (x, y) = windowPixels(point)
            window.handle(.pointerDown(x: x, y: y))
            frame()
        case .drag(let point):
            let (x, y) = windowPixels(point)
            window.handle(.pointerMoved(x: x, y: y))
            frame()
        case .release(let point):
            let (x, y) = windowPixels(point)
            window.handle(.pointerUp(x: x, y: y))
            frame()
        case .resize(let numerator, let denominator):
            let fraction = CGFloat(numerator) / CGFloat(max(1, denominator))
            window.resize(
                to: CGSize(
                    width: max(200, (fullSize.width * fraction).rounded()),
                    height: max(200, (fullSize.height * fraction).rounded())))
            frame()
        case .settle:
            try await settle()
        }
    }

    /// Frames until nothing moves; whenever only work off the clock is left, waits for it
    /// (without moving the clock) and goes on.
    private func settle() async throws(PixelError) {
        var waited = 0.0
        var lastPoll = stopwatch.now
        for _ in 0..<settleLimit {
            let moving = frame()
            if moving { continue }
            guard app.scene.hasPendingWork else { return }
            while app.scene.hasPendingWork {
                let now = stopwatch.now
                // Counted by polls, a tenth of a second at most each: time other main-actor work
                // took is no sign that the work waited for is stuck.
                waited += min(now - lastPoll, 0.1)
                lastPoll = now
                guard waited < workTimeout else { throw .tour("\(app.scene.name): work still pending") }
                try? await Task.sleep(nanoseconds: 2_000_000)
            }
            window.setNeedsDisplay()
        }
        throw .tour("\(app.scene.name): still moving after \(settleLimit) frames")
    }

    /// Writes the last frame to `path`.
    public func write(to path: String) throws(PixelError) {
        try currentSurface.writePNG(to: path)
    }
}

extension TourStep {
    /// A short name for the frame's file.
    var label: String {
        switch self {
        case .key(let key): "key-\(key.label)"
        case .keys(let text): "keys-\(text.count > 6 ? String(text.prefix(6)) : text)"
        case .wheel: "wheel"
        case .press: "press"
        case .drag: "drag"
        case .release: "release"
        case .settle: "settle"
        case .resize(let numerator, let denominator): numerator == denominator ? "restore" : "resize"
        }
    }
}

extension Key {
    /// A short name for file names.
    var label: String {
        switch self {
        case .character(let character): character.isLetter || character.isNumber ? String(character) : "char"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .pageUp: "pageup"
        case .pageDown: "pagedown"
        case .home: "home"
        case .end: "end"
        case .enter: "enter"
        case .tab: "tab"
        case .escape: "escape"
        case .backspace: "backspace"
        case .insert: "insert"
        case .delete: "delete"
        case .function(let number): "f\(number)"
        }
    }
}
