import Foundation
@_spi(Hosting) import ReuseKit
import Testing

@testable import ReuseKitTerminal

@Suite("Terminal text field")
@MainActor
struct TerminalTextFieldTests {
    /// A field over a list in a 20 × 4 headless terminal, `q` bound to quit.
    @MainActor
    final class Fixture {
        let screen = HeadlessScreen(size: TerminalSize(columns: 20, rows: 4))
        let field = TextField()
        let list = NumberedList(prefix: "R", clock: ManualFrameClock())
        let window: TerminalWindow

        init() {
            let stack = StackView(arrangedSubviews: [field, list.tableView])
            stack.axis = .vertical
            window = TerminalWindow(rootView: stack, screen: screen, grid: .unit)
            window.keyBindings[KeyEvent(.character("q"))] = .quit
        }

        /// Sends bytes as the terminal would, then flushes a pending Escape and draws.
        func send(_ bytes: String) throws {
            screen.send(Array(bytes.utf8))
            window.handle(try screen.nextEvents(timeoutMilliseconds: 0))
            try window.renderFrame()
        }

        /// The first row.
        var fieldRow: String {
            String(screen.text.split(separator: "\n", omittingEmptySubsequences: false)[0])
        }

        /// The column of the cell drawn as the caret on the first row, if one is.
        var caretColumn: Int? {
            (0..<screen.frame.size.columns).first { x in
                screen.frame[x, 0].style.attributes.contains(.reverse)
                    || screen.frame[x, 0].style.background == .rgb(10, 132, 255)
            }
        }
    }

    @Test("UTF-8 typed in the terminal edits the field: wide characters, emoji, Ctrl-← and Backspace")
    func typing() throws {
        let fixture = Fixture()
        try fixture.window.renderFrame()
        #expect(fixture.field.becomeFirstResponder())
        try fixture.send("qé東京👩‍💻")
        #expect(fixture.field.text == "qé東京👩‍💻")
        #expect(!fixture.window.isFinished, "q typed q")
        #expect(fixture.fieldRow.hasPrefix(" qé東京👩‍💻"))
        #expect(
            fixture.caretColumn == 1 + 1 + 1 + 2 + 2 + 2,
            "the caret after the emoji, wide characters two columns")
        try fixture.send("\u{1B}[1;5D")  // Ctrl-←: over the emoji, then the word qé東京
        #expect(fixture.field.caretOffset == 0)
        try fixture.send("\u{1B}[C\u{7F}")  // →, Backspace: deletes q
        #expect(fixture.field.text == "é東京👩‍💻")
        #expect(fixture.caretColumn == 1)
        #expect(fixture.screen.frame[1, 0].character == "é", "the caret keeps the character under it")
        try fixture.send("\u{1B}[200~a\nb\u{1B}[201~")
        #expect(fixture.field.text == "a bé東京👩‍💻", "a bracketed paste is inserted as text")
        try fixture.send("\u{03}")
        #expect(fixture.window.isFinished, "Ctrl-C quits")
    }

    @Test("Control characters in the text are drawn as their pictures, never sent")
    func controlCharacters() throws {
        let fixture = Fixture()
        fixture.field.text = "a\u{1B}[2Jb"
        try fixture.window.renderFrame()
        #expect(fixture.fieldRow.hasPrefix(" a␛[2Jb"))
    }

    @Test("A field is one row of the terminal's text: its padding rounds away on the grid")
    func oneRow() throws {
        let field = TextField()
        let list = NumberedList(prefix: "R", clock: ManualFrameClock())
        let stack = StackView(arrangedSubviews: [field, list.tableView])
        stack.axis = .vertical
        // The standard grid: a cell is 8 × 22 points, a line of text one row.
        let screen = HeadlessScreen(size: TerminalSize(columns: 20, rows: 4))
        let window = TerminalWindow(rootView: stack, screen: screen)
        try window.renderFrame()
        let row = TerminalGrid.standard.cellSize.height
        #expect(field.intrinsicContentSize.height == row)
        #expect(field.sizeThatFits(CGSize(width: 160, height: 0)).height == row)
        #expect(field.frame.height == row && list.tableView.frame.minY == row)
        field.text = "abc"
        try window.renderFrame()
        let rows = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[0].hasPrefix(" abc"), "the text on the field's one row: \(rows)")
    }
}
