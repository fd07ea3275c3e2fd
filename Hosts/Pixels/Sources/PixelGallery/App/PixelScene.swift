import ReuseKit

/// A scene of the pixel gallery: a view tree with the scroll view keys go to first, a status
/// line, its own key commands and per-frame work.
@MainActor
public protocol PixelScene: AnyObject {
    /// The name shown in the tab bar and given to `--scene`.
    static var name: String { get }
    /// Makes the scene; its scroll views must read `clock`.
    init(clock: FrameClock)
    /// The view tree, laid out to fill the area between the tab bar and the status line.
    var rootView: View { get }
    /// The view that scrolling keys act on.
    var initialFocus: View? { get }
    /// One line about the scene's state.
    var statusText: String { get }
    /// The scene's own keys.
    var commands: [SceneCommand] { get }
    /// Runs before each frame's layout.
    func willRenderFrame()
    /// Advances the scene's own animations; returns whether more frames are needed.
    func advanceAnimations() -> Bool
    /// Whether work off the clock (network, decoding) will change the screen.
    var hasPendingWork: Bool { get }
}

/// A key a scene handles itself, with what it does.
@MainActor
public struct SceneCommand {
    /// The key.
    public var key: Character
    /// What the status line calls it.
    public var title: String
    /// What the key does.
    public var action: () -> Void

    /// Creates a command.
    public init(key: Character, title: String, action: @escaping () -> Void) {
        self.key = key
        self.title = title
        self.action = action
    }
}

extension PixelScene {
    /// No keys of its own.
    public var commands: [SceneCommand] { [] }
    /// Nothing before layout.
    public func willRenderFrame() {}
    /// No animations of its own.
    public func advanceAnimations() -> Bool { false }
    /// No work off the clock.
    public var hasPendingWork: Bool { false }
}
