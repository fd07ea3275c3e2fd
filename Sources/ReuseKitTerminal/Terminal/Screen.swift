/// Where frames are shown and input comes from: the real terminal (`TerminalScreen`) or an
/// in-memory one for tests and CI (`HeadlessScreen`).
public protocol Screen: AnyObject {
    /// The size frames should have.
    var size: TerminalSize { get }
    /// The bytes all `present` calls have written (or would have, for a headless screen).
    var totalBytesWritten: Int { get }
    /// Shows `frame`, sending only what changed since the last one; `hint` says a region
    /// scrolled by whole rows, `changedRows` which rows may differ from the last frame once
    /// it did (`nil`: any row; see `FrameRenderer.render(_:scroll:changedRows:)`).
    func present(_ frame: ScreenBuffer, scroll hint: ScrollHint?, changedRows: [Range<Int>]?)
        throws(TerminalError)
    /// Waits up to `timeoutMilliseconds` (-1: forever) and returns what happened meanwhile.
    func nextEvents(timeoutMilliseconds: Int32) throws(TerminalError) -> [ScreenEvent]
    /// Whether `nextEvents` may run on a thread of its own, blocking there, while `present` and
    /// `size` are used on the main actor (it touches nothing they use), and whether
    /// `interruptNextEvents()` makes it return. A `TerminalWindow` then reads input on a reader
    /// thread, so waiting for a key never blocks the main actor.
    var supportsInputThread: Bool { get }
    /// Makes a `nextEvents` waiting on another thread return soon, with or without events; if
    /// none waits, the next call returns at once. Callable from any thread.
    func interruptNextEvents()
    /// Leaves the terminal's cursor at `placement` after each frame from the next one on (`nil`:
    /// wherever drawing left it, hidden), so terminal screen readers follow the focus.
    func placeCursor(_ placement: CursorPlacement?)
}

extension Screen {
    /// A screen is read on the main actor unless it says otherwise.
    public var supportsInputThread: Bool { false }

    /// Nothing to interrupt on a screen read on the main actor.
    public func interruptNextEvents() {}

    /// A screen that draws no cursor ignores its placement.
    public func placeCursor(_ placement: CursorPlacement?) {}

    /// Shows `frame` with no scroll hint.
    public func present(_ frame: ScreenBuffer) throws(TerminalError) {
        try present(frame, scroll: nil, changedRows: nil)
    }

    /// Shows `frame`; `hint` says a region may have scrolled by whole rows.
    public func present(_ frame: ScreenBuffer, scroll hint: ScrollHint?) throws(TerminalError) {
        try present(frame, scroll: hint, changedRows: nil)
    }
}

/// Something a screen reports to its event loop.
public enum ScreenEvent: Hashable, Sendable {
    /// Keyboard, mouse or paste input.
    case input(InputEvent)
    /// The screen has a new size: lay out and present a frame of that size.
    case resized(TerminalSize)
    /// The process came back from a suspend; the next frame is drawn in full.
    case resumed
}
