import Foundation
import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKit

@Suite("Table view: random operations against a reference")
@MainActor
struct TableViewRandomizedTests {
    @Test("exact heights: visible rows always equal a linear scan of the model", arguments: [false, true])
    func randomized(estimated: Bool) throws {
        let run = RandomizedRun(name: "TableView(estimated: \(estimated))", defaultIterations: 400)
        var random = run.makeGenerator()
        func height() -> CGFloat { CGFloat(Int.random(in: 0...8, using: &random) * 5) }
        let fixture = TableFixture(
            sections: (0..<3).map { _ in (0..<Int.random(in: 0...60, using: &random)).map { _ in 20 } })
        for section in fixture.sections.indices {
            fixture.sections[section] = fixture.sections[section].map { _ in height() }
        }
        fixture.headerHeight = 3
        let table = fixture.makeTable(height: 120, estimate: estimated ? 17 : 0)
        table.layoutIfNeeded()
        for step in 0..<run.iterations {
            let context = "SEED=\(run.seed) step \(step)"
            let section = Int.random(in: 0..<fixture.sections.count, using: &random)
            let count = fixture.sections[section].count
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1:
                let limit = max(1, table.contentSize.height)
                table.contentOffset.y = CGFloat(Int.random(in: 0...Int(limit), using: &random))
            case 2:
                table.contentOffset.y += CGFloat(Int.random(in: -40...40, using: &random))
            case 3:
                let row = Int.random(in: 0...count, using: &random)
                fixture.sections[section].insert(height(), at: row)
                fixture.ids[section].insert(fixture.nextIdentifier(), at: row)
                try table.insertRows(at: [IndexPath(row: row, section: section)])
            case 4 where count > 0:
                let row = Int.random(in: 0..<count, using: &random)
                fixture.sections[section].remove(at: row)
                fixture.ids[section].remove(at: row)
                try table.deleteRows(at: [IndexPath(row: row, section: section)])
            case 5 where count > 1:
                let from = Int.random(in: 0..<count, using: &random)
                let to = Int.random(in: 0..<count, using: &random)
                let movedHeight = fixture.sections[section].remove(at: from)
                let movedID = fixture.ids[section].remove(at: from)
                fixture.sections[section].insert(movedHeight, at: to)
                fixture.ids[section].insert(movedID, at: to)
                try table.moveRow(
                    at: IndexPath(row: from, section: section), to: IndexPath(row: to, section: section))
            case 6 where count > 0:
                let row = Int.random(in: 0..<count, using: &random)
                fixture.sections[section][row] = height()
                fixture.ids[section][row] = fixture.nextIdentifier()
                try table.reloadRows(at: [IndexPath(row: row, section: section)])
            case 7 where count > 0:
                let row = Int.random(in: 0..<count, using: &random)
                let positions: [TableView.ScrollPosition] = [.top, .middle, .bottom, .none]
                let position = positions.randomElement(using: &random) ?? .top
                table.scrollToRow(at: IndexPath(row: row, section: section), at: position, animated: false)
                table.layoutIfNeeded()
                let rect = table.rectForRow(at: IndexPath(row: row, section: section))
                if rect.height > 0 {
                    #expect(rect.maxY > table.contentOffset.y, "\(context)")
                    #expect(rect.minY < table.contentOffset.y + table.bounds.height, "\(context)")
                }
            case 8:
                table.reloadData()
            case 9:
                try batch(fixture, table, section: section, random: &random)
            case 10:
                if fixture.sections.count > 1 && Bool.random(using: &random) {
                    fixture.sections.remove(at: section)
                    fixture.ids.remove(at: section)
                    try table.deleteSections(IndexSet(integer: section))
                } else {
                    let rows = (0..<Int.random(in: 0...5, using: &random)).map { _ in height() }
                    fixture.sections.insert(rows, at: section)
                    fixture.ids.insert(rows.map { _ in fixture.nextIdentifier() }, at: section)
                    try table.insertSections(IndexSet(integer: section))
                }
            default:
                table.frame.size.width = CGFloat(Int.random(in: 20...60, using: &random))
            }
            table.layoutIfNeeded()
            if let problem = table.checkInvariants() {
                Issue.record("\(context): \(problem)")
                return
            }
            let texts = table.visibleCells.map { $0.textLabel?.text ?? "" }
            let expectedTexts = (table.indexPathsForVisibleRows ?? []).map {
                "\(fixture.ids[$0.section][$0.row])"
            }
            #expect(texts == expectedTexts, "\(context)")
            for (index, heights) in fixture.sections.enumerated() {
                #expect(table.numberOfRows(inSection: index) == heights.count, "\(context)")
            }
            if !estimated {
                let expected = fixture.expectedVisibleRows(
                    top: table.contentOffset.y, height: table.bounds.height)
                #expect((table.indexPathsForVisibleRows ?? []) == expected, "\(context)")
            }
        }
    }

    /// Deletes some rows and inserts others in one batch: deletions name old rows, insertions
    /// new ones.
    private func batch(
        _ fixture: TableFixture, _ table: TableView, section: Int, random: inout SeededGenerator
    ) throws {
        let count = fixture.sections[section].count
        let deleted = Set(
            (0..<Int.random(in: 0...3, using: &random)).compactMap { _ in
                count > 0 ? Int.random(in: 0..<count, using: &random) : nil
            })
        for row in deleted.sorted(by: >) {
            fixture.sections[section].remove(at: row)
            fixture.ids[section].remove(at: row)
        }
        var inserted: [Int] = []
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let row = Int.random(in: 0...fixture.sections[section].count, using: &random)
            fixture.sections[section].insert(CGFloat(Int.random(in: 1...6, using: &random) * 5), at: row)
            fixture.ids[section].insert(fixture.nextIdentifier(), at: row)
            inserted = inserted.map { $0 >= row ? $0 + 1 : $0 } + [row]
        }
        try table.performBatchUpdates { () throws(ListUpdateError) in
            try table.deleteRows(at: deleted.map { IndexPath(row: $0, section: section) })
            try table.insertRows(at: inserted.map { IndexPath(row: $0, section: section) })
        }
    }
}
