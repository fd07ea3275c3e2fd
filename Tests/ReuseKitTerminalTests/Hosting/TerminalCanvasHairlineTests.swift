import Foundation
@_spi(Testing) import ReuseKit
import Testing

@_spi(Testing) @testable import ReuseKitTerminal

@Suite("Terminal canvas hairlines")
@MainActor
struct TerminalCanvasHairlineTests {
    @Test("A hairline at a cell's bottom edge underlines the cell's last row and keeps its text")
    func separatorUnderlinesRowAbove() {
        let canvas = TerminalCanvas(size: TerminalSize(columns: 8, rows: 3), grid: .unit)
        // A cell one row high at row 1, drawing its separator over its bottom edge, as a table's.
        canvas.withTransform(offset: CGPoint(x: 0, y: 1), clip: CGRect(x: 0, y: 0, width: 8, height: 1)) {
            canvas.drawText("ab", at: .zero, width: 8, style: TextStyle(color: .white))
            canvas.drawHorizontalLine(at: 1, x: 1, width: 5, color: Color(red: 9, green: 8, blue: 7))
        }
        let row = (0..<8).map { canvas.buffer[$0, 1] }
        #expect(String(row.map(\.character)) == "ab      ", "the text stays, no row of ─")
        #expect(!row[0].style.attributes.contains(.underline), "left of the inset")
        #expect(row[1].style.attributes.contains(.underline))
        #expect(row[1].style.foreground == .rgb(255, 255, 255), "text keeps its colour")
        #expect(row[3].style.attributes.contains(.underline))
        #expect(row[3].style.foreground == .rgb(9, 8, 7), "a blank cell's underline takes the line's colour")
        #expect(!row[6].style.attributes.contains(.underline), "right of the line")
        #expect((0..<8).allSatisfy { !canvas.buffer[$0, 2].style.attributes.contains(.underline) })
        #expect((0..<8).allSatisfy { canvas.buffer[$0, 2].character == " " }, "the row below is untouched")
    }

    @Test("A hairline whose row above is clipped away is not drawn; one through a row is a row of ─")
    func clippedAndThroughARow() {
        let canvas = TerminalCanvas(size: TerminalSize(columns: 6, rows: 3), grid: .unit)
        canvas.withTransform(offset: CGPoint(x: 0, y: 1), clip: CGRect(x: 0, y: 0, width: 6, height: 2)) {
            canvas.drawText("top", at: .zero, width: 6, style: .plain)
            canvas.drawHorizontalLine(at: 0, x: 0, width: 6, color: .separator)
            canvas.drawHorizontalLine(at: 1.5, x: 0, width: 4, color: .separator)
        }
        #expect((0..<6).allSatisfy { !canvas.buffer[$0, 0].style.attributes.contains(.underline) })
        #expect(
            String((0..<6).map { canvas.buffer[$0, 1].character }) == "top   ", "the line did not cover it")
        #expect(String((0..<6).map { canvas.buffer[$0, 2].character }) == "────  ")
    }

    @Test("While content glides, a separator follows its cell's snapped bottom edge")
    func fractionalOrigin() {
        for offset in [0.3, 0.7] as [CGFloat] {
            let canvas = TerminalCanvas(size: TerminalSize(columns: 4, rows: 4), grid: .unit)
            canvas.withTransform(
                offset: CGPoint(x: 0, y: offset), clip: CGRect(x: 0, y: 0, width: 4, height: 2)
            ) {
                canvas.drawText("ab", at: CGPoint(x: 0, y: 1), width: 4, style: .plain)
                canvas.drawHorizontalLine(at: 2, x: 0, width: 4, color: .separator)
            }
            let textRow = (0..<4).first { y in canvas.buffer[0, y].character == "a" }
            #expect(
                textRow.map { canvas.buffer[0, $0].style.attributes.contains(.underline) } == true,
                "\(offset)")
            #expect((0..<4).allSatisfy { y in canvas.buffer[2, y].character != "─" }, "\(offset)")
        }
    }

    @Test("A wide character under a hairline stays whole")
    func wideCharacters() {
        let canvas = TerminalCanvas(size: TerminalSize(columns: 6, rows: 2), grid: .unit)
        canvas.drawText("漢字", at: .zero, width: 6, style: .plain)
        canvas.drawHorizontalLine(at: 1, x: 0, width: 6, color: .separator)
        #expect(canvas.buffer.checkInvariants() == nil)
        #expect(canvas.buffer[0, 0].character == "漢")
        #expect(canvas.buffer[0, 0].style.attributes.contains(.underline))
        #expect(canvas.buffer[1, 0].isContinuation)
        #expect(canvas.buffer[1, 0].style.attributes.contains(.underline))
    }
}
