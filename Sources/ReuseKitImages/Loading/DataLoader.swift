import Foundation

/// Routes each URL to the first loader that accepts it: by default files, then HTTP(S).
public struct DataLoader: DataLoading {
    /// The loaders tried in order.
    public var loaders: [any DataLoading]

    /// Creates a router over `loaders`.
    public init(loaders: [any DataLoading] = [FileDataLoader(), HTTPDataLoader()]) {
        self.loaders = loaders
    }

    /// Whether any of the loaders handles `url`.
    public func canLoad(_ url: URL) -> Bool {
        loaders.contains { $0.canLoad(url) }
    }

    /// Loads `url` with the first loader that handles it.
    public func loadData(from url: URL, progress: @escaping @Sendable (LoadingProgress) -> Void)
        async throws(ImagePipelineError) -> Data
    {
        guard let loader = loaders.first(where: { $0.canLoad(url) }) else { throw .unsupportedURL(url) }
        return try await loader.loadData(from: url, progress: progress)
    }
}
