extension Color {
    /// The colours xterm shows for the 16 colours of SGR 30–37 and 90–97 (and their
    /// backgrounds), in palette order: black, red, green, yellow, blue, magenta, cyan, white,
    /// then their bright forms.
    static let terminalBasicColors: [Color] = [
        Color(red: 0, green: 0, blue: 0), Color(red: 205, green: 0, blue: 0),
        Color(red: 0, green: 205, blue: 0), Color(red: 205, green: 205, blue: 0),
        Color(red: 0, green: 0, blue: 238), Color(red: 205, green: 0, blue: 205),
        Color(red: 0, green: 205, blue: 205), Color(red: 229, green: 229, blue: 229),
        Color(red: 127, green: 127, blue: 127), Color(red: 255, green: 0, blue: 0),
        Color(red: 0, green: 255, blue: 0), Color(red: 255, green: 255, blue: 0),
        Color(red: 92, green: 92, blue: 255), Color(red: 255, green: 0, blue: 255),
        Color(red: 0, green: 255, blue: 255), Color(red: 255, green: 255, blue: 255),
    ]

    /// The colour xterm shows for entry `index` (0–255) of its 256-colour palette: the 16
    /// basic colours, a 6×6×6 cube, then 24 greys.
    static func terminalPaletteColor(_ index: Int) -> Color {
        precondition((0...255).contains(index), "a 256-colour palette index is 0–255, not \(index)")
        if index < 16 { return terminalBasicColors[index] }
        if index >= 232 {
            let level = UInt8(8 + 10 * (index - 232))
            return Color(red: level, green: level, blue: level)
        }
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        let cube = index - 16
        return Color(red: levels[cube / 36], green: levels[cube / 6 % 6], blue: levels[cube % 6])
    }
}
