/// The host's own rows around a scene: the tab bar at the top and the status line at the bottom.
enum HostChrome {
    static let barStyle = CellStyle(foreground: .rgb(220, 220, 230), background: .rgb(28, 30, 40))
    static let brandStyle = CellStyle(
        foreground: .rgb(255, 255, 255), background: .rgb(10, 132, 255), attributes: .bold)
    static let activeTabStyle = CellStyle(
        foreground: .rgb(20, 20, 28), background: .rgb(220, 220, 230), attributes: .bold)
    static let hintStyle = CellStyle(foreground: .rgb(150, 150, 165), background: .rgb(28, 30, 40))
    static let brand = " ReuseKit "
    static let hostKeys = "jk↑↓ scroll  PgUp/PgDn  g/G  Tab scene  Enter select  r refresh  h HUD  q quit"

    /// The columns each scene's tab takes in the tab bar.
    static func tabRanges(names: [String]) -> [Range<Int>] {
        var x = brand.count + 1
        var ranges: [Range<Int>] = []
        for name in names {
            let width = TerminalText.displayWidth(of: name) + 2
            ranges.append(x..<(x + width))
            x += width + 1
        }
        return ranges
    }

    /// Draws the tab bar on row 0: the brand, one tab per scene, the active one highlighted.
    static func drawTabBar(into buffer: inout ScreenBuffer, names: [String], active: Int) {
        guard buffer.size.rows > 0 else { return }
        let row = CellRect(x: 0, y: 0, width: buffer.size.columns, height: 1)
        buffer.fill(row, style: barStyle)
        buffer.put(brand, x: 0, y: 0, style: brandStyle, clip: row)
        for (index, range) in tabRanges(names: names).enumerated() {
            let style = index == active ? activeTabStyle : barStyle
            buffer.put(" \(names[index]) ", x: range.lowerBound, y: 0, style: style, clip: row)
        }
        let hint = "Tab ⇥ next scene "
        let hintWidth = TerminalText.displayWidth(of: hint)
        let tabsEnd = tabRanges(names: names).last?.upperBound ?? brand.count
        if buffer.size.columns - hintWidth > tabsEnd + 1 {
            buffer.put(hint, x: buffer.size.columns - hintWidth, y: 0, style: hintStyle, clip: row)
        }
    }

    /// Draws the status line on the last row: the scene's status on the left, then, as far as
    /// they fit, the keys on the right after a bar.
    static func drawStatusLine(into buffer: inout ScreenBuffer, status: String, keys: String) {
        guard buffer.size.rows > 1 else { return }
        let y = buffer.size.rows - 1
        let width = buffer.size.columns
        let row = CellRect(x: 0, y: y, width: width, height: 1)
        buffer.fill(row, style: barStyle)
        let left = TerminalText.truncate(" " + status, toWidth: width - 1)
        buffer.put(left, x: 0, y: y, style: barStyle, clip: row)
        let room = width - TerminalText.displayWidth(of: left) - 4
        guard room >= 12 else { return }
        let allKeys = keys.isEmpty ? hostKeys : keys + "  " + hostKeys
        let right = TerminalText.truncate(allKeys, toWidth: room)
        let x = width - TerminalText.displayWidth(of: right) - 1
        buffer.put("│", x: x - 2, y: y, style: hintStyle, clip: row)
        buffer.put(right, x: x, y: y, style: hintStyle, clip: row)
    }
}
