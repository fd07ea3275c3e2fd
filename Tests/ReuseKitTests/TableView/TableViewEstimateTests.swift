import Foundation
import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKit

@Suite("Table view: estimated heights, anchoring and scrolling to rows")
@MainActor
struct TableViewEstimateTests {
    static func fixture(rows: Int, seed: UInt64 = 7) -> TableFixture {
        var random = SeededGenerator(seed: seed)
        return TableFixture(sections: [
            (0..<rows).map { _ in CGFloat(Int.random(in: 1...6, using: &random) * 10) }
        ])
    }

    @Test("10,000,000 rows with an estimate reload without asking every height")
    func tenMillionRows() {
        let fixture = TableFixture(sections: [Array(repeating: 30, count: 10_000_000)])
        let table = fixture.makeTable(height: 600, estimate: 44)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(fixture.heightCalls == 20)
        #expect(table.visibleCells.count == 20)
        table.scrollToRow(at: IndexPath(row: 5_000_000, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        #expect((table.indexPathsForVisibleRows ?? []).first == IndexPath(row: 5_000_000, section: 0))
        #expect((table.indexPathsForVisibleRows ?? []).count == 20)
        #expect(table.rectForRow(at: IndexPath(row: 5_000_000, section: 0)).minY == table.contentOffset.y)
        #expect(fixture.heightCalls < 100)
        #expect(table.checkInvariants() == nil)
    }

    @Test("each height is asked at most once while scrolling back and forth")
    func heightsAskedOnce() {
        let fixture = Self.fixture(rows: 500)
        let table = fixture.makeTable(height: 200, estimate: 35)
        table.layoutIfNeeded()
        for _ in 0..<2 {
            for step in 0..<300 {
                table.contentOffset.y = CGFloat(step * 20)
                table.layoutIfNeeded()
                #expect(table.checkInvariants() == nil)
            }
            for step in (0..<300).reversed() {
                table.contentOffset.y = CGFloat(step * 20)
                table.layoutIfNeeded()
            }
        }
        #expect(Set(fixture.heightRequests).count == fixture.heightRequests.count)
        #expect(fixture.heightCalls == table.measuredRowCount)
    }

    @Test("measuring rows that scroll in from above never moves the rows on screen")
    func anchoringWhileScrollingUp() {
        let fixture = Self.fixture(rows: 2000)
        let table = fixture.makeTable(height: 300, estimate: 35)
        table.scrollToRow(at: IndexPath(row: 1500, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        for _ in 0..<200 {
            let before = table.visibleCells.map {
                ($0.textLabel?.text ?? "", $0.frame.minY - table.contentOffset.y)
            }
            table.contentOffset.y -= 7
            table.layoutIfNeeded()
            let after = Dictionary(
                uniqueKeysWithValues: table.visibleCells.map {
                    ($0.textLabel?.text ?? "", $0.frame.minY - table.contentOffset.y)
                })
            for (text, screenY) in before {
                if let now = after[text] { #expect(now == screenY + 7) }
            }
            #expect(table.checkInvariants() == nil)
        }
    }

    @Test("rectForRow measures a row above the viewport and moves the offset so the screen stays")
    func rectForRowAboveViewport() {
        let fixture = Self.fixture(rows: 1000)
        let table = fixture.makeTable(height: 300, estimate: 35)
        table.scrollToRow(at: IndexPath(row: 800, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        let firstCell = table.visibleCells[0]
        let screenY = firstCell.frame.minY - table.contentOffset.y
        let rect = table.rectForRow(at: IndexPath(row: 100, section: 0))
        #expect(rect.height == fixture.sections[0][100])
        table.layoutIfNeeded()
        #expect(firstCell.frame.minY - table.contentOffset.y == screenY)
        #expect(table.checkInvariants() == nil)
    }

    @Test("scrollToRow lands exactly at every position in one call through unmeasured rows")
    func scrollToRowLandsExactly() {
        let fixture = Self.fixture(rows: 5000)
        let table = fixture.makeTable(height: 300, estimate: 35)
        table.layoutIfNeeded()
        var random = SeededGenerator(seed: 3)
        for _ in 0..<60 {
            let row = Int.random(in: 0..<5000, using: &random)
            let path = IndexPath(row: row, section: 0)
            let position =
                [TableView.ScrollPosition.top, .middle, .bottom, .none].randomElement(using: &random) ?? .top
            table.scrollToRow(at: path, at: position, animated: false)
            table.layoutIfNeeded()
            let rect = table.rectForRow(at: path)
            let top = table.contentOffset.y
            let clampedTop = table.clampedOffsetY(top)
            #expect(top == clampedTop)
            let expectedTop: CGFloat
            switch position {
            case .top: expectedTop = table.clampedOffsetY(rect.minY)
            case .middle: expectedTop = table.clampedOffsetY(rect.midY - 150)
            case .bottom: expectedTop = table.clampedOffsetY(rect.maxY - 300)
            case .none: expectedTop = top
            }
            #expect(top == expectedTop, "row \(row) at \(position)")
            #expect(rect.minY < top + 300 && rect.maxY > top)
            #expect(table.checkInvariants() == nil)
        }
    }

    @Test("self-sizing cells are measured from their content when the delegate gives no height")
    func selfSizing() {
        final class Source: TableViewDataSource {
            let texts = (0..<50).map { String(repeating: "word ", count: $0 % 7 + 1) }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
                cell.textLabel?.numberOfLines = 0
                cell.textLabel?.text = texts[indexPath.row]
                return cell
            }
        }
        let source = Source()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 10, height: 40))
        table.register(TableViewCell.self, forCellReuseIdentifier: "c")
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 3
        table.dataSource = source
        table.layoutIfNeeded()
        for cell in table.visibleCells {
            // The separator is drawn over the row's bottom edge and takes no height.
            let lines = cell.textLabel?.lines(forWidth: 10).count ?? 0
            #expect(cell.frame.height == CGFloat(lines))
        }
        #expect(table.checkInvariants() == nil)
    }

    @Test("Self-sizing cells measure in the table's host traits, not in those of no host")
    func selfSizingUsesTheTablesTraits() {
        final class Source: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
                cell.textLabel?.text = "name"
                cell.detailTextLabel?.text = "number"
                return cell
            }
        }
        final class TallLines: TextSystem {
            func width(of text: String) -> CGFloat { CGFloat(text.count) }
            var lineHeight: CGFloat { 3 }
            func lines(of text: String, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode)
                -> [String]
            { [text] }
        }
        let source = Source()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 30, height: 60))
        table.traitOverrides = TraitCollection(textSystem: TallLines())
        table.register(SubtitleCell.self, forCellReuseIdentifier: "c")
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 6
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(!table.visibleCells.isEmpty)
        for cell in table.visibleCells {
            #expect(cell.frame.height == 6, "two lines of three points: the title and the subtitle")
        }
        #expect(table.checkInvariants() == nil)
    }
}

/// A cell of the `.subtitle` style, however it is registered.
private final class SubtitleCell: TableViewCell {
    required init(style: Style, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
}
