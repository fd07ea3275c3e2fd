import ReuseKitCore

extension ScreenBuffer {
    /// Draws `image` scaled to fill `rect` as half-block cells, clipped to `clip` and the grid.
    ///
    /// Each cell shows two pixels stacked: `▀` with the top pixel as foreground and the bottom
    /// pixel as background, so `rect` holds `rect.width × 2·rect.height` pixels. Scaling is
    /// area-averaging; translucent pixels are composited over `matte`.
    public mutating func drawImage(
        _ image: Image, in rect: CellRect, matte: (red: UInt8, green: UInt8, blue: UInt8) = (0, 0, 0),
        clip: CellRect? = nil
    ) {
        let area = (clip ?? bounds).intersection(bounds).intersection(rect)
        guard !area.isEmpty, !rect.isEmpty else { return }
        let scaled = image.resized(width: rect.width, height: rect.height * 2)
        func color(_ x: Int, _ y: Int) -> TerminalColor {
            let pixel = scaled[x: x, y: y]
            let alpha = Int(pixel.alpha)
            func blend(_ value: UInt8, _ background: UInt8) -> UInt8 {
                UInt8((Int(value) * alpha + Int(background) * (255 - alpha) + 127) / 255)
            }
            return .rgb(
                blend(pixel.red, matte.red), blend(pixel.green, matte.green), blend(pixel.blue, matte.blue))
        }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let column = x - rect.x
                let row = (y - rect.y) * 2
                let style = CellStyle(foreground: color(column, row), background: color(column, row + 1))
                place("▀", width: 1, style: style, x: x, y: y)
            }
        }
    }
}
