/// A `Screen` in memory, for tests and CI: it keeps the last frame instead of drawing it,
/// still runs the renderer (so byte counts are real), and returns input queued by the test.
public final class HeadlessScreen: Screen {
    /// The size the caller chose.
    public private(set) var size: TerminalSize
    /// The last frame presented (blank before the first).
    public private(set) var frame: ScreenBuffer
    /// The bytes the last `present` would have written to a terminal.
    public private(set) var lastOutput: [UInt8] = []
    /// The bytes all `present` calls would have written.
    public private(set) var totalBytesWritten = 0
    /// How many frames were presented.
    public private(set) var presentCount = 0
    private var renderer: FrameRenderer
    private var parser = InputParser()
    private var queued: [ScreenEvent] = []

    /// Creates a screen of `size` whose renderer uses `colorMode`.
    public init(size: TerminalSize, colorMode: ColorMode = .trueColor) {
        self.size = size
        frame = ScreenBuffer(size: size)
        renderer = FrameRenderer(colorMode: colorMode)
    }

    /// Renders `frame` as a terminal would receive it and keeps it as the current frame.
    public func present(_ frame: ScreenBuffer, scroll hint: ScrollHint? = nil) throws(TerminalError) {
        // Dropping the old frame first leaves the renderer the only owner of it (no copy).
        self.frame = frame
        lastOutput = renderer.render(frame, scroll: hint)
        totalBytesWritten += lastOutput.count
        presentCount += 1
    }

    /// Returns the queued events at once; the timeout is ignored, a test never waits.
    public func nextEvents(timeoutMilliseconds: Int32) throws(TerminalError) -> [ScreenEvent] {
        defer { queued.removeAll() }
        return queued
    }

    /// Queues input as a terminal would send it, parsed like real input (a trailing lone ESC
    /// counts as the Escape key).
    public func send(_ bytes: [UInt8]) {
        queued += (parser.feed(bytes) + parser.flush()).map(ScreenEvent.input)
    }

    /// Queues events as they are.
    public func send(_ events: [ScreenEvent]) {
        queued += events
    }

    /// Changes the size, queues a `.resized` event, and makes the next frame a full redraw.
    public func resize(to newSize: TerminalSize) {
        size = newSize
        renderer.invalidate()
        queued.append(.resized(newSize))
    }

    /// The text of the last frame, rows joined by newlines, trailing spaces kept.
    public var text: String {
        (0..<frame.size.rows).map { y in
            String(frame.row(y).filter { !$0.isContinuation }.map(\.character))
        }.joined(separator: "\n")
    }
}
