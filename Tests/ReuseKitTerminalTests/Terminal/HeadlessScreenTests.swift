import Testing

@testable import ReuseKitTerminal

@Suite("Headless screen")
struct HeadlessScreenTests {
    @Test("Presented frames are kept, rendered, and readable as text")
    func presentsFrames() throws {
        let screen = HeadlessScreen(size: TerminalSize(columns: 8, rows: 2))
        var frame = ScreenBuffer(size: screen.size)
        frame.put("漢字ab", x: 1, y: 1)
        try screen.present(frame, scroll: nil)
        #expect(screen.text == "        \n 漢字ab ")
        #expect(screen.presentCount == 1)
        #expect(!screen.lastOutput.isEmpty)
        try screen.present(frame, scroll: nil)
        #expect(screen.lastOutput.isEmpty)
    }

    @Test("Queued input and resizes come back as events, parsed like a terminal's")
    func events() throws {
        let screen = HeadlessScreen(size: TerminalSize(columns: 8, rows: 2))
        screen.send(Array("x\u{1B}[<64;2;1M\u{1B}".utf8))
        screen.resize(to: TerminalSize(columns: 10, rows: 3))
        #expect(
            try screen.nextEvents(timeoutMilliseconds: -1) == [
                .input(.key(KeyEvent(.character("x")))),
                .input(.mouse(MouseEvent(.wheel(.up), column: 1, row: 0))),
                .input(.key(KeyEvent(.escape))),
                .resized(TerminalSize(columns: 10, rows: 3)),
            ])
        #expect(try screen.nextEvents(timeoutMilliseconds: 0).isEmpty)
        try screen.present(ScreenBuffer(size: screen.size), scroll: nil)
        #expect(String(decoding: screen.lastOutput, as: UTF8.self).contains("\u{1B}[2J"))
    }
}
