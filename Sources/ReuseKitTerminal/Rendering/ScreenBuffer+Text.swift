extension ScreenBuffer {
    /// Draws `text` on row `y` from column `x`, clipped to `clip` and the grid; returns the
    /// column after the text (as if unclipped, so calls can chain).
    ///
    /// The text is sanitized first (see `TerminalText.sanitize`). Clusters without width,
    /// such as a lone combining mark, are dropped because they own no cell. A wide character
    /// cut by the clip edge is not half-drawn: its visible half becomes a space in `style`. A
    /// cluster's trailing zero width joiners are left out, since a terminal would join the next
    /// cell's character to them.
    @discardableResult
    public mutating func put(
        _ text: String, x: Int, y: Int, style: CellStyle = .plain, clip: CellRect? = nil
    ) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        var column = x
        let visibleRow = y >= area.y && y < area.maxY
        if TerminalText.isPrintableASCII(text) {
            // Most text in a list is plain ASCII: one cell per byte, no clusters, no sanitizing.
            guard visibleRow else { return column + text.utf8.count }
            for byte in text.utf8 {
                if column >= area.x && column < area.maxX {
                    place(
                        TerminalText.printableASCII[Int(byte) - 0x20], width: 1, style: style, x: column, y: y
                    )
                }
                column += 1
            }
            return column
        }
        for character in TerminalText.sanitize(text) {
            let width = TerminalText.displayWidth(of: character)
            if width == 0 { continue }
            defer { column += width }
            guard visibleRow, column + width > area.x, column < area.maxX else { continue }
            if column < area.x || column + width > area.maxX {
                // Only one half of a wide character is inside the clip.
                place(" ", width: 1, style: style, x: max(column, area.x), y: y)
            } else {
                place(
                    TerminalText.withoutTrailingJoiners(character), width: width, style: style, x: column,
                    y: y)
            }
        }
        return column
    }

    /// Fills `rect` (clipped to the grid) with `character` in `style`.
    ///
    /// A wide `character` is repeated every two columns; an odd column left over gets a space.
    public mutating func fill(_ rect: CellRect, with character: Character = " ", style: CellStyle = .plain) {
        let area = rect.intersection(bounds)
        let safe = TerminalText.withoutTrailingJoiners(TerminalText.sanitize(String(character)).first ?? " ")
        let width = max(1, TerminalText.displayWidth(of: safe))
        for y in area.y..<area.maxY {
            var x = area.x
            while x < area.maxX {
                if x + width <= area.maxX {
                    place(safe, width: width, style: style, x: x, y: y)
                } else {
                    place(" ", width: 1, style: style, x: x, y: y)
                }
                x += width
            }
        }
    }
}
