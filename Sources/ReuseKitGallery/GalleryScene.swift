import Foundation
import ReuseKit

/// One scene of the gallery: a list or pager shown as a view tree that any host runs, with a name, a
/// status line and the scene's own keys.
///
/// A scene is one file (plus its cells): conform to this protocol and add the type to
/// `SceneRegistry.all`. The host feeds the wheel, drags, clicks and scrolling keys to the
/// scroll view under the pointer or in focus, starting with ``initialFocus``; the scene's own
/// keys go to ``handleKey(_:)``. Only the chrome around the scene (tabs,
/// status line, key help) is the host's.
@MainActor
public protocol GalleryScene: AnyObject {
    /// The scene's name (for `--scene` and the tab bar), article number and one-line summary.
    static var info: SceneInfo { get }
    /// Input the scripted tour sends after the common script (for example toggling a cache).
    static var tourSteps: [TourStep] { get }
    /// A line printed under the tour's summary to explain this scene's figures, if needed.
    static var tourNote: String? { get }
    /// Makes the scene; its scroll views must read `clock`.
    init(clock: FrameClock)
    /// Makes the scene with the command line's settings; by default they are ignored.
    init(clock: FrameClock, settings: SceneSettings)
    /// The view tree, laid out to fill the host's area for scenes.
    var rootView: View { get }
    /// The scroll view that takes keys until focus moves, if any.
    var initialFocus: View? { get }
    /// One line about the scene's state (selection, cache), shown in the status line.
    var statusText: String { get }
    /// Keys the scene binds while it shows, over the gallery's (arrows it uses otherwise).
    var keyBindings: KeyBindings { get }
    /// The scene's own keys, for the key help (for example "c cache").
    var keyHints: String { get }
    /// A key the gallery does not bind itself, pressed without modifiers (and Enter, before it
    /// selects); returns whether the scene used it.
    func handleKey(_ key: Key) -> Bool
    /// Reloads, scene-defined (the gallery's `r`).
    func refresh()
    /// Runs before each frame's layout (for example to drop cached heights).
    func willRenderFrame()
    /// Advances the scene's own animations to the clock; returns whether more frames are needed.
    func advanceAnimations() -> Bool
    /// Whether work off the clock is in flight (network, decoding) whose results will change the
    /// screen; the scripted tour waits for it when it settles.
    var hasPendingWork: Bool { get }
    /// Whether work scheduled on the clock waits (a page due after a simulated delay), so a host
    /// keeps frames coming even when the layout pass of its last frame scheduled it.
    var isWaitingOnClock: Bool { get }
}

extension GalleryScene {
    /// The name from `info`.
    public var name: String { Self.info.name }
    /// No extra steps.
    public static var tourSteps: [TourStep] { [] }
    /// No note.
    public static var tourNote: String? { nil }
    /// Makes the scene as `init(clock:)` does: it has no settings to read.
    public init(clock: FrameClock, settings: SceneSettings) {
        self.init(clock: clock)
    }
    /// No status.
    public var statusText: String { "" }
    /// No keys of its own.
    public var keyHints: String { "" }
    /// No bindings of its own.
    public var keyBindings: KeyBindings { KeyBindings() }
    /// Leaves the key to the host.
    public func handleKey(_ key: Key) -> Bool { false }
    /// Does nothing.
    public func refresh() {}
    /// Does nothing.
    public func willRenderFrame() {}
    /// No animations of its own.
    public func advanceAnimations() -> Bool { false }
    /// No work off the clock.
    public var hasPendingWork: Bool { false }
    /// Nothing scheduled on the clock.
    public var isWaitingOnClock: Bool { false }
}
