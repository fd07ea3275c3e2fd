import Foundation

/// Why an image request failed.
public enum ImagePipelineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file does not exist or the server answered 404/410.
    case notFound(URL)
    /// The server answered with an error status other than not-found.
    case serverError(status: Int, url: URL)
    /// The server took longer than the configured timeout.
    case timeout(URL)
    /// Every requester cancelled (or the one that asked did).
    case cancelled
    /// The bytes arrived but are not an image (garbage, an HTML page, an empty body).
    case invalidData(String)
    /// The bytes are an image format we know but are corrupt or truncated.
    case decodingFailed(String)
    /// The image declares more pixels than the pipeline's budget; it was never allocated.
    case tooLarge(width: Int, height: Int, budget: Int)
    /// The transfer failed (connection refused or lost, truncated body, unreadable file).
    case network(String)
    /// No loader handles this URL's scheme.
    case unsupportedURL(URL)

    /// Whether trying again later may succeed (server errors, timeouts, transfer failures).
    public var isTransient: Bool {
        switch self {
        case .serverError(let status, _): status >= 500 || status == 408 || status == 429
        case .timeout, .network: true
        case .notFound, .cancelled, .invalidData, .decodingFailed, .tooLarge, .unsupportedURL: false
        }
    }

    /// A readable description.
    public var description: String {
        switch self {
        case .notFound(let url): "not found: \(url.absoluteString)"
        case .serverError(let status, let url): "server error \(status) for \(url.absoluteString)"
        case .timeout(let url): "timed out loading \(url.absoluteString)"
        case .cancelled: "cancelled"
        case .invalidData(let reason): "invalid image data: \(reason)"
        case .decodingFailed(let reason): "decoding failed: \(reason)"
        case .tooLarge(let width, let height, let budget):
            "image of \(width)×\(height) pixels exceeds the budget of \(budget) pixels"
        case .network(let reason): "network error: \(reason)"
        case .unsupportedURL(let url): "no loader for \(url.absoluteString)"
        }
    }
}

extension ImagePipelineError {
    /// Maps a decoder's error to the pipeline's vocabulary.
    init(_ error: ImageDecodingError) {
        switch error {
        case .unrecognizedFormat: self = .invalidData(error.description)
        case .truncated, .malformed, .outOfMemory: self = .decodingFailed(error.description)
        case .tooLarge(let width, let height, let budget):
            self = .tooLarge(width: width, height: height, budget: budget)
        }
    }
}
