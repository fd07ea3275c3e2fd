import Foundation
@_spi(Hosting) import ReuseKit
import ReuseKitGallery
import ReuseKitPixels

/// The pixel gallery: the scenes under a tab bar, a status line and an optional HUD, in points.
/// Windows and the headless tour feed it input and draw its frames; it owns no surface.
///
/// It redraws only when something changed (`needsDisplay`) or moves (`advanceAnimations()`),
/// so a host can block on input while it is idle.
@MainActor
public final class GalleryApp {
    /// The clock every scene's scroll views read.
    public let clock: FrameClock
    /// The renderer whose traits and text system the scenes get.
    public let renderer: PixelRenderer
    /// The scenes, in tab order.
    public let sceneTypes: [any GalleryScene.Type]
    /// What the scenes are made with.
    public let settings: SceneSettings
    /// The index of the scene on screen.
    public private(set) var currentIndex: Int
    /// Whether the HUD (frame times and cell counters) is drawn.
    public var isHUDVisible = false
    /// Whether `q` asked to quit.
    public private(set) var isFinished = false
    /// Whether the next turn must draw a frame.
    public internal(set) var needsDisplay = true
    /// The frames drawn: time to draw and present, bytes uploaded.
    public var frameTimes = FrameTimes()
    /// The window's size in points.
    public private(set) var size: CGSize
    /// How far a wheel notch scrolls, in lines of text.
    public var wheelLines: CGFloat = 3

    let gestures = PointerGestures()
    private var instances: [Int: any GalleryScene] = [:]

    /// Creates the gallery of `size` points showing `scenes`, starting with `initialIndex`.
    public init(
        scenes: [any GalleryScene.Type], initialIndex: Int = 0, size: CGSize, renderer: PixelRenderer,
        clock: FrameClock, settings: SceneSettings = SceneSettings()
    ) {
        self.settings = settings
        precondition(!scenes.isEmpty, "a gallery needs a scene")
        sceneTypes = scenes
        currentIndex = min(max(0, initialIndex), scenes.count - 1)
        self.size = size
        self.renderer = renderer
        self.clock = clock
    }

    /// The text system of the gallery's views.
    public var textSystem: PangoTextSystem { renderer.textSystem }

    /// The scene on screen, made on first use.
    public var scene: any GalleryScene { scene(at: currentIndex) }

    /// The scene at `index`, made on first use with this gallery's traits.
    public func scene(at index: Int) -> any GalleryScene {
        if let existing = instances[index] { return existing }
        let made = sceneTypes[index].init(clock: clock, settings: settings)
        renderer.adopt(made.rootView)
        // An image or page that lands while no key is pressed asks for a frame.
        made.rootView.displayRequestHandler = { [weak self] in self?.setNeedsDisplay() }
        instances[index] = made
        return made
    }

    /// The names of the scenes, in tab order.
    public var sceneNames: [String] { sceneTypes.map { $0.info.name } }

    /// Where the scene is drawn: between the tab bar and the status line.
    public var contentFrame: CGRect {
        let top = GalleryChrome.tabBarHeight(textSystem)
        let bottom = GalleryChrome.statusBarHeight(textSystem)
        return CGRect(x: 0, y: top, width: size.width, height: max(0, size.height - top - bottom))
    }

    /// Follows a new window size.
    public func resize(to newSize: CGSize) {
        guard newSize != size else { return }
        size = newSize
        setNeedsDisplay()
    }

    /// Asks for a frame at the next turn.
    public func setNeedsDisplay() {
        needsDisplay = true
    }

    /// Shows the scene at `index`, wrapping around.
    public func showScene(at index: Int) {
        let wrapped = ((index % sceneTypes.count) + sceneTypes.count) % sceneTypes.count
        guard wrapped != currentIndex else { return }
        currentIndex = wrapped
        gestures.reset()
        frameTimes = FrameTimes()
        setNeedsDisplay()
    }

    /// Advances glides, bounces and the scene's animations to the clock; returns whether
    /// anything still moves.
    @discardableResult
    public func advanceAnimations() -> Bool {
        // The step that ends a glide still moves the content: that frame must be drawn too.
        let wasMoving = gestures.isMoving(focus: scene.initialFocus)
        var moving = gestures.step(focus: scene.initialFocus)
        if scene.advanceAnimations() { moving = true }
        if moving || wasMoving { setNeedsDisplay() }
        return moving
    }

    /// Whether the host should keep drawing frames at the display's pace: something moves, or
    /// the scene waits for work that will change the screen (off the clock or on it).
    public var wantsFrames: Bool {
        scene.hasPendingWork || scene.isWaitingOnClock || gestures.isMoving(focus: scene.initialFocus)
    }

    /// Lays the scene out and draws the whole window on `surface`.
    public func draw(on surface: PixelSurface) {
        needsDisplay = false
        let canvas = renderer.canvas(on: surface)
        let scene = self.scene
        scene.willRenderFrame()
        renderer.draw(scene.rootView, in: contentFrame, on: canvas)
        GalleryChrome.drawTabBar(on: canvas, names: sceneNames, active: currentIndex, width: size.width)
        GalleryChrome.drawStatusBar(
            on: canvas, text: statusLine,
            frame: CGRect(
                x: 0, y: contentFrame.maxY, width: size.width,
                height: GalleryChrome.statusBarHeight(textSystem)))
        if isHUDVisible {
            GalleryChrome.drawHUD(on: canvas, in: contentFrame, frames: frameTimes, reuse: reuseStatistics)
        }
    }

    /// The status line: the scene's state, then its keys.
    public var statusLine: String {
        let keys = scene.keyHints
        return keys.isEmpty ? scene.statusText : scene.statusText + "   " + keys
    }

    /// The cell counters of the focused table or waterfall, or the pager's page views.
    public var reuseStatistics: ReuseStatistics? { focus?.reuseStatistics }

    /// The scroll view keys act on: the scene's initial focus.
    var focus: (any Scrollable)? { scene.initialFocus?.enclosingScrollable }

    /// Stops the host's loop.
    public func finish() {
        isFinished = true
    }
}
