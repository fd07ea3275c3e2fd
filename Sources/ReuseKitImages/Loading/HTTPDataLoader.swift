import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Loads `http://` and `https://` URLs with URLSession: a deadline per attempt, retries with
/// exponential backoff for transient failures, progress, and typed errors.
public final class HTTPDataLoader: DataLoading {
    /// How the loader behaves.
    public struct Configuration: Sendable {
        /// The longest one attempt may take, in seconds, from request to last byte.
        public var timeout: TimeInterval
        /// When to try again.
        public var retryPolicy: RetryPolicy
        /// Bodies larger than this are refused (as invalid data) instead of filling memory.
        public var maximumBodySize: Int
        /// Headers sent with every request.
        public var headers: [String: String]
        /// Simultaneous connections per host.
        public var maximumConnectionsPerHost: Int

        /// Creates a configuration.
        public init(
            timeout: TimeInterval = 30, retryPolicy: RetryPolicy = .default,
            maximumBodySize: Int = 64 * 1024 * 1024,
            headers: [String: String] = ["Accept": "image/png,image/jpeg,image/*;q=0.8"],
            maximumConnectionsPerHost: Int = 6
        ) {
            precondition(timeout > 0, "a timeout must be positive")
            self.timeout = timeout
            self.retryPolicy = retryPolicy
            self.maximumBodySize = maximumBodySize
            self.headers = headers
            self.maximumConnectionsPerHost = maximumConnectionsPerHost
        }
    }

    /// The configuration in use.
    public let configuration: Configuration
    private let session: URLSession
    private let transfers: HTTPTransfers

    /// Creates a loader with its own URLSession (no URL cache: the pipeline has its own).
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.urlCache = nil
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.timeoutIntervalForRequest = configuration.timeout
        sessionConfiguration.timeoutIntervalForResource = configuration.timeout
        sessionConfiguration.httpMaximumConnectionsPerHost = configuration.maximumConnectionsPerHost
        transfers = HTTPTransfers()
        session = URLSession(configuration: sessionConfiguration, delegate: transfers, delegateQueue: nil)
    }

    deinit {
        // A session keeps its delegate alive until invalidated.
        session.invalidateAndCancel()
    }

    /// Whether `url` is `http://` or `https://`.
    public func canLoad(_ url: URL) -> Bool {
        let scheme = url.scheme?.lowercased()
        return scheme == "http" || scheme == "https"
    }

    /// Fetches `url`, retrying transient failures with backoff.
    public func loadData(from url: URL, progress: @escaping @Sendable (LoadingProgress) -> Void)
        async throws(ImagePipelineError) -> Data
    {
        var generator = SystemRandomNumberGenerator()
        var attempt = 1
        while true {
            let result = await loadOnce(from: url, progress: progress)
            switch result {
            case .success(let data):
                return data
            case .failure(let error):
                guard configuration.retryPolicy.shouldRetry(error, afterAttempt: attempt), !Task.isCancelled
                else {
                    throw error
                }
                let delay = configuration.retryPolicy.delay(afterAttempt: attempt, using: &generator)
                do {
                    try await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
                } catch {
                    throw .cancelled
                }
                attempt += 1
            }
        }
    }

    private func loadOnce(from url: URL, progress: @escaping @Sendable (LoadingProgress) -> Void)
        async -> Result<Data, ImagePipelineError>
    {
        guard !Task.isCancelled else { return .failure(.cancelled) }
        var request = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: configuration.timeout)
        for (name, value) in configuration.headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        let task = session.dataTask(with: request)
        let identifier = task.taskIdentifier
        let transfers = transfers
        transfers.prepare(identifier)
        let timeout = configuration.timeout
        // URLSession's own timeouts are idle timeouts (and differ across platforms); this is a
        // deadline for the whole attempt.
        let deadline = Task {
            try await Task.sleep(nanoseconds: UInt64(timeout * 1_000_000_000))
            transfers.end(identifier, with: .timeout(url))
            task.cancel()
        }
        defer { deadline.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let transfer = HTTPTransfer(
                    url: url, maximumBodySize: configuration.maximumBodySize, progress: progress,
                    continuation: continuation)
                if let outcome = transfers.register(identifier, transfer) {
                    continuation.resume(returning: .failure(outcome))
                } else {
                    task.resume()
                }
            }
        } onCancel: {
            transfers.end(identifier, with: .cancelled)
            task.cancel()
        }
    }
}
