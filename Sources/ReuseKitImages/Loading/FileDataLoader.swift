import Foundation

/// Loads `file://` URLs.
public struct FileDataLoader: DataLoading {
    /// Files larger than this are refused rather than read into memory.
    public var maximumSize: Int

    /// Creates a file loader.
    public init(maximumSize: Int = 64 * 1024 * 1024) {
        self.maximumSize = maximumSize
    }

    /// Whether `url` is a `file://` URL.
    public func canLoad(_ url: URL) -> Bool {
        url.isFileURL
    }

    /// Reads the file at `url`.
    public func loadData(from url: URL, progress: @escaping @Sendable (LoadingProgress) -> Void)
        async throws(ImagePipelineError) -> Data
    {
        guard !Task.isCancelled else { throw .cancelled }
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
        else {
            throw .notFound(url)
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > maximumSize {
            throw .bodyTooLarge(url, limit: maximumSize)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .network(url, cause: UnderlyingError(error))
        }
        guard !Task.isCancelled else { throw .cancelled }
        // The file may have grown since it was measured.
        guard data.count <= maximumSize else { throw .bodyTooLarge(url, limit: maximumSize) }
        progress(LoadingProgress(completed: Int64(data.count), total: Int64(data.count)))
        return data
    }
}
