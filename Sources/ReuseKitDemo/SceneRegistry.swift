import ReuseKit
import ReuseKitTerminal

/// Every scene of the gallery, in tab order.
@MainActor
public enum SceneRegistry {
    /// The scenes, in the order Tab visits them and the tour runs them.
    ///
    /// To add a scene, write a `Scene` in `Scenes/` and list it here, in seed order.
    public static var all: [any Scene.Type] {
        [TableScene.self, PagerScene.self, HeightsScene.self, WaterfallScene.self, FeedScene.self]
    }

    /// The names of all scenes, in order.
    public static var names: [String] { all.map { $0.info.name } }

    /// The scene called `name`, if there is one.
    public static func scene(named name: String) -> (any Scene.Type)? {
        all.first { $0.info.name == name }
    }

    /// The index of the scene called `name` in `all`.
    public static func index(of name: String) -> Int? {
        all.firstIndex { $0.info.name == name }
    }

    /// Factories a `TerminalHost` makes the scenes with, handing them `settings`.
    public static func factories(_ types: [any Scene.Type] = all, settings: SceneSettings = SceneSettings())
        -> [SceneFactory]
    {
        types.map { type in
            SceneFactory(name: type.info.name) { clock in type.init(clock: clock, settings: settings) }
        }
    }
}
