import Foundation

/// A `Screen` in memory, for tests and CI: it keeps the last frame instead of drawing it,
/// still runs the renderer (so byte counts are real), and returns input queued by the test.
///
/// By default `nextEvents` returns at once, for tests that drive a window step by step. Made
/// with `waitsForInput`, it blocks as a terminal does until input is sent or the timeout
/// passes, and may be read on a thread of its own: a test then runs a window's real loop.
public final class HeadlessScreen: Screen {
    /// The size the caller chose.
    public private(set) var size: TerminalSize
    /// The last frame presented (blank before the first, and after a resize until the next).
    public var frame: ScreenBuffer { renderer.previous ?? ScreenBuffer(size: size) }
    /// The bytes the last `present` would have written to a terminal.
    public private(set) var lastOutput: [UInt8] = []
    /// The bytes all `present` calls would have written.
    public private(set) var totalBytesWritten = 0
    /// How many frames were presented.
    public private(set) var presentCount = 0
    /// Called after each frame is presented, with the frame, its scroll hint and the rows that
    /// could have changed (`nil`: any): lets a test check every frame a window draws.
    public var presentHandler: ((ScreenBuffer, ScrollHint?, [Range<Int>]?) -> Void)?
    private var renderer: FrameRenderer
    private var parser = InputParser()
    /// Whether `nextEvents` blocks until input or its timeout.
    public let waitsForInput: Bool
    /// Guards `queued` and `interrupted`, which the reading thread shares with the test.
    private let condition = NSCondition()
    private var queued: [ScreenEvent] = []
    private var interrupted = false

    /// Creates a screen of `size` whose renderer uses `colorMode`; with `waitsForInput`,
    /// `nextEvents` blocks as a terminal's does.
    public init(size: TerminalSize, colorMode: ColorMode = .trueColor, waitsForInput: Bool = false) {
        self.size = size
        self.waitsForInput = waitsForInput
        renderer = FrameRenderer(colorMode: colorMode)
    }

    /// A screen that waits for input may be read on a thread of its own.
    public var supportsInputThread: Bool { waitsForInput }

    /// Leaves the cursor at `placement` after each frame (see `FrameRenderer.cursor`).
    public func placeCursor(_ placement: CursorPlacement?) {
        renderer.cursor = placement
    }

    /// Renders `frame` as a terminal would receive it and keeps it as the current frame.
    public func present(_ frame: ScreenBuffer, scroll hint: ScrollHint?, changedRows: [Range<Int>]?)
        throws(TerminalError)
    {
        lastOutput = renderer.render(frame, scroll: hint, changedRows: changedRows)
        totalBytesWritten += lastOutput.count
        presentCount += 1
        presentHandler?(frame, hint, changedRows)
    }

    /// Returns the queued events: at once, or, with `waitsForInput`, once there are some, the
    /// wait is interrupted or `timeoutMilliseconds` (-1: forever) pass.
    public func nextEvents(timeoutMilliseconds: Int32) throws(TerminalError) -> [ScreenEvent] {
        condition.lock()
        defer { condition.unlock() }
        if waitsForInput {
            // No `Date.distantFuture` deadline: Foundation on Linux traps converting it.
            let deadline = Date(timeIntervalSinceNow: Double(max(0, timeoutMilliseconds)) / 1000)
            while queued.isEmpty && !interrupted {
                if timeoutMilliseconds < 0 {
                    condition.wait()
                } else if !condition.wait(until: deadline) {
                    break
                }
            }
            interrupted = false
        }
        defer { queued.removeAll() }
        return queued
    }

    /// Wakes a `nextEvents` waiting on another thread.
    public func interruptNextEvents() {
        condition.lock()
        interrupted = true
        condition.broadcast()
        condition.unlock()
    }

    /// Queues input as a terminal would send it, parsed like real input (a trailing lone ESC
    /// counts as the Escape key).
    public func send(_ bytes: [UInt8]) {
        enqueue((parser.feed(bytes) + parser.flush()).map(ScreenEvent.input))
    }

    /// Queues events as they are.
    public func send(_ events: [ScreenEvent]) {
        enqueue(events)
    }

    /// Changes the size, queues a `.resized` event, and makes the next frame a full redraw.
    public func resize(to newSize: TerminalSize) {
        size = newSize
        renderer.invalidate()
        enqueue([.resized(newSize)])
    }

    private func enqueue(_ events: [ScreenEvent]) {
        condition.lock()
        queued += events
        condition.broadcast()
        condition.unlock()
    }

    /// The text of the last frame, rows joined by newlines, trailing spaces kept.
    public var text: String {
        (0..<frame.size.rows).map { y in
            String(frame.row(y).filter { !$0.isContinuation }.map(\.character))
        }.joined(separator: "\n")
    }
}
