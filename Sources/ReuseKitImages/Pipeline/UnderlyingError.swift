import Foundation

/// An error from below the pipeline (the system, Foundation, the HTTP client) kept as the cause
/// of an `ImagePipelineError`.
///
/// Two are equal when they are of the same type and read the same, so that pipeline errors stay
/// comparable while the original is kept for whoever wants to inspect it.
public struct UnderlyingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The original error.
    public let error: any Error

    /// Keeps `error` as a cause.
    public init(_ error: any Error) {
        self.error = error
    }

    /// The original error's own description (for Foundation's errors, their localized one).
    public var description: String {
        // Every error bridges to NSError here, so conformance says nothing about who wrote it.
        let module = String(reflecting: type(of: error)).prefix { $0 != "." }
        if module == "Foundation" || module == "FoundationNetworking" || module == "FoundationEssentials" {
            return error.localizedDescription
        }
        return String(describing: error)
    }

    /// Whether both wrap errors of the same type that read the same.
    public static func == (lhs: UnderlyingError, rhs: UnderlyingError) -> Bool {
        type(of: lhs.error) == type(of: rhs.error) && lhs.description == rhs.description
    }

    /// Hashes the error's type and description, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: error)))
        hasher.combine(description)
    }
}
