#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output could not be written (a full disk, a closed pipe, `/dev/full`).
public struct DemoOutputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The `errno` of the failed write.
    public var code: Int32

    /// Creates the error for a write that failed with `errno` `code`.
    public init(code: Int32) {
        self.code = code
    }

    /// A sentence naming the cause.
    public var description: String {
        "cannot write to standard output: \(String(cString: strerror(code)))"
    }
}
