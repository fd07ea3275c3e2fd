import Foundation

/// Fetches the encoded bytes of an image; implement it for other schemes or transports.
///
/// Loaders run off the main actor. Cancelling the calling task must cancel the transfer and end
/// the call with `.cancelled`.
public protocol DataLoading: Sendable {
    /// Whether this loader handles `url` (usually by scheme).
    func canLoad(_ url: URL) -> Bool
    /// Loads every byte at `url`, reporting progress as bytes arrive.
    func loadData(from url: URL, progress: @escaping @Sendable (LoadingProgress) -> Void)
        async throws(ImagePipelineError) -> Data
}

/// How much of a transfer has arrived.
public struct LoadingProgress: Sendable, Hashable, CustomStringConvertible {
    /// Bytes received so far.
    public var completed: Int64
    /// Bytes expected in all, when the source said.
    public var total: Int64?

    /// Creates a progress value.
    public init(completed: Int64, total: Int64?) {
        self.completed = completed
        self.total = total
    }

    /// Nothing received yet, size unknown.
    public static let zero = LoadingProgress(completed: 0, total: nil)

    /// `completed / total` in 0…1, when the total is known.
    public var fraction: Double? {
        guard let total, total > 0 else { return nil }
        return min(1, Double(completed) / Double(total))
    }

    /// A readable description.
    public var description: String {
        total.map { "\(completed)/\($0) bytes" } ?? "\(completed) bytes"
    }
}
