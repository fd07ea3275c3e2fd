import Foundation
@_spi(Hosting) import ReuseKit

/// Runs any view tree in pixels: the hosting core (`HostWindow`: focus, key bindings,
/// gestures, stepping, frames) fed by an X11 window's input and drawn by Cairo and Pango into
/// its shared-memory image — or, headless, into a surface that a test or a tour writes as PNG.
///
/// ```swift
/// let window = try PixelWindow(rootView: tableView)
/// window.keyBindings[KeyEvent(.character("q"))] = .quit
/// try await window.run()
/// ```
///
/// `run()` is the real loop; tests and tours drive the same steps one at a time with
/// ``handle(_:)-(WindowEvent)``, `HostWindow.advanceAnimations()` and ``renderFrameIfNeeded()``.
@MainActor
public final class PixelWindow: HostWindow {
    /// Draws the frames: Pango's text, the display scale, images converted for Cairo.
    public let renderer: PixelRenderer
    /// The X11 window shown, or `nil` for a headless window.
    public let display: X11Window?
    /// Frames drawn so far.
    public internal(set) var framesDrawn = 0
    /// How long the last frame took to lay out and draw, before it was presented, in seconds.
    public internal(set) var lastDrawingTime = 0.0

    /// The surface a headless window draws on.
    private var headlessSurface: PixelSurface
    /// The canvases the last frames drew on, one a surface, kept so that a frame does not make
    /// a Cairo context of its own.
    var canvases: [PixelCanvas] = []
    /// Canvases made for frames.
    var canvasesMade = 0
    /// Called after each frame is presented, with what it drew: lets a test check every frame.
    @_spi(Testing) public var didPresentFrame: ((FrameDamage) -> Void)?
    /// Wakes a loop waiting for the X connection when a view asks for a frame.
    let wakePipe: WakePipe?
    /// Whether the loop is waiting for input (only then does a request need to wake it).
    var isWaiting = false
    /// Speaks AT-SPI2 to screen readers while an accessibility bus is there (`nil` otherwise).
    var accessibility: AccessibilityBridge?

    /// Opens an X11 window of `width`×`height` points at `scale` device pixels a point (on
    /// `DISPLAY`, or the display named `displayName`) showing `rootView`.
    public convenience init(
        rootView: View, title: String = ProcessInfo.processInfo.processName, width: Int = 390,
        height: Int = 844, scale: Int = 1, displayName: String? = nil, clock: FrameClock = SystemClock()
    ) throws(PixelError) {
        let window = try X11Window(
            title: title, width: width, height: height, scale: scale, displayName: displayName)
        self.init(rootView: rootView, display: window, renderer: PixelRenderer(scale: scale), clock: clock)
    }

    /// Creates a window around `display`, drawn by `renderer` (whose scale should be the
    /// display's).
    public init(
        rootView: View, display: X11Window, renderer: PixelRenderer, clock: FrameClock = SystemClock()
    ) {
        self.renderer = renderer
        self.display = display
        headlessSurface = PixelSurface(size: CGSize(width: 1, height: 1), scale: renderer.scale)
        wakePipe = WakePipe()
        super.init(rootView: rootView, traits: renderer.traits, clock: clock)
        wakeHandler = { [weak self] in
            guard let self, isWaiting else { return }
            wakePipe?.wake()
        }
    }

    /// Creates a headless window of `size` points drawn by `renderer`: frames go to
    /// ``surface``, input comes only through ``handle(_:)-(WindowEvent)``.
    public init(rootView: View, size: CGSize, renderer: PixelRenderer, clock: FrameClock = SystemClock()) {
        self.renderer = renderer
        display = nil
        headlessSurface = PixelSurface(size: size, scale: renderer.scale)
        wakePipe = nil
        super.init(rootView: rootView, traits: renderer.traits, clock: clock)
    }

    /// The surface the frames are drawn on: the window's image, or the headless surface.
    public var surface: PixelSurface { display?.surface ?? headlessSurface }

    /// The window's size in points.
    public var size: CGSize { display?.size ?? headlessSurface.size }

    /// Device pixels per point.
    public var scale: Int { renderer.scale }

    /// Gives a headless window a new size (a window on a display follows its server's).
    public func resize(to newSize: CGSize) {
        guard display == nil, newSize != headlessSurface.size else { return }
        headlessSurface = PixelSurface(size: newSize, scale: renderer.scale)
        setNeedsDisplay()
    }

    /// Closes the X11 window, if any.
    public func close() {
        display?.close()
    }
}
