/// The scenes of the pixel gallery, in tab order.
@MainActor
public enum GalleryScenes {
    /// Every scene.
    public static var all: [any PixelScene.Type] { [NumberedTableScene.self] }

    /// The index of the scene called `name`.
    public static func index(of name: String) -> Int? {
        all.firstIndex { $0.name == name }
    }
}
