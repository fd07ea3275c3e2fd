/// A row's place in a sectioned list: the engine's index path.
public struct ListPosition: Hashable, Comparable, Sendable {
    /// The section.
    public var section: Int
    /// The row within the section.
    public var row: Int

    /// Creates a position.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    public static func < (lhs: ListPosition, rhs: ListPosition) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}
