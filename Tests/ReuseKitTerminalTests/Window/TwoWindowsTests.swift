import Foundation
@_spi(Hosting) import ReuseKit
import Testing

@testable import ReuseKitTerminal

/// The text system of another host: every character two points wide, lines three high.
@MainActor
private final class PointsTextSystem: TextSystem {
    func width(of text: String) -> CGFloat { CGFloat(2 * text.count) }
    var lineHeight: CGFloat { 3 }
    func lines(of text: String, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode) -> [String]
    {
        [text]
    }
}

@MainActor
@Suite("Two hosts in one process")
struct TwoWindowsTests {
    static func window() throws -> (TerminalWindow, NumberedList) {
        let clock = ManualFrameClock()
        let list = NumberedList(prefix: "row", clock: clock)
        let window = TerminalWindow(
            rootView: list.tableView, screen: HeadlessScreen(size: TerminalSize(columns: 40, rows: 12)),
            grid: .unit, clock: clock)
        try window.renderFrame()
        return (window, list)
    }

    @Test("Two terminal windows and a tree of another text system each lay their own views out")
    func twoHosts() throws {
        let (first, firstList) = try Self.window()
        let (second, secondList) = try Self.window()
        let other = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        other.traitOverrides = TraitCollection(
            textSystem: PointsTextSystem(), displayScale: 2, hairlineWidth: 0.5)

        #expect(first.textSystem !== second.textSystem)
        // Scrolling one window asks nothing of the other.
        first.handle(SideBySide.key(.down))
        #expect(!second.needsDisplay)
        try first.renderFrame()
        #expect(firstList.tableView.contentOffset.y == 1)
        #expect(secondList.tableView.contentOffset.y == 0)
        #expect((first.screen as? HeadlessScreen)?.text.hasPrefix("row 1") == true)
        #expect((second.screen as? HeadlessScreen)?.text.hasPrefix("row 0") == true)

        let firstCell = try #require(firstList.tableView.visibleCells.first)
        let secondCell = try #require(secondList.tableView.visibleCells.first)
        #expect(firstCell.traitCollection.textSystem === first.textSystem)
        #expect(secondCell.traitCollection.textSystem === second.textSystem)

        let labels = [try #require(firstCell.textLabel), try #require(secondCell.textLabel), Label()]
        other.addSubview(labels[2])
        for label in labels { label.text = "漢字 naïve" }
        let sizes = labels.map { $0.sizeThatFits(CGSize(width: 40, height: 0)) }
        // The terminal counts ideographs two columns; the other host two points a character.
        #expect(sizes[0] == CGSize(width: 10, height: 1))
        #expect(sizes[1] == CGSize(width: 10, height: 1))
        #expect(sizes[2] == CGSize(width: 16, height: 3))
        #expect(labels[2].traitCollection.displayScale == 2)
        #expect(firstCell.traitCollection.displayScale == 1)

        // A cell is as high as its lines, in each host's line height.
        let otherCell = TableViewCell(style: .default, reuseIdentifier: nil)
        otherCell.showsSeparator = firstCell.showsSeparator
        other.addSubview(otherCell)
        let terminalHeight = firstCell.sizeThatFits(CGSize(width: 40, height: 0)).height
        #expect(terminalHeight >= 1)
        #expect(otherCell.sizeThatFits(CGSize(width: 40, height: 0)).height == 3 * terminalHeight)
    }
}
