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

/// One scene of the tour: the app on a manual clock and the surface it draws on.
///
/// Work off the clock (image decoding, network pages) lands only while a `.settle` step waits
/// for it, so the frames before and after are the same on every run.
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
    private let scale: Int
    private var surface: PixelSurface
    private let stopwatch = SystemClock()

    /// Creates the player for the scene at `index` of `scenes`.
    public init(
        index: Int, scenes: [any GalleryScene.Type], size: CGSize, scale: Int,
        settings: SceneSettings = SceneSettings(), frameInterval: Double = 1.0 / 60
    ) {
        let renderer = PixelRenderer(scale: scale)
        app = GalleryApp(
            scenes: scenes, initialIndex: index, size: size, renderer: renderer, clock: clock,
            settings: settings)
        fullSize = size
        self.scale = scale
        self.frameInterval = frameInterval
        surface = PixelSurface(size: size, scale: scale)
        _ = frame()
    }

    /// The last frame drawn.
    public var currentSurface: PixelSurface { surface }

    /// Moves the clock on by a frame, advances animations and draws, timing the drawing in
    /// real time (the HUD shows it); returns whether anything still moves.
    @discardableResult
    public func frame() -> Bool {
        clock.advance(by: frameInterval)
        let moving = app.advanceAnimations()
        if surface.size != app.size { surface = PixelSurface(size: app.size, scale: scale) }
        let start = stopwatch.now
        app.draw(on: surface)
        app.frameTimes.record(seconds: stopwatch.now - start, bytes: 0)
        return moving
    }

    /// A point of the scene's root view in window points.
    private func windowPoint(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x + app.contentFrame.minX, y: point.y + app.contentFrame.minY)
    }

    /// Plays one step, drawing the frames it takes.
    public func play(_ step: TourStep) async throws(PixelError) {
        switch step {
        case .key(let key):
            app.handleKey(Self.pixelKey(key))
            frame()
        case .keys(let text):
            for character in text {
                app.handleKey(.character(character))
                frame()
            }
        case .wheel(let notches, let horizontal, let point):
            for _ in 0..<abs(notches) {
                let one: CGFloat = notches < 0 ? -1 : 1
                app.scroll(
                    notches: horizontal ? CGPoint(x: one, y: 0) : CGPoint(x: 0, y: one),
                    at: windowPoint(point))
                frame()
            }
        case .press(let point):
            app.pointerDown(at: windowPoint(point))
            frame()
        case .drag(let point):
            app.pointerMoved(to: windowPoint(point))
            frame()
        case .release(let point):
            app.pointerUp(at: windowPoint(point))
            frame()
        case .resize(let numerator, let denominator):
            let fraction = CGFloat(numerator) / CGFloat(max(1, denominator))
            app.resize(
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
            if (moving || app.wantsFrames) && !app.scene.hasPendingWork { continue }
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
            app.setNeedsDisplay()
        }
        throw .tour("\(app.scene.name): still moving after \(settleLimit) frames")
    }

    /// Writes the last frame to `path`.
    public func write(to path: String) throws(PixelError) {
        try surface.writePNG(to: path)
    }

    nonisolated static func pixelKey(_ key: GalleryKey) -> PixelKey {
        switch key {
        case .character(let character): .character(character)
        case .enter: .enter
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .home: .home
        case .end: .end
        }
    }
}

extension TourStep {
    /// A short name for the frame's file.
    var label: String {
        switch self {
        case .key(let key): "key-\(TourPlayer.pixelKey(key).label)"
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

extension PixelKey {
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
        case .backTab: "backtab"
        case .escape: "escape"
        }
    }
}
