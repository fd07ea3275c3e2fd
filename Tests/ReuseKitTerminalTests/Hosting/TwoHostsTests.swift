import Foundation
import ReuseKit
import TestSupport
import Testing

@testable import ReuseKitTerminal

/// A text system of another host: every character two points wide, lines three high.
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
struct TwoHostsTests {
    static func host() -> (TerminalHost, HostTestScene) {
        let clock = ManualFrameClock()
        let scene = HostTestScene(clock: clock)
        let host = TerminalHost(
            screen: HeadlessScreen(size: TerminalSize(columns: 40, rows: 12)),
            scenes: [SceneFactory(name: "test") { _ in scene }], clock: clock)
        return (host, scene)
    }

    @Test("Two terminal hosts and a host of another text system each lay their own tree out")
    func twoHosts() throws {
        let (first, firstScene) = Self.host()
        try first.renderFrame()
        let (second, secondScene) = Self.host()
        try second.renderFrame()
        let other = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        other.traitOverrides = TraitCollection(
            textSystem: PointsTextSystem(), displayScale: 2, hairlineWidth: 0.5)

        #expect(first.textSystem !== second.textSystem)
        let firstCell = try #require(firstScene.tableView.visibleCells.first)
        let secondCell = try #require(secondScene.tableView.visibleCells.first)
        #expect(firstCell.traitCollection.textSystem === first.textSystem)
        #expect(secondCell.traitCollection.textSystem === second.textSystem)

        let labels = [firstCell.textLabel, secondCell.textLabel, Label()]
        other.addSubview(labels[2])
        for label in labels { label.text = "漢字 naïve" }
        let sizes = labels.map { $0.sizeThatFits(CGSize(width: 40, height: 0)) }
        // The terminal counts ideographs two columns; the other host two points a character.
        #expect(sizes[0] == CGSize(width: 10, height: 1))
        #expect(sizes[1] == CGSize(width: 10, height: 1))
        #expect(sizes[2] == CGSize(width: 16, height: 3))
        #expect(labels[2].traitCollection.displayScale == 2)
        #expect(firstCell.traitCollection.displayScale == 1)

        // A cell is as high as its lines (and separator), in each host's line height.
        let otherCell = TableViewCell(style: .default, reuseIdentifier: nil)
        otherCell.showsSeparator = firstCell.showsSeparator
        other.addSubview(otherCell)
        let terminalHeight = firstCell.sizeThatFits(CGSize(width: 40, height: 0)).height
        #expect(terminalHeight >= 1)
        #expect(otherCell.sizeThatFits(CGSize(width: 40, height: 0)).height == 3 * terminalHeight)
    }
}
