import Foundation

/// Loads `http://` and `https://` URLs: a deadline per attempt, retries with exponential backoff
/// for transient failures, a body limit, progress, and typed errors.
///
/// Both schemes go through a small HTTP/1.1 client on non-blocking sockets that sleeps in
/// `poll(2)` while it waits, so waiting on the network costs no CPU; `https://` runs the same
/// exchange over TLS from the system's OpenSSL, with the server's certificate verified against
/// the system's trust store and its host name checked. A certificate that is refused fails with
/// `ImagePipelineError.network` whose cause is `HTTPClientError.tls(_:)`, and is not retried.
/// The name lookup, the connection, the handshake and the response all happen within the
/// attempt's deadline, whatever the server sends.
///
/// Redirects keep the request's credentials (`Authorization`, `Cookie`, `Proxy-Authorization`
/// among the configured headers) only while they stay at the first URL's origin (scheme, host and
/// port), as curl does; a redirect from `https://` to `http://` is refused unless the
/// configuration allows it.
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
        /// Redirects followed within one attempt, only ever to `http://` or `https://`.
        public var maximumRedirects: Int
        /// Whether a redirect from `https://` to plain `http://` is followed. Off by default: such
        /// a redirect fails with `.network` whose cause is `HTTPClientError.insecureRedirect`, as
        /// browsers refuse an `https://` page's images over plain HTTP. When it is on, the
        /// redirected request goes without the credentials, being at another origin.
        public var allowsRedirectsFromHTTPSToHTTP: Bool

        /// Creates a configuration.
        public init(
            timeout: TimeInterval = 30, retryPolicy: RetryPolicy = .default,
            maximumBodySize: Int = 64 * 1024 * 1024,
            headers: [String: String] = ["Accept": "image/png,image/jpeg,image/*;q=0.8"],
            maximumRedirects: Int = 5, allowsRedirectsFromHTTPSToHTTP: Bool = false
        ) {
            precondition(timeout > 0, "a timeout must be positive")
            precondition(maximumBodySize >= 0 && maximumRedirects >= 0, "limits cannot be negative")
            self.timeout = timeout
            self.retryPolicy = retryPolicy
            self.maximumBodySize = maximumBodySize
            self.headers = headers
            self.maximumRedirects = maximumRedirects
            self.allowsRedirectsFromHTTPSToHTTP = allowsRedirectsFromHTTPSToHTTP
        }
    }

    /// The configuration in use.
    public let configuration: Configuration
    private let client: SocketHTTPClient

    /// Creates a loader.
    public convenience init(configuration: Configuration = Configuration()) {
        self.init(configuration: configuration, additionalTrust: nil, resolver: .system)
    }

    /// Creates a loader that also trusts the certificate authorities in `additionalTrust` (PEM)
    /// and looks host names up with `resolver`: tests trust a certificate authority of their own
    /// without changing the system's, and stand in for a slow name server.
    package init(configuration: Configuration, additionalTrust: String?, resolver: HostResolver) {
        self.configuration = configuration
        client = SocketHTTPClient(
            headers: configuration.headers, maximumBodySize: configuration.maximumBodySize,
            tls: TLSContext(additionalTrust: additionalTrust), resolver: resolver)
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
            let sendsCredentials = Self.origin(of: current) == Self.origin(of: url)
            switch await client.fetch(
                current, sendingCredentials: sendsCredentials, deadline: deadline, progress: progress)
            {
            case .success(.body(let data)): return .success(data)
            case .success(.redirect(let target)):
                if !configuration.allowsRedirectsFromHTTPSToHTTP, current.scheme?.lowercased() == "https",
                    target.scheme?.lowercased() == "http"
                {
                    return .failure(
                        .network(
                            url,
                            cause: UnderlyingError(
                                HTTPClientError.insecureRedirect(from: current, to: target))))
                }
                current = target
            case .failure(let error): return .failure(error)
            }
        }
        let cause = HTTPClientError.tooManyRedirects(configuration.maximumRedirects)
        return .failure(.network(url, cause: UnderlyingError(cause)))
    }

    /// The scheme, host and port of `url` (the scheme's port when it names none), lowercased.
    private static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }
}
