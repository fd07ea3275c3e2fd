/// The changes that turn one list of unique identifiers into another: deletions (old indexes),
/// insertions (new indexes) and moves (old → new), in UIKit's batch-update terms.
public struct ListDifference: Equatable, Sendable {
    /// Indexes in the old list of elements that are gone.
    public var deletes: [Int] = []
    /// Indexes in the new list of elements that are new.
    public var inserts: [Int] = []
    /// Elements present in both whose position does not follow from the deletes and inserts.
    public var moves: [Move] = []

    /// A move from an old index to a new one.
    public struct Move: Equatable, Sendable {
        /// The index in the old list.
        public var from: Int
        /// The index in the new list.
        public var to: Int
    }

    /// Creates an empty difference.
    public init() {}

    /// Whether nothing changes.
    public var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && moves.isEmpty }
}

/// Why two lists could not be compared.
public enum DifferenceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An identifier appears twice in the old (or the new) list.
    case duplicateIdentifier(index: Int, inNewList: Bool)

    public var description: String {
        switch self {
        case .duplicateIdentifier(let index, let inNewList):
            return "the identifier at index \(index) of the \(inNewList ? "new" : "old") list appears twice; "
                + "identifiers must be unique"
        }
    }
}
