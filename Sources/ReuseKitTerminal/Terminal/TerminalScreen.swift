import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `Screen` on the real terminal: a `TTY` session, a frame renderer and an input parser.
///
/// Input may be read on a thread of its own (`supportsInputThread`): `nextEvents` owns the
/// decoder, and what it learns for the drawing side (a new size, a screen to redraw in full
/// after a resume) it leaves under a lock for `size` and `present` to pick up.
public final class TerminalScreen: Screen {
    /// The terminal session; restored by `close()` or when this object goes away.
    public let tty: TTY
    /// The bytes all `present` calls have written.
    public private(set) var totalBytesWritten = 0
    private var renderer: FrameRenderer
    private var decoder = InputDecoder()
    private let shared: Mutex<Shared>

    /// What the reading side tells the drawing side.
    private struct Shared {
        var size: TerminalSize
        var needsFullRedraw = false
    }

    /// Opens the controlling terminal and enters the session (raw mode, alternate screen).
    public init(colorMode: ColorMode = .detect()) throws(TerminalError) {
        tty = try TTY()
        try tty.enter()
        shared = Mutex(Shared(size: try tty.size()))
        renderer = FrameRenderer(colorMode: colorMode)
    }

    /// The current size in cells.
    public var size: TerminalSize { shared.withLock { $0.size } }

    /// Input can be read on a thread of its own.
    public var supportsInputThread: Bool { true }

    /// Gives the terminal back (idempotent).
    public func close() {
        tty.restore()
    }

    /// Leaves the cursor at `placement` after each frame (see `FrameRenderer.cursor`).
    public func placeCursor(_ placement: CursorPlacement?) {
        renderer.cursor = placement
    }

    /// Writes what changed since the last frame, in one write.
    public func present(_ frame: ScreenBuffer, scroll hint: ScrollHint?, changedRows: [Range<Int>]?)
        throws(TerminalError)
    {
        let redraw = shared.withLock { shared in
            defer { shared.needsFullRedraw = false }
            return shared.needsFullRedraw
        }
        if redraw { renderer.invalidate() }
        let bytes = renderer.render(frame, scroll: hint, changedRows: changedRows)
        if !bytes.isEmpty { try tty.write(bytes) }
        totalBytesWritten += bytes.count
    }

    /// Waits for input, a resize or a resume; an ESC with nothing after it for 30 ms becomes
    /// the Escape key, and a paste whose end marker does not come ends after 0.5 s without input.
    public func nextEvents(timeoutMilliseconds: Int32) throws(TerminalError) -> [ScreenEvent] {
        let input = try tty.read(
            timeoutMilliseconds: decoder.timeout(for: timeoutMilliseconds, now: Self.now))
        var events: [ScreenEvent] = []
        if input.resumed {
            shared.withLock { $0.needsFullRedraw = true }
            events.append(.resumed)
        }
        if input.resized {
            let size = try tty.size()
            shared.withLock {
                $0.size = size
                $0.needsFullRedraw = true
            }
            events.append(.resized(size))
        }
        events += decoder.decode(input.bytes, at: Self.now).map(ScreenEvent.input)
        return events
    }

    /// Wakes a `nextEvents` waiting on another thread.
    public func interruptNextEvents() {
        tty.interruptRead()
    }

    /// Monotonic time in seconds, for the decoder's waits.
    private static var now: Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
    }
}
