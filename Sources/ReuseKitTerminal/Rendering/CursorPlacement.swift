/// Where the terminal's cursor rests after a frame, and whether it shows: terminal screen
/// readers and braille displays follow the cursor, so a host puts it at the focused item.
public struct CursorPlacement: Hashable, Sendable {
    /// The cell's column, from 0 at the left.
    public var x: Int
    /// The cell's row, from 0 at the top.
    public var y: Int
    /// Whether the cursor is shown there (it is hidden by default, as the app draws its own
    /// focus and caret).
    public var isVisible: Bool

    /// Places the cursor at column `x`, row `y`.
    public init(x: Int, y: Int, isVisible: Bool = false) {
        self.x = x
        self.y = y
        self.isVisible = isVisible
    }
}
