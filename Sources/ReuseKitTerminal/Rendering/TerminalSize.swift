/// The size of a terminal in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in columns.
    public var columns: Int
    /// Height in rows.
    public var rows: Int

    /// Creates a size; negative values count as zero.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// "columns×rows".
    public var description: String { "\(columns)×\(rows)" }
}
