import Foundation
@_spi(Hosting) import ReuseKit
import Testing

@testable import ReuseKitTerminal

/// A table written with UIKit's numbers, in a terminal of the standard 8 × 22-point cells.
@MainActor
@Suite("UIKit's numbers in a terminal")
struct TerminalWindowPointsTests {
    let clock = ManualFrameClock()
    let screen = HeadlessScreen(size: TerminalSize(columns: 40, rows: 12))
    let list: NumberedList
    let window: TerminalWindow

    init(rowHeight: CGFloat = 44) {
        list = NumberedList(prefix: "row", clock: clock)
        list.tableView.rowHeight = rowHeight
        window = TerminalWindow(rootView: list.tableView, screen: screen, clock: clock)
    }

    var lines: [Substring] { screen.text.split(separator: "\n", omittingEmptySubsequences: false) }

    @Test("The root view is the screen in points, and a 44-point row is two lines")
    func rowsOfTwoLines() throws {
        try window.renderFrame()
        #expect(list.tableView.frame.size == CGSize(width: 320, height: 264))
        for row in 0..<6 {
            #expect(lines[2 * row].hasPrefix("row \(row)"), "\(lines)")
            #expect(lines[2 * row + 1].trimmingCharacters(in: .whitespaces).isEmpty)
        }
    }

    @Test(
        "Rows of equal height that are not whole lines are equal whole lines", arguments: [70.0, 77.0, 5.0])
    func equalRows(height: CGFloat) throws {
        let test = TerminalWindowPointsTests(rowHeight: height)
        try test.window.renderFrame()
        let lines = max(1, (height / 22 + 0.5).rounded(.down))
        let table = test.list.tableView
        for row in 0..<3 {
            let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
            #expect(rect.height == lines * 22 && rect.minY == CGFloat(row) * lines * 22)
            #expect(test.lines[row * Int(lines)].hasPrefix("row \(row)"), "\(test.lines)")
        }
    }

    @Test("Keys scroll by a line of 22 points, the wheel by three, and a click selects the row under it")
    func input() throws {
        try window.renderFrame()
        window.handle(.input(.key(KeyEvent(.down))))
        window.advanceAnimations()
        try window.renderFrame()
        #expect(list.tableView.contentOffset.y == 22)
        #expect(lines[0].trimmingCharacters(in: .whitespaces).isEmpty && lines[1].hasPrefix("row 1"))
        window.handle(.input(.mouse(MouseEvent(.wheel(.down), column: 5, row: 5))))
        window.advanceAnimations()
        try window.renderFrame()
        // A line of 22 points, then a wheel notch of three lines.
        #expect(list.tableView.contentOffset.y == 88)
        // The middle of screen row 3 is 77 points down, content at 88 + 77 = 165: row 3 (132–176).
        window.handle(.input(.mouse(MouseEvent(.press(.left), column: 5, row: 3))))
        window.handle(.input(.mouse(MouseEvent(.release(.left), column: 5, row: 3))))
        #expect(list.selected == [3])
    }
}
