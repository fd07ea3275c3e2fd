extension ScreenBuffer {
    /// Draws the outline of `rect` with box-drawing characters, clipped to `clip` and the grid.
    ///
    /// A rectangle one row or one column thick becomes a straight line.
    public mutating func drawBorder(
        _ rect: CellRect, style: CellStyle = .plain, lines: BorderStyle = .single, clip: CellRect? = nil
    ) {
        guard !rect.isEmpty else { return }
        let area = (clip ?? bounds).intersection(bounds)
        let glyphs = lines.characters
        func set(_ character: Character, _ x: Int, _ y: Int) {
            if area.contains(column: x, row: y) { place(character, width: 1, style: style, x: x, y: y) }
        }
        if rect.height == 1 {
            for x in rect.x..<rect.maxX { set(glyphs[4], x, rect.y) }
            return
        }
        if rect.width == 1 {
            for y in rect.y..<rect.maxY { set(glyphs[5], rect.x, y) }
            return
        }
        let right = rect.maxX - 1
        let bottom = rect.maxY - 1
        for x in (rect.x + 1)..<right {
            set(glyphs[4], x, rect.y)
            set(glyphs[4], x, bottom)
        }
        for y in (rect.y + 1)..<bottom {
            set(glyphs[5], rect.x, y)
            set(glyphs[5], right, y)
        }
        set(glyphs[0], rect.x, rect.y)
        set(glyphs[1], right, rect.y)
        set(glyphs[2], rect.x, bottom)
        set(glyphs[3], right, bottom)
    }
}
