import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the HTTP client could not complete an exchange; the cause inside
/// `ImagePipelineError.network`.
public enum HTTPClientError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The host name did not resolve.
    case cannotResolve(host: String, reason: String)
    /// A system call failed with `errno` (connection refused or reset, no route, …).
    case system(operation: String, errno: Int32)
    /// The server closed the connection before a whole response head arrived.
    case closedBeforeResponse
    /// The response is not HTTP/1.x as the client reads it.
    case malformedResponse(String)
    /// The connection closed before the body the response promised was complete, or, over TLS,
    /// without the server's `close_notify` alert for a body that runs until the close (a
    /// truncation attack looks the same). `expected` is the promised length, if there was one.
    case truncatedBody(received: Int, expected: Int?)
    /// More redirects than the client follows in one attempt.
    case tooManyRedirects(Int)
    /// The response went past one of the client's limits on what may come besides the body;
    /// not retried.
    case limitExceeded(ResponseLimit)
    /// A redirect led from `https://` to plain `http://`, which the loader refuses unless its
    /// configuration allows it (`allowsRedirectsFromHTTPSToHTTP`); not retried.
    case insecureRedirect(from: URL, to: URL)
    /// An `https://` connection failed or was refused before the request was sent.
    case tls(TLSFailure)

    /// A limit on the parts of a response besides its body, with the most it allows. Whatever a
    /// server sends, a response ends at one of them, at the body limit or at the deadline.
    public enum ResponseLimit: Sendable, Hashable, CustomStringConvertible {
        /// Informational (`1xx`) heads before the final one.
        case informationalResponses(Int)
        /// Header fields in one head.
        case headerFields(Int)
        /// Bytes of all the heads of one response together, informational ones included.
        case headerBytes(Int)
        /// Trailer fields after a chunked body.
        case trailerFields(Int)
        /// Bytes of the trailer fields after a chunked body.
        case trailerBytes(Int)

        /// A readable description.
        public var description: String {
            switch self {
            case .informationalResponses(let limit): "more than \(limit) informational (1xx) responses"
            case .headerFields(let limit): "more than \(limit) header fields"
            case .headerBytes(let limit): "response heads over \(limit) bytes"
            case .trailerFields(let limit): "more than \(limit) trailer fields"
            case .trailerBytes(let limit): "trailer fields over \(limit) bytes"
            }
        }
    }

    /// Why an `https://` connection was not established.
    public enum TLSFailure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The server's certificate did not verify against the trusted certificate authorities
        /// (unknown or self-signed issuer, expired, revoked purpose, …); `reason` is OpenSSL's
        /// text for the verification result.
        case certificateRejected(reason: String)
        /// The certificate verified, but it is for other host names (or addresses) than `host`.
        case hostNameMismatch(host: String)
        /// The certificate names no subject alternative name: it names its host in its common
        /// name only, which is not read (as browsers and URLSession no longer do).
        case noSubjectAlternativeName(host: String)
        /// The handshake failed otherwise (no common protocol version or cipher, an alert, a
        /// server that does not speak TLS); `reason` is OpenSSL's error text.
        case handshakeFailed(reason: String)
        /// The client's TLS settings could not be made (the trust store or the extra certificate
        /// authorities could not be loaded); `reason` is OpenSSL's error text.
        case configurationFailed(reason: String)
        /// The connection failed after the handshake (a corrupt record, an alert from the
        /// server); `reason` is OpenSSL's error text.
        case connectionBroken(reason: String)

        /// A readable description.
        public var description: String {
            switch self {
            case .certificateRejected(let reason): "the server's certificate was rejected: \(reason)"
            case .hostNameMismatch(let host): "the server's certificate is not valid for \(host)"
            case .noSubjectAlternativeName(let host):
                "the server's certificate for \(host) has no subject alternative name"
            case .handshakeFailed(let reason): "the TLS handshake failed: \(reason)"
            case .configurationFailed(let reason): "TLS could not be set up: \(reason)"
            case .connectionBroken(let reason): "the TLS connection broke: \(reason)"
            }
        }
    }

    /// Whether trying again may help: not when TLS refused the server or could not be set up, a
    /// limit was passed or a redirect refused.
    public var isTransient: Bool {
        switch self {
        case .tls(.certificateRejected), .tls(.hostNameMismatch), .tls(.noSubjectAlternativeName),
            .tls(.configurationFailed), .limitExceeded, .insecureRedirect:
            false
        default: true
        }
    }

    /// A readable description.
    public var description: String {
        switch self {
        case .cannotResolve(let host, let reason): "cannot resolve \(host): \(reason)"
        case .system(let operation, let code): "\(operation) failed: \(String(cString: strerror(code)))"
        case .closedBeforeResponse: "the server closed the connection before answering"
        case .malformedResponse(let reason): "malformed response: \(reason)"
        case .truncatedBody(let received, let expected?): "truncated body: \(received) of \(expected) bytes"
        case .truncatedBody(let received, nil):
            "truncated body: the connection closed after \(received) bytes"
        case .tooManyRedirects(let count): "more than \(count) redirects"
        case .limitExceeded(let limit): "response over the client's limit: \(limit)"
        case .insecureRedirect(let from, let to):
            "refused a redirect from \(from.absoluteString) to insecure \(to.absoluteString)"
        case .tls(let failure): failure.description
        }
    }
}
