import ReuseKit

/// Every scene of the gallery, in tab order.
@MainActor
public enum SceneRegistry {
    /// The scenes, in the order Tab visits them and the tour runs them.
    ///
    /// To add a scene, write a `GalleryScene` in `Scenes/` and list it here, in article order.
    public static var all: [any GalleryScene.Type] {
        [
            TableScene.self, PagerScene.self, HeightsScene.self, WaterfallScene.self, FeedScene.self,
            ContactsScene.self, ChatScene.self, StoreScene.self, PhotosScene.self, FilesScene.self,
            SearchScene.self,
        ]
    }

    /// The names of all scenes, in order.
    public static var names: [String] { all.map { $0.info.name } }

    /// The scene called `name`, if there is one.
    public static func scene(named name: String) -> (any GalleryScene.Type)? {
        all.first { $0.info.name == name }
    }

    /// The index of the scene called `name` in `all`.
    public static func index(of name: String) -> Int? {
        all.firstIndex { $0.info.name == name }
    }
}
