import Foundation
import ReuseKit
import ReuseKitGallery
import ReuseKitTerminal

/// The terminal gallery: the host-neutral ``Gallery`` in a `TerminalWindow`, with a tab bar on
/// the first line and a status line on the last. Keys, gestures, focus and the run loop are the
/// gallery's and the window's, the same as on every host.
@MainActor
public final class GalleryApp {
    /// The window the gallery runs in.
    public let window: TerminalWindow
    /// The gallery: scenes, tabs and keys.
    public let gallery: Gallery

    /// Creates the gallery on `screen` showing `types` (at least one), starting with
    /// `initialScene`; the scenes' views read `clock`.
    public convenience init(
        screen: Screen, types: [any GalleryScene.Type] = SceneRegistry.all, initialScene: Int = 0,
        settings: SceneSettings = SceneSettings(), clock: FrameClock
    ) {
        self.init(
            screen: screen, names: types.map { $0.info.name }, initialScene: initialScene, clock: clock
        ) { index, clock in types[index].init(clock: clock, settings: settings) }
    }

    /// Creates the gallery of the scenes called `names`, made by `make` (given a scene's index
    /// and the clock) the first time each is shown.
    init(
        screen: Screen, names: [String], initialScene: Int = 0, clock: FrameClock,
        make: @escaping (Int, FrameClock) -> any GalleryScene
    ) {
        let chrome = GalleryChromeView(names: names)
        window = TerminalWindow(rootView: chrome, screen: screen, clock: clock)
        gallery = Gallery(
            window: window, chrome: chrome, names: names, initialScene: initialScene, make: make)
    }

    /// The names of the scenes Tab cycles through, in order.
    public var names: [String] { gallery.names }
    /// The index of the scene on screen.
    public var currentIndex: Int { gallery.currentIndex }
    /// The scene on screen.
    public var scene: any GalleryScene { gallery.scene }

    /// The scene at `index`, made on first use.
    public func scene(at index: Int) -> any GalleryScene { gallery.scene(at: index) }

    /// Shows the scene at `index` (wrapping around), with fresh frame statistics.
    public func showScene(at index: Int) { gallery.showScene(at: index) }

    /// The rows between the tab bar and the status line, where scenes are drawn.
    public var contentArea: CellRect {
        let size = window.screen.size
        return CellRect(x: 0, y: 1, width: size.columns, height: max(0, size.rows - 2))
    }

    /// The focused scroll view's cells (for the tour's summary).
    public var reuseStatistics: ReuseStatistics? { window.focusedReuseStatistics }
}
