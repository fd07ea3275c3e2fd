import Foundation
@_spi(Testing) import ReuseKit
import Testing

@_spi(Testing) @testable import ReuseKitTerminal

@Suite("Terminal canvas")
@MainActor
struct TerminalCanvasTests {
    /// The rows of a buffer as text, continuation cells left out.
    func text(_ buffer: ScreenBuffer) -> [String] {
        (0..<buffer.size.rows).map { y in String(buffer.row(y).filter { !$0.isContinuation }.map(\.character))
        }
    }

    @Test("Transforms add up and clips narrow, and both are undone after the body")
    func transformAndClip() {
        let canvas = TerminalCanvas(size: TerminalSize(columns: 10, rows: 4), grid: .unit)
        canvas.withTransform(offset: CGPoint(x: 2, y: 1), clip: CGRect(x: 0, y: 0, width: 6, height: 2)) {
            canvas.withTransform(
                offset: CGPoint(x: 1, y: 1), clip: CGRect(x: -5, y: -5, width: 20, height: 20)
            ) {
                canvas.drawText("abcdefghij", at: .zero, width: 100, style: .plain)
                canvas.drawText("zzz", at: CGPoint(x: 0, y: 1), width: 100, style: .plain)
            }
        }
        #expect(canvas.origin == .zero)
        #expect(canvas.clip == canvas.buffer.bounds)
        // Outer clip: columns 2..<8, rows 1..<3; the text starts at (3, 2); row 3 is clipped away.
        #expect(text(canvas.buffer) == ["          ", "          ", "   abcde  ", "          "])
    }

    @Test("Fractional origins snap so that whole-row moves stay whole and neighbours tile")
    func snapping() {
        #expect(TerminalGrid.unit.row(0.49) == 0)
        #expect(TerminalGrid.unit.row(0.5) == 1)
        #expect(TerminalGrid.unit.row(-0.5) == 0)
        #expect(TerminalGrid.unit.row(-0.51) == -1)
        for value in stride(from: -3.0, through: 3.0, by: 0.125) {
            #expect(TerminalGrid.unit.row(5 + value) == 5 + TerminalGrid.unit.row(value))
        }
        let canvas = TerminalCanvas(size: TerminalSize(columns: 4, rows: 4), grid: .unit)
        canvas.withTransform(offset: CGPoint(x: 0, y: -0.6), clip: CGRect(x: 0, y: 0, width: 4, height: 10)) {
            canvas.fill(CGRect(x: 0, y: 1, width: 4, height: 1), with: .white)
            canvas.fill(CGRect(x: 0, y: 2, width: 4, height: 1), with: .black)
        }
        #expect(canvas.buffer[0, 0].style.background == .rgb(255, 255, 255))
        #expect(canvas.buffer[0, 1].style.background == .rgb(0, 0, 0))
        #expect(canvas.buffer[0, 2].style.background == .default)
    }

    @Test("Wide characters take two cells and are never cut in half by a clip")
    func wideCharacters() {
        let canvas = TerminalCanvas(size: TerminalSize(columns: 8, rows: 2), grid: .unit)
        canvas.drawText("漢字ab", at: .zero, width: 8, style: .plain)
        canvas.drawText("漢字", at: CGPoint(x: 0, y: 1), width: 3, style: .plain)
        #expect(text(canvas.buffer) == ["漢字ab  ", "漢      "])
        #expect(canvas.buffer[1, 0].isContinuation)
        #expect(canvas.buffer[2, 1].character == " ")
        #expect(canvas.buffer.checkInvariants() == nil)
    }

    @Test("Data-source text with escape sequences is drawn as visible symbols, never sent")
    func sanitization() throws {
        let screen = HeadlessScreen(size: TerminalSize(columns: 20, rows: 2))
        try screen.present(ScreenBuffer(size: screen.size))
        let canvas = TerminalCanvas(size: screen.size, grid: .unit)
        canvas.drawText("row \u{1B}[2J\u{9B}1m\u{7}", at: .zero, width: 20, style: .plain)
        try screen.present(canvas.buffer)
        let output = String(decoding: screen.lastOutput, as: UTF8.self)
        #expect(!output.contains("\u{1B}[2J"))
        #expect(!screen.lastOutput.contains(0x07))
        #expect(screen.text.hasPrefix("row ␛[2J�1m␇"))
    }

    @Test("Text without a background keeps the fill under it; styles map to cell attributes")
    func styles() {
        let canvas = TerminalCanvas(size: TerminalSize(columns: 6, rows: 1), grid: .unit)
        canvas.fill(CGRect(x: 0, y: 0, width: 6, height: 1), with: Color(red: 1, green: 2, blue: 3))
        canvas.drawText("hi", at: .zero, width: 6, style: TextStyle(color: .white, isBold: true))
        canvas.drawHorizontalLine(at: 0.5, x: 3, width: 3, color: .separator)
        let cell = canvas.buffer[0, 0]
        #expect(cell.style.background == .rgb(1, 2, 3))
        #expect(cell.style.foreground == .rgb(255, 255, 255))
        #expect(cell.style.attributes == .bold)
        #expect(canvas.buffer[4, 0].character == "─")
        #expect(canvas.buffer[4, 0].style.background == .rgb(1, 2, 3))
    }

    @Test("Images are drawn as half-block cells inside the clip")
    func images() {
        let canvas = TerminalCanvas(size: TerminalSize(columns: 4, rows: 2), grid: .unit)
        let red: [UInt8] = [255, 0, 0, 255]
        let blue: [UInt8] = [0, 0, 255, 255]
        let image = Image(width: 1, height: 2, pixels: red + blue)
        canvas.withTransform(offset: .zero, clip: CGRect(x: 0, y: 0, width: 2, height: 2)) {
            canvas.drawImage(image, in: CGRect(x: 1, y: 0, width: 2, height: 1))
        }
        #expect(canvas.buffer[1, 0].character == "▀")
        #expect(canvas.buffer[1, 0].style.foreground == .rgb(255, 0, 0))
        #expect(canvas.buffer[1, 0].style.background == .rgb(0, 0, 255))
        #expect(canvas.buffer[2, 0].character == " ")
    }

    @Test("The terminal text system counts columns as the canvas draws them")
    func textSystemWidths() {
        let textSystem = TerminalTextSystem(grid: .unit)
        #expect(textSystem.width(of: "ab") == 2)
        #expect(textSystem.width(of: "漢字") == 4)
        #expect(textSystem.width(of: "e\u{301}") == 1)
        #expect(textSystem.width(of: "\u{1B}[2J") == 4)
        #expect(textSystem.lineHeight == 1)
    }
}
