import TerminalTestSupport
import Testing

@testable import ReuseKitTerminal

@Suite("Frame renderer")
struct FrameRendererTests {
    private func listFrame(size: TerminalSize, firstRow: Int, rows: Range<Int>) -> ScreenBuffer {
        var frame = ScreenBuffer(size: size)
        frame.put("Header: a list of many rows", x: 0, y: 0, style: CellStyle(attributes: [.bold]))
        for y in rows {
            let item = firstRow + y - rows.lowerBound
            let style = CellStyle(
                foreground: .rgb(220, 220, 220),
                background: item % 2 == 0 ? .rgb(20, 20, 40) : .rgb(40, 40, 60))
            frame.fill(CellRect(x: 0, y: y, width: size.columns, height: 1), style: style)
            frame.put(
                "Row \(item): the quick brown fox 狐 jumps over the lazy dog \(item * 7919)", x: 1, y: y,
                style: style)
        }
        frame.put("Footer", x: 0, y: size.rows - 1)
        return frame
    }

    @Test("A one-row scroll with a hint writes about one row, not the whole list")
    func scrollHintSavesBytes() {
        let size = TerminalSize(columns: 200, rows: 60)
        for region in [1..<59, 0..<60] {
            var renderer = FrameRenderer(colorMode: .trueColor)
            let first = listFrame(size: size, firstRow: 0, rows: region)
            let full = renderer.render(first)
            var model = TerminalModel(columns: 200, rows: 60)
            model.apply(full)

            // What redrawing only the row that comes into view costs.
            var oneRowRenderer = FrameRenderer(colorMode: .trueColor)
            _ = oneRowRenderer.render(first)
            var lastRowChanged = first
            let lastRow = listFrame(size: size, firstRow: 1, rows: region)
            for x in 0..<200 {
                let cell = lastRow[x, region.upperBound - 1]
                if !cell.isContinuation {
                    lastRowChanged.place(
                        cell.character, width: Int(cell.width), style: cell.style, x: x,
                        y: region.upperBound - 1)
                }
            }
            let oneRow = oneRowRenderer.render(lastRowChanged).count

            let scrolled = listFrame(size: size, firstRow: 1, rows: region)
            let withHint = renderer.render(scrolled, scroll: ScrollHint(rows: region, distance: 1))
            model.apply(withHint)
            #expect(model.firstDifference(from: TerminalModel.expected(scrolled, mode: .trueColor)) == nil)
            var plain = FrameRenderer(colorMode: .trueColor)
            _ = plain.render(first)
            let withoutHint = plain.render(scrolled).count
            #expect(withHint.count < 2 * oneRow, "scrolled \(withHint.count) bytes, one row is \(oneRow)")
            #expect(withHint.count * 10 < withoutHint, "hinted \(withHint.count), unhinted \(withoutHint)")
            #expect(withHint.count * 20 < full.count)
        }
    }

    @Test("An unchanged frame writes nothing; a new size redraws in full")
    func unchangedAndResize() {
        var renderer = FrameRenderer(colorMode: .trueColor)
        var frame = ScreenBuffer(size: TerminalSize(columns: 10, rows: 3))
        frame.put("hi", x: 0, y: 0)
        #expect(!renderer.render(frame).isEmpty)
        #expect(renderer.render(frame).isEmpty)
        let bigger = ScreenBuffer(size: TerminalSize(columns: 12, rows: 3))
        #expect(String(decoding: renderer.render(bigger), as: UTF8.self).contains("\u{1B}[2J"))
        renderer.invalidate()
        #expect(String(decoding: renderer.render(bigger), as: UTF8.self).contains("\u{1B}[2J"))
    }

    @Test("Cursor moves take the shortest form and SGR is sent only when the style changes")
    func minimalSequences() {
        var renderer = FrameRenderer(colorMode: .trueColor)
        let empty = ScreenBuffer(size: TerminalSize(columns: 80, rows: 5))
        _ = renderer.render(empty)
        var frame = empty
        let red = CellStyle(foreground: .rgb(255, 0, 0))
        frame.put("ab", x: 10, y: 2, style: red)
        frame.put("cd", x: 13, y: 2, style: red)
        frame.put("e", x: 40, y: 2, style: red)
        let output = String(decoding: renderer.render(frame), as: UTF8.self)
        // Gap of one unchanged blank in the same style? No: the blank is plain, so it is skipped
        // with a relative move; the style is set once for all three runs.
        #expect(
            output
                == "\u{1B}[?2026h\u{1B}[3;11H\u{1B}[38;2;255;0;0mab\u{1B}[Ccd\u{1B}[25Ce\u{1B}[0m\u{1B}[?2026l"
        )
    }

    @Test("Colours are sent as 256-colour palette entries or not at all, as the mode says")
    func colorModes() {
        let style = CellStyle(
            foreground: .rgb(255, 0, 0), background: .rgb(128, 128, 128), attributes: [.bold])
        var frame = ScreenBuffer(size: TerminalSize(columns: 4, rows: 1))
        frame.put("x", x: 0, y: 0, style: style)
        var palette = FrameRenderer(colorMode: .palette256)
        #expect(
            String(decoding: palette.render(frame), as: UTF8.self).contains("\u{1B}[1;38;5;196;48;5;244mx"))
        var monochrome = FrameRenderer(colorMode: .monochrome)
        #expect(String(decoding: monochrome.render(frame), as: UTF8.self).contains("\u{1B}[1mx"))
    }

    @Test("Hostile text cannot inject escape sequences through the renderer")
    func hostileText() {
        var frame = ScreenBuffer(size: TerminalSize(columns: 60, rows: 2))
        frame.put("\u{1B}[2J\u{1B}]52;c;SGVsbG8=\u{07}\u{9B}31m\u{202E}evil", x: 0, y: 0)
        var renderer = FrameRenderer(colorMode: .trueColor)
        var model = TerminalModel(columns: 60, rows: 2)
        model.apply(renderer.render(frame))
        #expect(model.anomalies.isEmpty)
        let shown = model.grid.prefix(60).filter { $0.width != 0 }.map(\.text).joined()
        #expect(shown.hasPrefix("␛[2J␛]52;c;SGVsbG8=␇�31m�evil"))
    }
}
