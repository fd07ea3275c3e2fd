extension ScreenBuffer {
    /// Shows a caret on the cell at (`x`, `y`) as a terminal's block cursor: the cell (both
    /// halves of a wide character) in reverse video, its character kept; on a blank cell the
    /// block takes `color`. Outside the buffer, or on a continuation cell, it draws nothing.
    public mutating func caret(x: Int, y: Int, color: TerminalColor) {
        guard bounds.contains(column: x, row: y) else { return }
        let cell = self[x, y]
        guard !cell.isContinuation, x + Int(cell.width) <= size.columns else { return }
        var style = cell.style
        if cell.character == " " {
            style.background = color
        } else {
            style.attributes.insert(.reverse)
        }
        place(cell.character, width: Int(cell.width), style: style, x: x, y: y)
    }
}
