import Foundation
import ReuseKit
import ReuseKitGallery
import ReuseKitPixels

/// `--measure`: flings through the table scene again and again (a fast drag upward, then the
/// engine's momentum) for a number of frames, timing each frame's draw and present in real
/// time while the scene's clock moves a frame interval per frame, so every run scrolls alike.
///
/// Frames follow one another at once, not a frame interval apart: the X server's own work on a
/// frame (moving the scrolled picture, copying the rectangles sent), which it does beside the
/// app between frames, is waited for after each frame and timed apart.
@MainActor
public struct FlingMeasurement {
    /// What one run measured.
    public struct Result: Sendable {
        /// Frame times (draw + present), in seconds.
        public var frames: FrameStatistics
        /// The drawing part of each frame (layout, cells, Cairo and Pango), in seconds.
        public var drawing: FrameStatistics
        /// Cells made because the pool had none.
        public var created: Int
        /// Cells taken from the pool again.
        public var reused: Int
        /// Bytes of pixels uploaded per frame on average (0 headless).
        public var bytesPerFrame: Int
        /// A whole frame's bytes of pixels (0 headless).
        public var bytesPerWholeFrame: Int
        /// The wait after each frame until the X server had done its work on it, in seconds.
        public var serverWait: FrameStatistics
        /// The row at the top when the run ended.
        public var lastTopRow: Int
        /// Flings made.
        public var flings: Int
        /// The process's peak resident set when the run ended, in bytes.
        public var peakResidentBytes: Int?
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

    /// Runs it on `app` (showing the table scene) in its window, which draws each frame and
    /// presents it (on a display) or keeps it (headless); `clock` is the window's.
    public func run(app: GalleryApp, clock: ManualFrameClock) -> Result {
        let window = app.window
        let stopwatch = SystemClock()
        var times = FrameStatistics(capacity: frameCount)
        var drawing = FrameStatistics(capacity: frameCount)
        var serverWait = FrameStatistics(capacity: frameCount)
        var bytes = 0
        var flings = 0
        var dragFrame = 0
        let scale = Double(window.scale)
        let x = Double(window.size.width / 2) * scale
        let bottom = Double(app.contentFrame.maxY - 40)
        func pixels(_ y: Double) -> Double { y * scale }
        for frame in 0..<frameCount {
            clock.advance(by: frameInterval)
            // A fling once a second, as a hand flicks down a long list: press (stopping the
            // glide), three frames of fast motion upward, release; then the engine's momentum.
            if let stepDistance {
                let notches = Double(stepDistance / (window.wheelLines * window.textSystem.lineHeight))
                window.handle(.scroll(dx: 0, dy: notches, x: x, y: pixels(bottom)))
            } else if dragFrame == 0 && frame % flingInterval == 0 {
                window.handle(.pointerDown(x: x, y: pixels(bottom)))
                dragFrame = 1
                flings += 1
            } else if dragFrame > 0 && dragFrame <= 3 {
                window.handle(.pointerMoved(x: x, y: pixels(bottom - Double(dragFrame) * 120)))
                dragFrame += 1
            } else if dragFrame == 4 {
                window.handle(.pointerUp(x: x, y: pixels(bottom - 360)))
                dragFrame = 0
            }
            let start = stopwatch.now
            window.advanceAnimations()
            let advanced = stopwatch.now - start
            window.renderFrame()
            drawing.record(seconds: advanced + window.lastDrawingTime, bytesWritten: 0)
            let uploaded = window.statistics.lastBytes ?? 0
            bytes += uploaded
            times.record(seconds: stopwatch.now - start, bytesWritten: uploaded)
            let presented = stopwatch.now
            window.display?.waitUntilPresented()
            serverWait.record(seconds: stopwatch.now - presented, bytesWritten: 0)
        }
        let counts = window.focusedReuseStatistics
        let table = app.scene.initialFocus as? TableView
        return Result(
            frames: times, drawing: drawing, created: counts?.created ?? 0, reused: counts?.reused ?? 0,
            bytesPerFrame: bytes / max(1, frameCount),
            bytesPerWholeFrame: window.display?.bytesPerFrame ?? 0, serverWait: serverWait,
            lastTopRow: table?.indexPathsForVisibleRows?.first?.row
                ?? (app.scene.initialFocus as? CollectionView)?.indexPathsForVisibleItems.last?.item ?? 0,
            flings: flings,
            peakResidentBytes: ProcessMemory.peakResidentBytes)
    }
}

extension FlingMeasurement.Result {
    /// The figures as the command prints them.
    public var report: String {
        func milliseconds(_ value: Double?) -> String {
            value.map { NumberFormat.milliseconds($0) + " ms" } ?? "–"
        }
        func microseconds(_ value: Double?) -> String {
            value.map { NumberFormat.fixed($0 * 1_000_000, decimals: 0) } ?? "–"
        }
        // Formatted by the library's own rules: Foundation's number formatting would load the
        // locale data, several megabytes, into a process measured for its memory.
        let share =
            bytesPerWholeFrame > 0
            ? " (\(NumberFormat.fixed(100 * Double(bytesPerFrame) / Double(bytesPerWholeFrame), decimals: 1)) % of the window)"
            : ""
        return """
            frames: \(frames.frameCount) (\(flings) flings, ended at row \(lastTopRow.groupedDigits))
            frame time (draw + present): median \(milliseconds(frames.medianFrameTime)), \
            p99 \(milliseconds(frames.p99FrameTime)), max \(milliseconds(frames.maximumFrameTime))
            of which drawing: median \(milliseconds(drawing.medianFrameTime)), \
            p99 \(milliseconds(drawing.p99FrameTime))
            cells: \(created) created, \(reused.groupedDigits) reused
            the X server's work on each frame, waited for after it: median \(milliseconds(serverWait.medianFrameTime)), \
            p99 \(milliseconds(serverWait.p99FrameTime))
            pixels uploaded per frame: \(bytesPerFrame.groupedDigits) bytes on average\(share)
            peak resident set of the process: \(ProcessMemory.megabytes(peakResidentBytes))
            frame time in µs: median \(microseconds(frames.medianFrameTime)), \
            p99 \(microseconds(frames.p99FrameTime))
            """
    }
}
