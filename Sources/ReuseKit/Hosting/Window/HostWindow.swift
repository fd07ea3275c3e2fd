import Foundation

/// Runs any view tree on a host: the root view fills the window, keys act on the focused scroll
/// view through ``keyBindings``, the pointer acts on the scroll view under it, every moving
/// scroll view is stepped each frame, and a frame is drawn only when something asked for one.
///
/// This is the one implementation of hosting that every host adapts: `TerminalWindow` and
/// `PixelWindow` add only their platform's input, output and clock. What an app writes (the
/// root view, bindings, focus, frame handlers, the HUD) is public; what an adapter feeds (keys
/// and pointer events in points, frames, the loop's pacing) is `@_spi(Hosting)`.
///
/// Scroll views are found through the `Scrollable` protocol (hit-testing, then the nearest one
/// up the tree), never by their concrete type, so any widget that conforms takes part.
@MainActor
open class HostWindow {
    /// The clock the app's views read; a `ManualFrameClock` in tests and tours.
    public let clock: FrameClock
    /// The traits the root view gets: the host's text system, display scale and hairline.
    public let traits: TraitCollection
    /// Which key does what; starts as ``KeyBindings/standard``. While a ``TextField`` is first
    /// responder it sees every key first and keeps those it edits with (any printable
    /// character among them); the others reach these bindings.
    public var keyBindings = KeyBindings.standard
    /// Keys without a binding; returns whether the app did something with the key (a frame
    /// follows when it did).
    public var unhandledKeyHandler: ((KeyEvent) -> Bool)?
    /// Sees each pointer event before the window maps it to gestures, at its point in the root
    /// view's coordinates; returns whether the app took it (a click on its tab bar, a wheel turn
    /// it handles itself). Not asked while a press it left to the window is held.
    public var pointerEventHandler: ((PointerEvent) -> Bool)?
    /// Called for ``KeyAction/suspend`` (Ctrl-Z); `nil` ignores the key.
    public var suspendHandler: (() -> Void)?
    /// Whether the frame-statistics overlay (frame times, bytes, the focused view's cells) is
    /// drawn in the top right corner.
    public var isHUDVisible = false {
        didSet { setNeedsDisplay() }
    }
    /// The time between frames while something moves, in seconds.
    public var frameInterval: Double = 1.0 / 60
    /// How far one wheel notch scrolls, in lines of text (along either axis).
    public var wheelLines: CGFloat = 3
    /// Whether something asks for work off the clock that will change the screen (network,
    /// decoding) and may not ask for a frame itself: while it returns true the loop draws every
    /// frame interval. Views that change call `setNeedsDisplay()`, so most apps need none.
    public var hasPendingWork: (() -> Bool)?
    /// Runs before each frame's layout (for example to drop cached heights).
    public var willRenderFrame: (() -> Void)?
    /// Runs after each frame's layout and before its drawing, as a view controller's
    /// `viewDidLayoutSubviews`: the place to read what layout decided (the rows on screen for a
    /// status line, the first frame's included). Views changed here are laid out again and drawn
    /// in the same frame.
    public var didLayoutSubviews: (() -> Void)?
    /// Whether ``quit()`` was called (or a key bound to ``KeyAction/quit`` pressed).
    public internal(set) var isFinished = false
    /// Whether something changed since the last frame.
    public internal(set) var needsDisplay = true
    /// The frames presented: times, bytes written or uploaded.
    public internal(set) var statistics = FrameStatistics()

    /// Turns the pointer into gestures: drags, taps, swipes, scrubs and long presses.
    @_spi(Hosting) public let gestures = PointerGestures()
    /// Called when a display request or ``quit()`` should wake the adapter's waiting loop.
    @_spi(Hosting) public var wakeHandler: (() -> Void)?
    /// Real time, for frame statistics and deadlines (never the injected clock).
    @_spi(Hosting) public let stopwatch = SystemClock()

    /// The app's work that runs every frame while it animates.
    var frameHandlers: [() -> Bool] = []
    /// The scroll view focus was given to, while it stays in the tree.
    weak var chosenFocus: View?
    /// The text field that takes keys before the bindings, while it is first responder.
    weak var firstResponder: TextField?
    /// Whether a frame is being laid out and drawn: the tree's own requests then are part of it.
    var isRendering = false
    /// The overlay ``isHUDVisible`` shows.
    let hud = HUDView()
    /// Whether work off the clock was pending when the loop last began to wait.
    var hadPendingWork = false
    /// Whether the next frame draws everything (the first one, after the host lost its picture
    /// or the root view changed).
    var needsWholeFrame = true
    /// The size the last frame was drawn at.
    var lastFrameSize: CGSize?
    /// Where views that left the tree since the last frame were drawn.
    var removedPictures: [RemovedPicture] = []
    /// Where the HUD was drawn in the last frame.
    var lastHUDFrame: CGRect?
    /// The views the last search for scroll views (``scrollables``) visited.
    final var scrollableSearchVisits = 0

    /// The view tree on screen, laid out to fill the window. Assign another to show it (a detail
    /// view, another tab): focus moves to its first scroll view unless given to another.
    public var rootView: View {
        didSet {
            guard rootView !== oldValue else { return }
            oldValue.displayRequestHandler = nil
            oldValue.hostWindow = nil
            attach(rootView)
            gestures.reset()
            setNeedsWholeFrame()
        }
    }

    /// Creates a window showing `rootView` with `traits`; `clock` is the one the app's views and
    /// frame handlers read. An adapter calls it with its host's traits.
    @_spi(Hosting)
    public init(rootView: View, traits: TraitCollection, clock: FrameClock) {
        self.rootView = rootView
        self.traits = traits
        self.clock = clock
        hud.traitOverrides = traits
        attach(rootView)
    }

    /// The text system of this window's views.
    public var textSystem: TextSystem { traits.textSystem }

    private func attach(_ view: View) {
        view.traitOverrides = traits
        view.displayRequestHandler = { [weak self] in self?.displayRequested() }
        view.hostWindow = self
    }

    /// Whether the host can move the picture of a scrolled region as `copy` says (a terminal
    /// moves whole rows across its width only); by default it can.
    @_spi(Hosting)
    open func acceptsCopy(_ copy: ScrollCopy) -> Bool { true }

    /// The area a host draws again for a damaged `rect` (window points): a host that draws in
    /// larger units (a terminal's whole rows) widens it; by default `rect` itself.
    @_spi(Hosting)
    open func damageArea(_ rect: CGRect) -> CGRect { rect }

    /// Asks for a frame at the next opportunity.
    public func setNeedsDisplay() {
        displayRequested()
    }

    /// A view asked to be drawn or laid out again: a frame follows, and a waiting loop wakes.
    func displayRequested() {
        guard !isRendering else { return }
        needsDisplay = true
        wakeHandler?()
    }

    /// Stops the loop after the current turn.
    public func quit() {
        isFinished = true
        wakeHandler?()
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
