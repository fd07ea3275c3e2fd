import Foundation
import ReuseKit
import ReuseKitPixels

/// Plays the scripted tour through every scene headlessly, on a manual clock, and writes a PNG
/// after each step: `DIR/<scene>-<step>.png`.
@MainActor
public struct PixelTour {
    /// The window's size in points.
    public var size: CGSize
    /// Device pixels per point.
    public var scale: Int
    /// The scenes, in order.
    public var scenes: [any PixelScene.Type]
    /// The time a frame stands for on the manual clock.
    public var frameInterval = 1.0 / 60
    /// The most frames one `settle` draws.
    public var settleLimit = 600

    /// Creates a tour.
    public init(size: CGSize, scale: Int, scenes: [any PixelScene.Type]) {
        self.size = size
        self.scale = scale
        self.scenes = scenes
    }

    /// Runs the tour, writing frames into `directory`; returns the paths written.
    public func run(writingTo directory: String) throws(PixelError) -> [String] {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var written: [String] = []
        for (index, type) in scenes.enumerated() {
            let player = TourPlayer(
                scene: type, index: index, scenes: scenes, size: size, scale: scale,
                frameInterval: frameInterval)
            player.settleLimit = settleLimit
            try player.write(to: "\(directory)/\(type.name)-00-first.png")
            written.append("\(directory)/\(type.name)-00-first.png")
            for (number, step) in PixelTourStep.common(
                width: size.width, height: player.app.contentFrame.height
            )
            .enumerated() {
                player.play(step)
                let path = "\(directory)/\(type.name)-\(String(format: "%02d", number + 1))-\(step.label).png"
                try player.write(to: path)
                written.append(path)
            }
        }
        return written
    }
}

/// One scene of the tour: the app on a manual clock and the surface it draws on.
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
    private let fullSize: CGSize
    private let scale: Int
    private var surface: PixelSurface
    private let stopwatch = SystemClock()

    /// Creates the player for the scene at `index` of `scenes`.
    public init(
        scene: any PixelScene.Type, index: Int, scenes: [any PixelScene.Type], size: CGSize, scale: Int,
        frameInterval: Double = 1.0 / 60
    ) {
        let renderer = PixelRenderer(scale: scale)
        app = GalleryApp(scenes: scenes, initialIndex: index, size: size, renderer: renderer, clock: clock)
        fullSize = size
        self.scale = scale
        self.frameInterval = frameInterval
        surface = PixelSurface(size: size, scale: scale)
        frame()
    }

    /// The last frame drawn.
    public var currentSurface: PixelSurface { surface }

    /// Moves the clock on by a frame, advances animations and draws, timing the drawing in
    /// real time (the HUD shows it).
    public func frame() {
        clock.advance(by: frameInterval)
        app.advanceAnimations()
        if surface.size != app.size { surface = PixelSurface(size: app.size, scale: scale) }
        let start = stopwatch.now
        app.draw(on: surface)
        app.frameTimes.record(seconds: stopwatch.now - start, bytes: 0)
    }

    /// Plays one step, drawing the frames it takes.
    public func play(_ step: PixelTourStep) {
        let top = app.contentFrame.minY
        switch step {
        case .key(let key):
            app.handleKey(key)
            frame()
        case .keys(let text):
            for character in text {
                app.handleKey(.character(character))
                frame()
            }
        case .wheel(let notches, let x, let y):
            app.scroll(notches: CGPoint(x: 0, y: notches), at: CGPoint(x: x, y: y + top))
            frame()
        case .drag(let fromX, let fromY, let toX, let toY, let steps):
            app.pointerDown(at: CGPoint(x: fromX, y: fromY + top))
            frame()
            let count = max(1, steps)
            for index in 1...count {
                let fraction = Double(index) / Double(count)
                app.pointerMoved(
                    to: CGPoint(
                        x: fromX + (toX - fromX) * fraction, y: fromY + (toY - fromY) * fraction + top))
                frame()
            }
            app.pointerUp(at: CGPoint(x: toX, y: toY + top))
            frame()
        case .tap(let x, let y):
            app.pointerDown(at: CGPoint(x: x, y: y + top))
            app.pointerUp(at: CGPoint(x: x, y: y + top))
            frame()
        case .settle:
            var frames = 0
            repeat {
                frame()
                frames += 1
            } while (app.wantsFrames || app.needsDisplay) && frames < settleLimit
        case .resize(let widthFraction, let heightFraction):
            app.resize(
                to: CGSize(
                    width: (fullSize.width * widthFraction).rounded(),
                    height: (fullSize.height * heightFraction).rounded()))
            frame()
        }
    }

    /// Writes the last frame to `path`.
    public func write(to path: String) throws(PixelError) {
        try surface.writePNG(to: path)
    }
}

extension PixelTourStep {
    /// A short name for the frame's file.
    var label: String {
        switch self {
        case .key(let key): "key-\(key.label)"
        case .keys(let text): "keys-\(text)"
        case .wheel: "wheel"
        case .drag(_, let fromY, _, let toY, _): toY < fromY ? "fling" : "pull"
        case .tap: "tap"
        case .settle: "settle"
        case .resize(let width, _): width < 1 ? "resize" : "restore"
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
