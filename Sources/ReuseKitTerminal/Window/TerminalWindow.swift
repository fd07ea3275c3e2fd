import Foundation
@_spi(Hosting) import ReuseKit

/// Runs any view tree full-screen in a terminal: the hosting core (`HostWindow`: focus, key
/// bindings, gestures, stepping, frames) fed by the terminal's input, drawn into its cell
/// grid, each cell as many points as its `TerminalGrid` says (8 × 22 by default, so UIKit's
/// numbers look as they do on a phone).
///
/// ```swift
/// let window = try TerminalWindow(rootView: tableView)
/// window.keyBindings[KeyEvent(.character("q"))] = .quit
/// try await window.run()
/// ```
///
/// `run()` is the real loop; tests and scripted tours drive the same steps one at a time with
/// ``handle(_:)-(ScreenEvent)``, `HostWindow.advanceAnimations()` and ``renderFrameIfNeeded()``.
@MainActor
public final class TerminalWindow: HostWindow {
    /// Where frames go and input comes from.
    public let screen: Screen
    /// How points meet the screen's cells.
    public let grid: TerminalGrid
    /// The scroll hint sent with the last frame, if any.
    public internal(set) var lastScrollHint: ScrollHint?

    /// The canvas of the last frame, whose cells the next one starts from.
    var canvas: TerminalCanvas?
    /// The inbox the running loop waits on; display requests wake it.
    var inbox: EventInbox?
    /// Whether the loop is waiting on the inbox (only then does a request need to wake it).
    var isWaiting = false
    /// Pictures scaled to their cells in earlier frames.
    let imageCache = ScaledImageCache()
    /// The terminal the window opened itself, closed when `run()` ends.
    var ownedScreen: TerminalScreen?
    /// Whether the terminal's cursor is shown, at the focused item, for people who follow it
    /// (see `TerminalWindow+Cursor.swift`); on when `REUSEKIT_SHOW_CURSOR` is set to `1`.
    public var showsCursor = TerminalWindow.cursorShownByEnvironment

    /// The traits of a terminal of `grid`'s cells: its text system; a hairline is the underline
    /// of a row (the canvas draws it so), and layout is in whole cells.
    static func terminalTraits(grid: TerminalGrid) -> TraitCollection {
        TraitCollection(
            textSystem: TerminalTextSystem(grid: grid), displayScale: 1, hairlineWidth: 1,
            displayCellSize: grid.cellSize)
    }

    /// Creates a window showing `rootView` on `screen` (a `HeadlessScreen` in tests), each cell
    /// `grid.cellSize` points. `clock` is the one the app's views and frame handlers read
    /// (`HostWindow.clock`); the window times its frames by real time, so a tour on a
    /// `ManualFrameClock` still measures real frame costs.
    public convenience init(
        rootView: View, screen: Screen, grid: TerminalGrid = .standard, clock: FrameClock = SystemClock()
    ) {
        self.init(
            rootView: rootView, screen: screen, traits: Self.terminalTraits(grid: grid), grid: grid,
            clock: clock)
    }

    /// Creates a window with other traits than the terminal's (another host's text system), so
    /// that a test can play one script on two hosts that lay text out alike; the traits' grid
    /// becomes `grid`'s cells.
    @_spi(Hosting)
    public init(
        rootView: View, screen: Screen, traits: TraitCollection, grid: TerminalGrid = .standard,
        clock: FrameClock = SystemClock()
    ) {
        self.screen = screen
        self.grid = grid
        var traits = traits
        traits.displayCellSize = grid.cellSize
        super.init(rootView: rootView, traits: traits, clock: clock)
        // The pointer moves by whole cells: one cell is a move.
        gestures.tapSlop = min(grid.cellSize.width, grid.cellSize.height)
        if let terminal = screen as? TerminalScreen {
            suspendHandler = { terminal.tty.suspend() }
        }
        wakeHandler = { [weak self] in
            guard let self, isWaiting else { return }
            inbox?.wake()
        }
    }

    /// Creates a window showing `rootView` on the real terminal, which it enters now and gives
    /// back when `run()` ends.
    public convenience init(
        rootView: View, grid: TerminalGrid = .standard, clock: FrameClock = SystemClock()
    ) throws(TerminalError) {
        let terminal = try TerminalScreen()
        self.init(rootView: rootView, screen: terminal, grid: grid, clock: clock)
        ownedScreen = terminal
    }

    /// A terminal scrolls whole rows across its width: only such a region's picture is moved.
    @_spi(Hosting)
    public override func acceptsCopy(_ copy: ScrollCopy) -> Bool {
        copy.offset.x == 0 && copy.region.minX <= 0 && copy.region.maxX >= grid.points(screen.size).width
    }

    /// A terminal draws whole rows again: a damaged area widens to the rows it touches.
    @_spi(Hosting)
    public override func damageArea(_ rect: CGRect) -> CGRect {
        CGRect(x: 0, y: rect.minY, width: grid.points(screen.size).width, height: rect.height)
    }

    /// Handles everything a screen reported.
    public func handle(_ events: [ScreenEvent]) {
        for event in events { handle(event) }
    }

    /// Handles one screen event: keys go through `HostWindow.keyBindings`, the mouse to the
    /// scroll view under it, a resize or resume to a new full frame.
    public func handle(_ event: ScreenEvent) {
        switch event {
        case .input(.key(let key)):
            handleKey(key)
        case .input(.mouse(let mouse)):
            handleMouse(mouse)
        case .input(.paste(let text)):
            handlePaste(text)
        case .resized, .resumed:
            setNeedsWholeFrame()
        }
    }
}
