import Foundation
@_spi(Hosting) import ReuseKit
import Testing

@testable import ReuseKitTerminal

@Suite("Terminal cursor at the focused item")
@MainActor
struct TerminalCursorTests {
    /// The bytes that end a frame with the cursor at column `x`, row `y` (from 0).
    static func cursorEnding(x: Int, y: Int) -> [UInt8] {
        Array("\u{1B}[\(y + 1);\(x + 1)H\u{1B}[?2026l".utf8)
    }

    @Test("Each frame leaves the cursor on the first cell of the focused row's text")
    func followsFocus() throws {
        let fixture = SideBySide()
        let window = fixture.window
        let table = fixture.right.tableView
        try window.renderFrame()
        window.focusedView = table
        table.focusRow(at: IndexPath(row: 3, section: 0))
        try window.renderFrame()
        let label = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel)
        let origin = label.convert(CGPoint.zero, to: nil)
        #expect(origin.y == 3)
        #expect(fixture.screen.lastOutput.ends(with: Self.cursorEnding(x: Int(origin.x), y: 3)))
        #expect(!fixture.screen.lastOutput.contains(sequence: Array("\u{1B}[?25h".utf8)), "hidden by default")

        table.moveFocus(by: 2)
        try window.renderFrame()
        #expect(fixture.screen.lastOutput.ends(with: Self.cursorEnding(x: Int(origin.x), y: 5)))
    }

    @Test("With showsCursor the cursor is shown where it rests")
    func shown() throws {
        let fixture = SideBySide()
        fixture.window.showsCursor = true
        fixture.left.tableView.focusRow(at: IndexPath(row: 1, section: 0))
        try fixture.window.renderFrame()
        let output = fixture.screen.lastOutput
        let label = try #require(
            fixture.left.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel)
        let x = Int(label.convert(CGPoint.zero, to: nil).x)
        #expect(output.contains(sequence: Array("\u{1B}[?25h".utf8)))
        #expect(output.ends(with: Self.cursorEnding(x: x, y: 1)))
    }

    @Test("A frame that changes no cell still moves the cursor when its place changed")
    func movesWithoutChanges() {
        var renderer = FrameRenderer(colorMode: .trueColor)
        let frame = ScreenBuffer(size: TerminalSize(columns: 10, rows: 4))
        renderer.cursor = CursorPlacement(x: 2, y: 1)
        _ = renderer.render(frame)
        #expect(renderer.render(frame).isEmpty, "nothing changed, the cursor is where it was")
        renderer.cursor = CursorPlacement(x: 4, y: 3)
        #expect(renderer.render(frame) == Array("\u{1B}[?2026h\u{1B}[4;5H\u{1B}[?2026l".utf8))
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with tail: [UInt8]) -> Bool { Array(suffix(tail.count)) == tail }

    fileprivate func contains(sequence: [UInt8]) -> Bool {
        guard sequence.count <= count else { return false }
        return (0...(count - sequence.count)).contains { Array(self[$0..<($0 + sequence.count)]) == sequence }
    }
}
