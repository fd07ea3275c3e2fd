import Foundation

/// Why an image request failed.
public enum ImagePipelineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file does not exist or the server answered 404/410.
    case notFound(URL)
    /// The server answered with an error status other than not-found.
    case serverError(status: Int, url: URL)
    /// The attempt took longer than the configured timeout (its deadline, from request to last
    /// byte).
    case timeout(URL)
    /// Every requester cancelled (or the one that asked did).
    case cancelled
    /// The bytes arrived but are not an image (garbage, an HTML page, an empty body).
    case invalidData(ImageDecodingError)
    /// The bytes are an image format we know but are corrupt or truncated.
    case decodingFailed(ImageDecodingError)
    /// The image declares more pixels than the pipeline's budget; it was never allocated.
    case tooLarge(width: Int, height: Int, budget: Int)
    /// The body (or file) at the URL is longer than the loader's limit; reading stopped there.
    case bodyTooLarge(URL, limit: Int)
    /// The transfer failed (connection refused or lost, a certificate TLS refused, truncated body,
    /// unreadable file); the cause is the error underneath.
    case network(URL, cause: UnderlyingError)
    /// No loader handles this URL's scheme.
    case unsupportedURL(URL)
    /// The request's source does not allow this URL's scheme (a `file://` URL in data a server
    /// sent, say); nothing was read.
    case schemeNotAllowed(URL, allowed: Set<String>)

    /// Whether trying again later may succeed (server errors, timeouts, transfer failures other
    /// than a server TLS refuses to trust).
    public var isTransient: Bool {
        switch self {
        case .serverError(let status, _): status >= 500 || status == 408 || status == 429
        case .timeout: true
        case .network(_, let cause): (cause.error as? HTTPClientError)?.isTransient ?? true
        case .notFound, .cancelled, .invalidData, .decodingFailed, .tooLarge, .bodyTooLarge, .unsupportedURL,
            .schemeNotAllowed:
            false
        }
    }

    /// A readable description.
    public var description: String {
        switch self {
        case .notFound(let url): "not found: \(url.absoluteString)"
        case .serverError(let status, let url): "server error \(status) for \(url.absoluteString)"
        case .timeout(let url): "timed out loading \(url.absoluteString)"
        case .cancelled: "cancelled"
        case .invalidData(let cause): "invalid image data: \(cause)"
        case .decodingFailed(let cause): "decoding failed: \(cause)"
        case .tooLarge(let width, let height, let budget):
            "image of \(width)×\(height) pixels exceeds the budget of \(budget) pixels"
        case .bodyTooLarge(let url, let limit):
            "\(url.absoluteString) is larger than the \(limit) bytes allowed"
        case .network(let url, let cause): "network error loading \(url.absoluteString): \(cause)"
        case .unsupportedURL(let url): "no loader for \(url.absoluteString)"
        case .schemeNotAllowed(let url, let allowed):
            "\(url.scheme ?? "a URL without a scheme") is not allowed here (only \(allowed.sorted().joined(separator: ", "))): \(url.absoluteString)"
        }
    }
}

extension ImagePipelineError {
    /// Maps a decoder's error to the pipeline's vocabulary.
    init(_ error: ImageDecodingError) {
        switch error {
        case .unrecognizedFormat: self = .invalidData(error)
        case .truncated, .malformed, .outOfMemory: self = .decodingFailed(error)
        case .tooLarge(let width, let height, let budget):
            self = .tooLarge(width: width, height: height, budget: budget)
        }
    }
}
