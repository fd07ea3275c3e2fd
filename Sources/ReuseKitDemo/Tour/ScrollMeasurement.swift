import Foundation
import ReuseKit
import ReuseKitGallery
import ReuseKitTerminal

/// The table scene's figures on a headless screen: how soon a million rows are ready, and
/// what scrolling costs per frame in time and bytes.
public struct ScrollMeasurement: Hashable, Sendable {
    /// The screen size measured at.
    public var size: TerminalSize
    /// Rows in the table.
    public var rowCount: Int
    /// Seconds from making the scene to presenting its first frame.
    public var readyTime: Double
    /// One-row scrolls (↓) measured.
    public var rowScrolls: Int
    /// Median and 99th-percentile frame time of a one-row scroll, in seconds.
    public var rowScrollMedian: Double
    /// The 99th-percentile frame time of a one-row scroll, in seconds.
    public var rowScrollP99: Double
    /// Median bytes written by a one-row scroll.
    public var rowScrollMedianBytes: Int
    /// The most bytes any one-row scroll wrote.
    public var rowScrollMaxBytes: Int
    /// Median and 99th-percentile processor time of a one-row scroll's frame, in seconds: what
    /// the frame costs, without the time the thread waited for a busy machine's processor.
    public var rowScrollCPUMedian: Double
    /// The 99th-percentile processor time of a one-row scroll's frame, in seconds.
    public var rowScrollCPUP99: Double
    /// The process's peak resident set when the measurement ended, in bytes.
    public var peakResidentBytes: Int?
    /// Median frame time of a page scroll (PgDn), in seconds.
    public var pageScrollMedian: Double
    /// The 99th-percentile frame time of a page scroll, in seconds.
    public var pageScrollP99: Double

    /// Measures the table scene in a bare window at `size`: ready time, then `rowScrolls` presses of ↓ and
    /// `pageScrolls` of PgDn, each rendered as its own frame.
    @MainActor
    public static func measure(
        size: TerminalSize, rowCount: Int = TableScene.defaultRowCount, rowScrolls: Int = 2000,
        pageScrolls: Int = 300
    ) throws(TerminalError) -> ScrollMeasurement {
        let clock = ManualFrameClock()
        let screen = HeadlessScreen(size: size)
        let stopwatch = SystemClock()
        let start = stopwatch.now
        let scene = TableScene(clock: clock, rowCount: rowCount)
        let host = TerminalWindow(rootView: scene.rootView, screen: screen, clock: clock)
        host.willRenderFrame = { scene.willRenderFrame() }
        try host.renderFrame()
        let ready = stopwatch.now - start
        var processorTimes: [Double] = []
        func press(_ key: Key, times: Int) throws(TerminalError) -> FrameStatistics {
            host.resetStatistics()
            processorTimes.removeAll()
            for _ in 0..<times {
                clock.advance(by: 1.0 / 60)
                let before = Self.threadProcessorTime()
                host.handle(.input(.key(KeyEvent(key))))
                try host.renderFrameIfNeeded()
                processorTimes.append(Self.threadProcessorTime() - before)
            }
            return host.statistics
        }
        let rows = try press(.down, times: rowScrolls)
        let rowProcessorTimes = processorTimes
        let pages = try press(.pageDown, times: pageScrolls)
        return ScrollMeasurement(
            size: size, rowCount: rowCount, readyTime: ready, rowScrolls: rows.frameCount,
            rowScrollMedian: rows.medianFrameTime ?? 0, rowScrollP99: rows.p99FrameTime ?? 0,
            rowScrollMedianBytes: rows.medianBytes ?? 0, rowScrollMaxBytes: rows.bytesPerFrame.max() ?? 0,
            rowScrollCPUMedian: FrameStatistics.percentile(rowProcessorTimes, 0.5) ?? 0,
            rowScrollCPUP99: FrameStatistics.percentile(rowProcessorTimes, 0.99) ?? 0,
            peakResidentBytes: ProcessMemory.peakResidentBytes,
            pageScrollMedian: pages.medianFrameTime ?? 0, pageScrollP99: pages.p99FrameTime ?? 0)
    }

    /// The figures as lines for people.
    public var report: String {
        let ms = { (seconds: Double) in NumberFormat.milliseconds(seconds, decimals: 3) }
        return """
            table scene at \(size), \(rowCount.groupedDigits) rows (headless)
              ready (scene made + first frame presented): \(ms(readyTime)) ms
              one-row scroll (↓) × \(rowScrolls.groupedDigits): median \(ms(rowScrollMedian)) ms, \
            p99 \(ms(rowScrollP99)) ms per frame
              processor time of those frames: median \(ms(rowScrollCPUMedian)) ms, p99 \(ms(rowScrollCPUP99)) ms
              bytes per one-row scroll: median \(rowScrollMedianBytes.groupedDigits), \
            max \(rowScrollMaxBytes.groupedDigits) (one row is \(size.columns) columns)
              page scroll (PgDn): median \(ms(pageScrollMedian)) ms, p99 \(ms(pageScrollP99)) ms per frame
              peak resident set of the process: \(ProcessMemory.megabytes(peakResidentBytes))
            """
    }

    /// The processor time this thread has used, in seconds.
    static func threadProcessorTime() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
    }
}
