import Foundation
import ReuseKit
import ReuseKitPixels

/// Runs a ``GalleryApp`` in an ``X11Window``: input becomes the app's gestures and keys, frames
/// are drawn only when something changed and presented at most once a frame interval, and while
/// nothing moves the loop blocks on the X connection (0 % CPU when idle).
@MainActor
public final class WindowLoop {
    /// The gallery shown.
    public let app: GalleryApp
    /// The window it is shown in.
    public let window: X11Window
    /// The time between frames while something moves, in seconds (the display's pace).
    public var frameInterval = 1.0 / 60
    /// Frames drawn and presented so far.
    public private(set) var framesDrawn = 0
    private let stopwatch = SystemClock()

    /// Creates the loop; the app takes the window's size.
    public init(app: GalleryApp, window: X11Window) {
        self.app = app
        self.window = window
        app.resize(to: window.size)
    }

    /// Handles what the window reported; coordinates go from device pixels to points.
    public func handle(_ events: [WindowEvent]) {
        let scale = CGFloat(window.scale)
        for event in events {
            switch event {
            case .pointerDown(let x, let y): app.pointerDown(at: CGPoint(x: x / scale, y: y / scale))
            case .pointerMoved(let x, let y): app.pointerMoved(to: CGPoint(x: x / scale, y: y / scale))
            case .pointerUp(let x, let y): app.pointerUp(at: CGPoint(x: x / scale, y: y / scale))
            case .scroll(let dx, let dy, let x, let y):
                app.scroll(notches: CGPoint(x: dx, y: dy), at: CGPoint(x: x / scale, y: y / scale))
            case .key(let key): app.handleKey(key)
            case .resized: app.resize(to: window.size)
            case .exposed:
                // The image still holds the last frame: show it again without drawing. A new
                // window has drawn nothing yet, which `needsDisplay` covers.
                if !app.needsDisplay { window.present() }
            case .closed: app.finish()
            }
        }
    }

    /// Draws and presents a frame if the app asks for one; returns whether it did.
    @discardableResult
    public func drawIfNeeded() -> Bool {
        guard app.needsDisplay else { return false }
        let start = stopwatch.now
        app.draw(on: window.surface)
        let bytes = window.present()
        app.frameTimes.record(seconds: stopwatch.now - start, bytes: bytes)
        framesDrawn += 1
        return true
    }

    /// How long the next wait for input may last, in milliseconds, after a turn that began at
    /// `start`: the rest of the frame interval while anything moves or waits for work, else
    /// -1 (until input comes).
    public func waitTimeout(turnStartedAt start: Double, animating: Bool) -> Int32 {
        guard animating || app.wantsFrames || app.needsDisplay else { return -1 }
        let remaining = frameInterval - (stopwatch.now - start)
        return Int32(max(1, (remaining * 1000).rounded(.up)))
    }

    /// One turn: animations, a frame if needed, then input (waiting as `waitTimeout` says, or at
    /// most `maximumWait` milliseconds when given); returns the timeout it waited with.
    @discardableResult
    public func turn(maximumWait: Int32? = nil) async -> Int32 {
        let start = stopwatch.now
        let animating = app.advanceAnimations()
        drawIfNeeded()
        var timeout = waitTimeout(turnStartedAt: start, animating: animating)
        if let maximumWait { timeout = timeout < 0 ? maximumWait : min(timeout, maximumWait) }
        handle(window.nextEvents(timeoutMilliseconds: timeout))
        // Main-actor work the scene started (image and network completions) runs here.
        await Task.yield()
        if app.scene.hasPendingWork { app.setNeedsDisplay() }
        return timeout
    }

    /// Runs until the window closes or `q` is pressed.
    public func run() async {
        app.setNeedsDisplay()
        while !app.isFinished { await turn() }
    }
}
