import ReuseKit

/// How a host makes a scene the first time it is shown.
public struct SceneFactory {
    /// The scene's name, shown in the tab bar before the scene exists.
    public let name: String
    /// Builds the scene; its scroll views must read the given clock.
    public let make: @MainActor (FrameClock) -> HostedScene

    /// Creates a factory.
    public init(name: String, make: @escaping @MainActor (FrameClock) -> HostedScene) {
        self.name = name
        self.make = make
    }
}
