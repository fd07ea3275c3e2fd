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
    /// The connection closed before the body the response promised was complete.
    case truncatedBody(received: Int, expected: Int?)
    /// More redirects than the client follows in one attempt.
    case tooManyRedirects(Int)

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
        }
    }
}
