import Foundation
import ReuseKit
import ReuseKitGallery
import ReuseKitPixels

/// The pixel gallery: the host-neutral ``Gallery`` in a ``PixelWindow``, with a tab bar above
/// the scenes and a status line below, in points. Keys, gestures, focus and the loop are the
/// gallery's and the window's, the same as on every host.
@MainActor
public final class GalleryApp {
    /// The window the gallery runs in (on a display, or headless).
    public let window: PixelWindow
    /// The gallery: scenes, tabs and keys.
    public let gallery: Gallery
    let chrome: ChromeView

    /// Creates the gallery of `scenes` (at least one) in `window`, starting with `initialIndex`.
    public init(
        window: PixelWindow, scenes: [any GalleryScene.Type] = SceneRegistry.all, initialIndex: Int = 0,
        settings: SceneSettings = SceneSettings()
    ) {
        self.window = window
        chrome = ChromeView(names: scenes.map { $0.info.name })
        gallery = Gallery(
            window: window, chrome: chrome, types: scenes,
            initialScene: min(max(0, initialIndex), scenes.count - 1),
            settings: settings)
    }

    /// The scene on screen.
    public var scene: any GalleryScene { gallery.scene }

    /// The text system of the gallery's views.
    public var textSystem: PangoTextSystem { window.renderer.textSystem }

    /// Where the scene is drawn: between the tab bar and the status line, for the window's size.
    public var contentFrame: CGRect { ChromeView.contentFrame(size: window.size, text: textSystem) }
}
