extension ScreenBuffer {
    /// Underlines the cells of `area`, keeping their characters and colours; a blank cell has no
    /// text whose colour the underline would take, so it takes `color` as its foreground.
    ///
    /// - Complexity: O(cells in `area`).
    public mutating func underline(_ area: CellRect, color: TerminalColor) {
        let area = area.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let cell = self[x, y]
                // A wide character's right half follows its left half's style.
                guard !cell.isContinuation, x + Int(cell.width) <= size.columns else { continue }
                var style = cell.style
                style.attributes.insert(.underline)
                if cell.character == " " { style.foreground = color }
                place(cell.character, width: Int(cell.width), style: style, x: x, y: y)
            }
        }
    }
}
