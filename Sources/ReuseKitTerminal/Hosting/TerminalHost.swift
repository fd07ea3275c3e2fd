import Foundation
@_spi(Hosting) import ReuseKit

/// Runs scenes on a `Screen`, real or headless: it turns input into the focused scroll view's
/// gestures, lays the scene out, draws it through a `TerminalCanvas`, and presents each frame
/// with a scroll hint when the list moved by whole rows.
///
/// The loop (`run()`) renders only when something changed or an animation runs, and otherwise
/// blocks on input; tests and the scripted tour drive the same steps one at a time with
/// `handle(_:)`, `advanceAnimations()` and `renderFrameIfNeeded()`.
@MainActor
public final class TerminalHost {
    /// Where frames go and input comes from.
    public let screen: Screen
    /// The clock animations read: a `SystemClock` in the app, a `ManualFrameClock` in tests.
    public let clock: FrameClock
    /// The scenes Tab cycles through, in order.
    public let scenes: [SceneFactory]
    /// The index of the scene on screen.
    public private(set) var currentSceneIndex: Int
    /// Whether the frame-timing HUD is drawn.
    public var isHUDVisible = false
    /// Whether `q` or Ctrl-C asked the host to stop.
    public private(set) var isFinished = false
    /// Whether something changed since the last frame.
    public internal(set) var needsDisplay = true
    /// The frames of the current scene: times, bytes written.
    public internal(set) var statistics = FrameStatistics()
    /// The scroll hint sent with the last frame, if any.
    public internal(set) var lastScrollHint: ScrollHint?
    /// Called for Ctrl-Z; the real terminal suspends the process. `nil` ignores the key.
    public var suspendHandler: (() -> Void)?
    /// The time between frames while something animates, in seconds.
    public var frameInterval: Double = 1.0 / 60
    /// How far one wheel notch scrolls, in rows.
    public var wheelRows: CGFloat = 3

    private var instances: [Int: HostedScene] = [:]
    /// Where the focused scroll view's content sat on screen when the last frame was presented.
    var lastPlacement: ScrollPlacement?
    /// A left-button press waiting to become a drag or a tap.
    var press: Press?
    /// Real time, for frame statistics (never the injected clock).
    let stopwatch = SystemClock()
    /// Pictures scaled to their cells in earlier frames.
    let imageCache = ScaledImageCache()

    /// The traits every scene's root view gets: the terminal's text system, one cell a point.
    public let traits = TraitCollection(textSystem: TerminalTextSystem(), displayScale: 1, hairlineWidth: 1)
    /// The text system of this host's views.
    public var textSystem: TextSystem { traits.textSystem }

    /// Creates a host showing `scenes` (at least one), starting with `initialScene`.
    public init(screen: Screen, scenes: [SceneFactory], initialScene: Int = 0, clock: FrameClock) {
        precondition(!scenes.isEmpty, "a host needs at least one scene")
        precondition(scenes.indices.contains(initialScene), "no scene \(initialScene)")
        self.screen = screen
        self.scenes = scenes
        self.clock = clock
        currentSceneIndex = initialScene
    }

    /// The scene on screen, made on first use.
    public var scene: HostedScene { scene(at: currentSceneIndex) }

    /// The scene at `index`, made on first use.
    public func scene(at index: Int) -> HostedScene {
        if let existing = instances[index] { return existing }
        let made = scenes[index].make(clock)
        made.rootView.traitOverrides = traits
        made.focusedScrollView?.clock = clock
        instances[index] = made
        return made
    }

    /// Shows the scene at `index` (wrapping around), with fresh frame statistics.
    public func showScene(at index: Int) {
        let wrapped = ((index % scenes.count) + scenes.count) % scenes.count
        guard wrapped != currentSceneIndex else { return }
        press = nil
        currentSceneIndex = wrapped
        lastPlacement = nil
        statistics = FrameStatistics()
        setNeedsDisplay()
    }

    /// Forgets the frames recorded so far (for measuring one activity).
    public func resetStatistics() {
        statistics = FrameStatistics()
    }

    /// Asks for a frame at the next opportunity.
    public func setNeedsDisplay() {
        needsDisplay = true
    }

    /// Stops the loop after the current iteration.
    public func finish() {
        isFinished = true
    }

    /// The rows between the tab bar and the status line, where the scene is drawn.
    public var contentArea: CellRect {
        let size = screen.size
        return CellRect(x: 0, y: 1, width: size.columns, height: size.rows - 2)
    }

    /// Handles everything a screen reported.
    public func handle(_ events: [ScreenEvent]) {
        for event in events { handle(event) }
    }

    /// Handles one screen event: input becomes gestures or commands, a resize a new layout.
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

    /// Advances momentum, bounces and scene animations to the clock's time; returns whether
    /// anything is still moving (then another frame should follow soon).
    @discardableResult
    public func advanceAnimations() -> Bool {
        var moving = false
        if let scrollView = scene.focusedScrollView, scrollView.isMoving {
            moving = scrollView.step()
            setNeedsDisplay()
        }
        if scene.advanceAnimations() {
            moving = true
            setNeedsDisplay()
        }
        return moving
    }
}
