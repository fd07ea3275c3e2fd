import Foundation
import ReuseKit
import ReuseKitGallery
import ReuseKitPixels

/// `--measure`: flings through the table scene again and again (a fast drag upward, then the
/// engine's momentum) for a number of frames, timing each frame's draw and present in real
/// time while the scene's clock moves a frame interval per frame, so every run scrolls alike.
@MainActor
public struct FlingMeasurement {
    /// What one run measured.
    public struct Result: Sendable {
        /// Frame times (draw + present), in seconds.
        public var frames: FrameTimes
        /// The drawing part of each frame (layout, cells, Cairo and Pango), in seconds.
        public var drawing: FrameTimes
        /// Cells made because the pool had none.
        public var created: Int
        /// Cells taken from the pool again.
        public var reused: Int
        /// Bytes of pixels uploaded per frame (0 headless).
        public var bytesPerFrame: Int
        /// The row at the top when the run ended.
        public var lastTopRow: Int
        /// Flings made.
        public var flings: Int
    }

    /// Frames measured.
    public var frameCount = 600
    /// The time a frame stands for on the scene's clock.
    public var frameInterval = 1.0 / 60
    /// Frames from one fling to the next.
    public var flingInterval = 60
    /// When set, each frame scrolls by this many points instead (GTK's anchor benchmark scrolls
    /// 20 px a frame), with no flings.
    public var stepDistance: CGFloat?

    /// Creates a measurement of `frameCount` frames.
    public init(frameCount: Int = 600) {
        self.frameCount = frameCount
    }

    /// Runs it on `app` (showing the table scene), drawing each frame on `surface()` and handing
    /// it to `present`, which returns the bytes it uploaded.
    public func run(
        app: GalleryApp, clock: ManualFrameClock, surface: () -> PixelSurface, present: () -> Int
    ) -> Result {
        let stopwatch = SystemClock()
        var times = FrameTimes(capacity: frameCount)
        var drawing = FrameTimes(capacity: frameCount)
        var bytes = 0
        var flings = 0
        var dragFrame = 0
        let x = app.size.width / 2
        let bottom = app.contentFrame.maxY - 40
        for frame in 0..<frameCount {
            clock.advance(by: frameInterval)
            // A fling once a second, as a hand flicks down a long list: press (stopping the
            // glide), three frames of fast motion upward, release; then the engine's momentum.
            if let stepDistance {
                app.scroll(
                    notches: CGPoint(x: 0, y: stepDistance / (app.wheelLines * app.textSystem.lineHeight)),
                    at: CGPoint(x: x, y: bottom))
            } else if dragFrame == 0 && frame % flingInterval == 0 {
                app.pointerDown(at: CGPoint(x: x, y: bottom))
                dragFrame = 1
                flings += 1
            } else if dragFrame > 0 && dragFrame <= 3 {
                app.pointerMoved(to: CGPoint(x: x, y: bottom - CGFloat(dragFrame) * 120))
                dragFrame += 1
            } else if dragFrame == 4 {
                app.pointerUp(at: CGPoint(x: x, y: bottom - 360))
                dragFrame = 0
            }
            let start = stopwatch.now
            app.advanceAnimations()
            app.draw(on: surface())
            drawing.record(seconds: stopwatch.now - start, bytes: 0)
            let uploaded = present()
            times.record(seconds: stopwatch.now - start, bytes: uploaded)
            bytes = uploaded
        }
        let counts = app.reuseStatistics
        let table = app.scene.initialFocus as? TableView
        return Result(
            frames: times, drawing: drawing, created: counts?.created ?? 0, reused: counts?.reused ?? 0,
            bytesPerFrame: bytes,
            lastTopRow: table?.indexPathsForVisibleRows?.first?.row ?? 0, flings: flings)
    }
}

extension FlingMeasurement.Result {
    /// The figures as the command prints them.
    public var report: String {
        func milliseconds(_ value: Double?) -> String {
            value.map { String(format: "%.2f ms", $0 * 1000) } ?? "–"
        }
        return """
            frames: \(frames.count) (\(flings) flings, ended at row \(lastTopRow.formatted()))
            frame time (draw + present): median \(milliseconds(frames.median)), \
            p99 \(milliseconds(frames.p99)), max \(milliseconds(frames.maximum))
            of which drawing: median \(milliseconds(drawing.median)), p99 \(milliseconds(drawing.p99))
            cells: \(created) created, \(reused.formatted()) reused
            pixels uploaded per frame: \(bytesPerFrame.formatted()) bytes
            """
    }
}
