import ReuseKit

extension TerminalCanvas {
    /// A view colour as a terminal colour (alpha is dropped: cells are opaque).
    public static func terminalColor(_ color: Color) -> TerminalColor {
        .rgb(color.red, color.green, color.blue)
    }

    /// A view text style as a cell style; missing colours are the terminal's defaults.
    public static func cellStyle(_ style: TextStyle) -> CellStyle {
        var attributes: TextAttributes = []
        if style.isBold { attributes.insert(.bold) }
        if style.isDim { attributes.insert(.dim) }
        if style.isUnderlined { attributes.insert(.underline) }
        return CellStyle(
            foreground: style.color.map(terminalColor) ?? .default,
            background: style.background.map(terminalColor) ?? .default, attributes: attributes)
    }
}
