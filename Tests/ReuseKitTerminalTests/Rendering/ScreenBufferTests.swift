import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKitTerminal

@Suite("Screen buffer")
struct ScreenBufferTests {
    private func text(_ buffer: ScreenBuffer, row: Int) -> String {
        String(buffer.row(row).filter { !$0.isContinuation }.map(\.character))
    }

    @Test("Text is clipped to a rectangle and a wide character at its edge is not half-drawn")
    func clipping() {
        var buffer = ScreenBuffer(size: TerminalSize(columns: 10, rows: 2))
        let end = buffer.put("ab漢字cd", x: 1, y: 0, clip: CellRect(x: 0, y: 0, width: 6, height: 1))
        #expect(end == 9)
        #expect(text(buffer, row: 0) == " ab漢     ")
        #expect(buffer[5, 0].character == " " && buffer[5, 0].width == 1)
        buffer.put("漢字", x: -1, y: 1)
        #expect(text(buffer, row: 1) == " 字       ")
        buffer.put("漢字", x: 9, y: 1)
        #expect(buffer[9, 1].character == " ")
        #expect(buffer.checkInvariants() == nil)
    }

    @Test("Overwriting half of a wide character blanks its other half")
    func overwriteWideHalf() {
        var buffer = ScreenBuffer(size: TerminalSize(columns: 6, rows: 1))
        buffer.put("漢字", x: 0, y: 0)
        buffer.put("x", x: 1, y: 0)
        #expect(text(buffer, row: 0) == " x字  ")
        buffer.put("y", x: 2, y: 0)
        #expect(text(buffer, row: 0) == " xy   ")
        #expect(buffer.checkInvariants() == nil)
    }

    @Test("Fills and borders cover their rectangle, clipped to the grid")
    func fillAndBorder() {
        var buffer = ScreenBuffer(size: TerminalSize(columns: 6, rows: 4))
        buffer.fill(CellRect(x: 4, y: 0, width: 5, height: 1), with: "#")
        #expect(text(buffer, row: 0) == "    ##")
        buffer.drawBorder(CellRect(x: 0, y: 1, width: 4, height: 3), lines: .rounded)
        #expect(text(buffer, row: 1) == "╭──╮  ")
        #expect(text(buffer, row: 2) == "│  │  ")
        #expect(text(buffer, row: 3) == "╰──╯  ")
        buffer.fill(CellRect(x: 0, y: 0, width: 5, height: 1), with: "漢")
        #expect(text(buffer, row: 0) == "漢漢 #")
        #expect(buffer.checkInvariants() == nil)
    }

    @Test("Zero-width clusters and controls never reach a cell")
    func sanitizedCells() {
        var buffer = ScreenBuffer(size: TerminalSize(columns: 8, rows: 1))
        buffer.put("\u{301}a\u{1B}b", x: 0, y: 0)
        #expect(text(buffer, row: 0) == "a␛b     ")
    }

    @Test("Random drawing keeps every wide character whole")
    func randomInvariants() {
        let run = RandomizedRun(name: "ScreenBuffer.randomInvariants", defaultIterations: 300)
        var generator = run.makeGenerator()
        for _ in 0..<run.iterations {
            let size = TerminalSize(
                columns: Int.random(in: 1...20, using: &generator),
                rows: Int.random(in: 1...6, using: &generator))
            var buffer = ScreenBuffer(size: size)
            RandomFrames.draw(8, on: &buffer, using: &generator)
            #expect(buffer.checkInvariants() == nil)
            let top = Int.random(in: 0..<size.rows, using: &generator)
            let bottom = Int.random(in: (top + 1)...size.rows, using: &generator)
            buffer.scroll(
                rows: top..<bottom, by: Int.random(in: -(bottom - top)...(bottom - top), using: &generator))
            #expect(buffer.checkInvariants() == nil)
        }
    }
}
