/// What the gallery says about a scene.
public struct SceneInfo: Hashable, Sendable {
    /// The short name: `--scene NAME` and the tab label.
    public var name: String
    /// The number of the article the scene follows, "000" to "004" (ARCHITECTURE.md, "The five
    /// articles").
    public var seed: String
    /// One line about what it shows.
    public var summary: String

    /// Creates scene information.
    public init(name: String, seed: String, summary: String) {
        self.name = name
        self.seed = seed
        self.summary = summary
    }
}
