import Foundation
@_spi(Hosting) import ReuseKit

/// Runs any view tree full-screen in a terminal: the root view fills the screen, keys act on
/// the focused scroll view through ``keyBindings``, the wheel, drags and clicks act on the
/// scroll view under the pointer, and a frame is presented only when something changed.
///
/// ```swift
/// let window = try TerminalWindow(rootView: tableView)
/// window.keyBindings[KeyEvent(.character("q"))] = .quit
/// try await window.run()
/// ```
///
/// Scroll views are found through the `Scrollable` protocol (hit-testing, then the nearest
/// one up the tree), never by their concrete type, so any widget that conforms takes part.
/// `run()` is the real loop; tests and scripted tours drive the same steps one at a time with
/// ``handle(_:)-(ScreenEvent)``, ``advanceAnimations()`` and ``renderFrameIfNeeded()``.
@MainActor
public final class TerminalWindow {
    /// Where frames go and input comes from.
    public let screen: Screen
    /// The clock the app's views read; a `ManualFrameClock` in tests and tours.
    public let clock: FrameClock
    /// Which key does what; starts as ``KeyBindings/standard``.
    public var keyBindings = KeyBindings.standard
    /// Keys without a binding; returns whether the app did something with the key (a frame
    /// follows when it did).
    public var unhandledKeyHandler: ((KeyEvent) -> Bool)?
    /// Sees each mouse event before the window maps it to gestures, with the point (the middle
    /// of the cell) in the root view's coordinates; returns whether the app took it (a click on
    /// its tab bar, a wheel turn it handles itself). Not asked while a press it left to the
    /// window is dragging.
    public var mouseEventHandler: ((MouseEvent, CGPoint) -> Bool)?
    /// Called for ``KeyAction/suspend`` (Ctrl-Z); on the real terminal it stops the process
    /// until the shell resumes it. `nil` ignores the key.
    public var suspendHandler: (() -> Void)?
    /// Whether the frame-statistics overlay (frame times, bytes, the focused view's cells) is
    /// drawn in the top right corner.
    public var isHUDVisible = false {
        didSet { setNeedsDisplay() }
    }
    /// The time between frames while something moves, in seconds.
    public var frameInterval: Double = 1.0 / 60
    /// How far one wheel notch scrolls, in lines of text.
    public var wheelLines: CGFloat = 3
    /// Whether something asks for work off the clock that will change the screen (network,
    /// decoding) and may not ask for a frame itself: while it returns true the loop draws every
    /// frame interval. Views that change call `setNeedsDisplay()`, so most apps need none.
    public var hasPendingWork: (() -> Bool)?
    /// Runs before each frame's layout (for example to drop cached heights).
    public var willRenderFrame: (() -> Void)?
    /// Whether ``quit()`` was called (or a key bound to ``KeyAction/quit`` pressed).
    public internal(set) var isFinished = false
    /// Whether something changed since the last frame.
    public internal(set) var needsDisplay = true
    /// The frames presented: times, bytes written.
    public internal(set) var statistics = FrameStatistics()
    /// The scroll hint sent with the last frame, if any.
    public internal(set) var lastScrollHint: ScrollHint?

    /// The traits the root view gets: the terminal's text system, one cell a point.
    public let traits = TraitCollection(textSystem: TerminalTextSystem(), displayScale: 1, hairlineWidth: 1)
    /// The text system of this window's views: widths in columns, one row a line.
    public var textSystem: TextSystem { traits.textSystem }

    /// The app's work that runs every frame while it animates.
    var frameHandlers: [() -> Bool] = []
    /// The scroll view focus was given to, while it stays in the tree.
    weak var chosenFocus: View?
    /// Turns the mouse into gestures: drags, taps, swipes, scrubs and long presses.
    let gestures: PointerGestures = {
        let gestures = PointerGestures()
        // The pointer moves by whole cells: one cell is a move.
        gestures.tapSlop = 1
        return gestures
    }()
    /// Where the focused view's content sat on screen in the last frame presented.
    var lastPlacement: ScrollPlacement?
    /// Whether a frame is being laid out and drawn: the tree's own requests then are part of it.
    var isRendering = false
    /// The inbox the running loop waits on; display requests wake it.
    var inbox: EventInbox?
    /// Whether the loop is waiting on the inbox (only then does a request need to wake it).
    var isWaiting = false
    /// Real time, for frame statistics and deadlines (never the injected clock).
    let stopwatch = SystemClock()
    /// Pictures scaled to their cells in earlier frames.
    let imageCache = ScaledImageCache()
    /// The terminal the window opened itself, closed when `run()` ends.
    var ownedScreen: TerminalScreen?

    /// The view tree on screen, laid out to fill it. Assign another to show it (a detail view,
    /// another tab): focus moves to its first scroll view unless given to another.
    public var rootView: View {
        didSet {
            guard rootView !== oldValue else { return }
            oldValue.displayRequestHandler = nil
            attach(rootView)
            gestures.reset()
            lastPlacement = nil
            setNeedsDisplay()
        }
    }

    /// Creates a window showing `rootView` on `screen` (a `HeadlessScreen` in tests). `clock` is
    /// the one the app's views and frame handlers read (``clock``); the window times its frames
    /// by real time, so a tour on a `ManualFrameClock` still measures real frame costs.
    public init(rootView: View, screen: Screen, clock: FrameClock = SystemClock()) {
        self.rootView = rootView
        self.screen = screen
        self.clock = clock
        if let terminal = screen as? TerminalScreen {
            suspendHandler = { terminal.tty.suspend() }
        }
        attach(rootView)
    }

    /// Creates a window showing `rootView` on the real terminal, which it enters now and gives
    /// back when `run()` ends.
    public convenience init(rootView: View, clock: FrameClock = SystemClock()) throws(TerminalError) {
        let terminal = try TerminalScreen()
        self.init(rootView: rootView, screen: terminal, clock: clock)
        ownedScreen = terminal
    }

    private func attach(_ view: View) {
        view.traitOverrides = traits
        view.displayRequestHandler = { [weak self] in self?.displayRequested() }
    }

    /// Asks for a frame at the next opportunity.
    public func setNeedsDisplay() {
        displayRequested()
    }

    /// A view asked to be drawn or laid out again: a frame follows, and a waiting loop wakes.
    func displayRequested() {
        guard !isRendering else { return }
        needsDisplay = true
        if isWaiting { inbox?.wake() }
    }

    /// Stops `run()` after the current turn.
    public func quit() {
        isFinished = true
        if isWaiting { inbox?.wake() }
    }

    /// Forgets the frames recorded so far (for measuring one activity).
    public func resetStatistics() {
        statistics = FrameStatistics()
    }

    /// Adds work to run every frame before drawing (a scene's own animations); it returns
    /// whether more frames are needed, and the loop keeps a frame rate while any handler does.
    public func addFrameHandler(_ handler: @escaping () -> Bool) {
        frameHandlers.append(handler)
    }

    /// Handles everything a screen reported.
    public func handle(_ events: [ScreenEvent]) {
        for event in events { handle(event) }
    }

    /// Handles one screen event: keys go through ``keyBindings``, the mouse to the scroll view
    /// under it, a resize or resume to a new full frame.
    public func handle(_ event: ScreenEvent) {
        switch event {
        case .input(.key(let key)):
            handleKey(key)
        case .input(.mouse(let mouse)):
            handleMouse(mouse)
        case .input(.paste):
            break
        case .resized, .resumed:
            lastPlacement = nil
            setNeedsDisplay()
        }
    }

    /// Advances momentum, bounces and paging of every moving scroll view, and the frame
    /// handlers, to the clock's time; returns whether anything still moves (then another frame
    /// should follow soon).
    @discardableResult
    public func advanceAnimations() -> Bool {
        // A press held still may become a long press (a lifted row): frames keep coming.
        let waited = gestures.isWaitingForLongPress
        var moving = gestures.advance()
        if waited && !moving { setNeedsDisplay() }
        for scrollable in scrollables where scrollable.isMoving {
            if scrollable.step() { moving = true }
            setNeedsDisplay()
        }
        for handler in frameHandlers where handler() {
            moving = true
            setNeedsDisplay()
        }
        return moving
    }
}
