import ReuseKit

/// The frame-timing overlay: frame time median and p99, bytes written per frame, cells created
/// and reused, pool size and visible count, drawn in a box at the top right of an area.
enum HUDPanel {
    static let width = 38
    static let boxStyle = CellStyle(foreground: .rgb(120, 200, 255), background: .rgb(16, 18, 26))
    static let textStyle = CellStyle(foreground: .rgb(230, 230, 240), background: .rgb(16, 18, 26))

    /// The lines the panel shows.
    static func lines(statistics: FrameStatistics, reuse: ReuseStatistics?) -> [String] {
        func ms(_ value: Double?) -> String { value.map { NumberFormat.milliseconds($0) } ?? "–" }
        func count(_ value: Int?) -> String { value.map(NumberFormat.grouped) ?? "–" }
        var lines = [
            "frame  \(ms(statistics.medianFrameTime)) ms med  \(ms(statistics.p99FrameTime)) ms p99",
            "bytes  \(count(statistics.lastBytes)) last  \(count(statistics.medianBytes)) med",
            "frames \(count(statistics.frameCount))",
        ]
        if let reuse {
            lines.append("cells  \(count(reuse.created)) created  \(count(reuse.reused)) reused")
            lines.append("pool   \(count(reuse.pooled))  visible \(count(reuse.visible))")
        }
        return lines
    }

    /// Draws the panel in the top right corner of `area`, if it fits.
    static func draw(
        into buffer: inout ScreenBuffer, area: CellRect, statistics: FrameStatistics, reuse: ReuseStatistics?
    ) {
        let text = lines(statistics: statistics, reuse: reuse)
        let box = CellRect(
            x: area.maxX - width, y: area.y, width: width, height: text.count + 2
        ).intersection(area)
        guard box.width == width, box.height == text.count + 2 else { return }
        buffer.fill(box, style: textStyle)
        buffer.drawBorder(box, style: boxStyle, lines: .rounded)
        buffer.put(" HUD · h hides ", x: box.x + 2, y: box.y, style: boxStyle, clip: box)
        let inner = CellRect(x: box.x + 2, y: box.y + 1, width: width - 4, height: text.count)
        for (index, line) in text.enumerated() {
            buffer.put(line, x: inner.x, y: inner.y + index, style: textStyle, clip: inner)
        }
    }
}
