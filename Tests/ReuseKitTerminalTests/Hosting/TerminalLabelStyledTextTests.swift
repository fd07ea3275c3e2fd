import Foundation
@_spi(Hosting) import ReuseKit
import Testing

@testable import ReuseKitTerminal

@Suite("Styled text in terminal cells")
@MainActor
struct TerminalLabelStyledTextTests {
    static let yellow = Color(red: 255, green: 255, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)

    /// `label` laid out at `frame` and rendered on a fresh grid of `size`.
    func render(_ label: Label, columns: Int, rows: Int) -> ScreenBuffer {
        label.traitOverrides = TraitCollection(textSystem: TerminalTextSystem(grid: .unit))
        label.layoutIfNeeded()
        let canvas = TerminalCanvas(size: TerminalSize(columns: columns, rows: rows), grid: .unit)
        canvas.withTransform(offset: label.frame.origin, clip: label.bounds) { label.render(in: canvas) }
        return canvas.buffer
    }

    func text(_ buffer: ScreenBuffer, row: Int) -> String {
        String(buffer.row(row).filter { !$0.isContinuation }.map(\.character))
    }

    @Test("Each cell of a wrapped label takes its run's colour, highlight, bold and underline")
    func runsInCells() {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        label.numberOfLines = 0
        var string = AttributedString("ok ERROR 漢字 disk")
        if let range = string.range(of: "ERROR 漢") {
            string[range].foregroundColor = .white
            string[range].backgroundColor = Self.yellow
            string[range].isBold = true
        }
        if let range = string.range(of: "disk") { string[range].underlineStyle = .single }
        label.attributedText = string
        let buffer = render(label, columns: 12, rows: 2)
        #expect(text(buffer, row: 0) == "ok ERROR    ")
        #expect(text(buffer, row: 1) == "漢字 disk   ")
        let highlighted = CellStyle(
            foreground: .rgb(255, 255, 255), background: .rgb(255, 255, 0), attributes: .bold)
        for x in 0..<12 {
            #expect(buffer[x, 0].style == ((3..<8).contains(x) ? highlighted : .plain), "row 0, column \(x)")
        }
        #expect(
            buffer[0, 1].style == highlighted && buffer[1, 1].style == highlighted, "漢 and its right half")
        #expect(buffer[2, 1].style == .plain && buffer[4, 1].style == .plain)
        for x in 5..<9 { #expect(buffer[x, 1].style == CellStyle(attributes: .underline), "column \(x)") }
        #expect(buffer[9, 1].style == .plain)
    }

    @Test("Text from a terminal's output draws in its SGR colours, its other controls as symbols")
    func escapedText() {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        label.attributedText = AttributedString(terminalEscapedText: "\u{1B}[31mE\u{1B}[0m\u{1B}[2J\tx")
        let buffer = render(label, columns: 20, rows: 1)
        #expect(text(buffer, row: 0) == "E␛[2J   x" + String(repeating: " ", count: 11))
        #expect(buffer[0, 0].style.foreground == .rgb(205, 0, 0))
        #expect(buffer[1, 0].style == .plain)
    }

    @Test("A label's background colour fills its bounds; a style's background only its glyphs")
    func backgrounds() {
        let label = Label(frame: CGRect(x: 1, y: 0, width: 8, height: 2))
        label.backgroundColor = Self.blue
        label.text = "hi"
        label.textStyle = TextStyle(background: Self.yellow)
        let buffer = render(label, columns: 10, rows: 3)
        for y in 0..<3 {
            for x in 0..<10 {
                let inside = (1..<9).contains(x) && y < 2
                let glyph = y == 0 && (1..<3).contains(x)
                let expected: TerminalColor = glyph ? .rgb(255, 255, 0) : inside ? .rgb(0, 0, 255) : .default
                #expect(buffer[x, y].style.background == expected, "column \(x), row \(y)")
            }
        }
    }
}
