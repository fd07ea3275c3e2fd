import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Loads `http://` and `https://` URLs: a deadline per attempt, retries with exponential backoff
/// for transient failures, a body limit, progress, and typed errors.
///
/// `http://` goes through a small HTTP/1.1 client on non-blocking sockets that sleeps in
/// `poll(2)` while it waits; `https://` goes through URLSession. (On Linux, URLSession's libcurl
/// driver leaves a write-readiness source armed on every socket once the request is sent, so a
/// stalled response keeps a thread spinning; the socket client exists so that waiting on the
/// network costs nothing.)
public final class HTTPDataLoader: DataLoading {
    /// How the loader behaves.
    public struct Configuration: Sendable {
        /// The longest one attempt may take, in seconds, from request to last byte, redirects
        /// included.
        public var timeout: TimeInterval
        /// When to try again.
        public var retryPolicy: RetryPolicy
        /// Bodies larger than this fail with `.bodyTooLarge` as soon as they pass it, however they
        /// are delimited; no more than this is ever held.
        public var maximumBodySize: Int
        /// Headers sent with every request.
        public var headers: [String: String]
        /// Simultaneous URLSession connections per host (`https://`).
        public var maximumConnectionsPerHost: Int
        /// Redirects followed within one attempt, only ever to `http://` or `https://`.
        public var maximumRedirects: Int

        /// Creates a configuration.
        public init(
            timeout: TimeInterval = 30, retryPolicy: RetryPolicy = .default,
            maximumBodySize: Int = 64 * 1024 * 1024,
            headers: [String: String] = ["Accept": "image/png,image/jpeg,image/*;q=0.8"],
            maximumConnectionsPerHost: Int = 6, maximumRedirects: Int = 5
        ) {
            precondition(timeout > 0, "a timeout must be positive")
            precondition(maximumBodySize >= 0 && maximumRedirects >= 0, "limits cannot be negative")
            self.timeout = timeout
            self.retryPolicy = retryPolicy
            self.maximumBodySize = maximumBodySize
            self.headers = headers
            self.maximumConnectionsPerHost = maximumConnectionsPerHost
            self.maximumRedirects = maximumRedirects
        }
    }

    /// Which transport carries `http://`; tests compare both.
    package enum Transport: Sendable {
        /// The socket client for `http://`, URLSession for `https://`.
        case automatic
        /// URLSession for both.
        case urlSession
    }

    /// The configuration in use.
    public let configuration: Configuration
    private let transport: Transport
    private let client: SocketHTTPClient
    private let session: URLSession
    private let transfers: URLSessionTransfers

    /// Creates a loader (with its own URLSession for `https://`, no URL cache: the pipeline has
    /// its own).
    public convenience init(configuration: Configuration = Configuration()) {
        self.init(configuration: configuration, transport: .automatic)
    }

    /// Creates a loader whose `http://` goes through `transport`.
    package init(configuration: Configuration, transport: Transport) {
        self.configuration = configuration
        self.transport = transport
        client = SocketHTTPClient(
            headers: configuration.headers, maximumBodySize: configuration.maximumBodySize)
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.urlCache = nil
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.timeoutIntervalForRequest = configuration.timeout
        sessionConfiguration.timeoutIntervalForResource = configuration.timeout
        sessionConfiguration.httpMaximumConnectionsPerHost = configuration.maximumConnectionsPerHost
        transfers = URLSessionTransfers()
        session = URLSession(configuration: sessionConfiguration, delegate: transfers, delegateQueue: nil)
    }

    deinit {
        // A session keeps its delegate alive until invalidated.
        session.invalidateAndCancel()
    }

    /// Whether `url` is `http://` or `https://`.
    public func canLoad(_ url: URL) -> Bool {
        Self.isWeb(url)
    }

    private static func isWeb(_ url: URL) -> Bool {
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

    /// One attempt: the request and the redirects it leads to, within one deadline.
    private func loadOnce(from url: URL, progress: @escaping @Sendable (LoadingProgress) -> Void)
        async -> Result<Data, ImagePipelineError>
    {
        let deadline = ContinuousClock.now + .seconds(configuration.timeout)
        var current = url
        for _ in 0...configuration.maximumRedirects {
            guard Self.isWeb(current) else {
                return .failure(.schemeNotAllowed(current, allowed: ["http", "https"]))
            }
            guard transport == .automatic, current.scheme?.lowercased() == "http" else {
                return await loadWithSession(from: current, deadline: deadline, progress: progress)
            }
            switch await client.fetch(current, deadline: deadline, progress: progress) {
            case .success(.body(let data)): return .success(data)
            case .success(.redirect(let target)): current = target
            case .failure(let error): return .failure(error)
            }
        }
        let cause = HTTPClientError.tooManyRedirects(configuration.maximumRedirects)
        return .failure(.network(url, cause: UnderlyingError(cause)))
    }

    private func loadWithSession(
        from url: URL, deadline: ContinuousClock.Instant,
        progress: @escaping @Sendable (LoadingProgress) -> Void
    ) async -> Result<Data, ImagePipelineError> {
        guard !Task.isCancelled else { return .failure(.cancelled) }
        let remaining = max(0.001, (deadline - ContinuousClock.now) / .seconds(1))
        var request = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: remaining)
        for (name, value) in configuration.headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        let task = session.dataTask(with: request)
        let identifier = task.taskIdentifier
        let transfers = transfers
        transfers.prepare(identifier)
        // URLSession's own timeouts are idle timeouts (and differ across platforms); this is a
        // deadline for the whole attempt.
        let watchdog = Task {
            try await Task.sleep(until: deadline, clock: .continuous)
            transfers.end(identifier, with: .timeout(url))
            task.cancel()
        }
        defer { watchdog.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let transfer = URLSessionTransfer(
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
