import ReuseKit
import ReuseKitTerminal

/// A demo scene: a `HostedScene` with a name, the seed it shows, and a way to be made.
///
/// A scene is one file (plus its cells): conform to this protocol and add the type to
/// `SceneRegistry.all`. The host gives it wheel, drag, click and scrolling keys on its
/// `focusedScrollView`; everything else is the scene's own.
@MainActor
public protocol Scene: HostedScene {
    /// The scene's name (for `--scene` and the tab bar), seed and one-line summary.
    static var info: SceneInfo { get }
    /// Input the scripted tour sends after the common script (for example toggling a cache).
    static var tourSteps: [TourStep] { get }
    /// A line printed under the tour's summary to explain this scene's figures, if needed.
    static var tourNote: String? { get }
    /// Makes the scene; its scroll views must read `clock`.
    init(clock: FrameClock)
    /// Makes the scene with the command line's settings; by default they are ignored.
    init(clock: FrameClock, settings: SceneSettings)
}

extension Scene {
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
}
