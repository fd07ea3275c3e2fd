import Foundation
import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKit

@Suite("Table view: the seed's observations")
@MainActor
struct TableViewSeedTests {
    @Test("10 rows of 100 pt in a 667 pt table ask 10 heights, 7 cells, and size the content to 1000")
    func seedCounts() {
        let fixture = TableFixture(sections: [Array(repeating: 100, count: 10)])
        let table = fixture.makeTable()
        table.reloadData()
        table.layoutIfNeeded()
        #expect(fixture.heightCalls == 10)
        #expect(fixture.cellCalls == 7)
        #expect(table.contentSize.height == 1000)
        #expect(table.visibleCells.count == 7)
        #expect(table.checkInvariants() == nil)
    }

    @Test("heights are asked in row order on reload, as the seed printed them")
    func heightOrder() {
        let fixture = TableFixture(sections: [Array(repeating: 100, count: 10)])
        let table = fixture.makeTable()
        table.reloadData()
        #expect(fixture.heightRequests == (0..<10).map { IndexPath(row: $0, section: 0) })
    }

    @Test("an exact reload asks every height once, in order, across sections and height batches")
    func heightOrderAcrossBatches() {
        var random = SeededGenerator(
            seed: RandomizedRun(name: "table-batched-reload", defaultIterations: 1).seed)
        let counts = [1_500, 0, 2_049, 1]
        let sections = counts.map { count in
            (0..<count).map { _ in CGFloat([7, 20, 20, 33.5, 0].randomElement(using: &random) ?? 20) }
        }
        let fixture = TableFixture(sections: sections)
        let table = fixture.makeTable()
        table.reloadData()
        let expected = counts.indices.flatMap { section in
            (0..<counts[section]).map { IndexPath(row: $0, section: section) }
        }
        #expect(fixture.heightRequests == expected)
        var y: CGFloat = 0
        var mismatched: IndexPath?
        for (section, heights) in sections.enumerated() {
            for (row, height) in heights.enumerated() {
                let indexPath = IndexPath(row: row, section: section)
                if mismatched == nil
                    && table.rectForRow(at: indexPath) != CGRect(x: 0, y: y, width: 40, height: height)
                {
                    mismatched = indexPath
                }
                y += height
            }
        }
        #expect(
            mismatched == nil,
            "row \(mismatched?.row ?? -1) of section \(mismatched?.section ?? -1) is misplaced")
        #expect(table.contentSize.height == y)
        #expect(fixture.heightRequests.count == expected.count, "rectForRow asked no height again")
    }

    @Test("scrolling 1,000 variable rows down and back creates at most one cell more than ever visible")
    func reuseBound() {
        var random = SeededGenerator(seed: 42)
        let heights = (0..<1000).map { _ in CGFloat(Int.random(in: 20...160, using: &random)) }
        let fixture = TableFixture(sections: [heights])
        let table = fixture.makeTable()
        table.layoutIfNeeded()
        var mostVisible = table.visibleCells.count
        let end = table.contentSize.height - table.bounds.height
        var y: CGFloat = 0
        var steps: [CGFloat] = []
        while y < end {
            y = min(end, y + CGFloat(Int.random(in: 1...90, using: &random)))
            steps.append(y)
        }
        for offset in steps + steps.reversed() + [0] {
            table.contentOffset.y = offset
            table.layoutIfNeeded()
            mostVisible = max(mostVisible, table.visibleCells.count)
            #expect(table.checkInvariants() == nil)
            #expect(
                (table.indexPathsForVisibleRows ?? [])
                    == fixture.expectedVisibleRows(top: offset, height: 667))
        }
        #expect(table.cellCounters.created <= mostVisible + 1)
        #expect(fixture.heightCalls == 1000)
    }

    @Test("dequeue returns a pooled cell of the asked identifier whenever one exists")
    func dequeueByIdentifier() {
        final class Other: TableViewCell {}
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        table.register(TableViewCell.self, forCellReuseIdentifier: "a")
        table.register(Other.self, forCellReuseIdentifier: "b")
        let a = table.dequeueReusableCell(withIdentifier: "a")
        let b = table.dequeueReusableCell(withIdentifier: "b")
        #expect(table.dequeueReusableCell(withIdentifier: "missing") == nil)
        if let a, let b {
            table.recycle(a)
            table.recycle(b)
        }
        // The seed took any pooled cell and returned nil when its identifier differed.
        #expect(table.dequeueReusableCell(withIdentifier: "b") === b)
        #expect(table.dequeueReusableCell(withIdentifier: "a") === a)
        #expect(table.dequeueReusableCell(withIdentifier: "a") !== a)
        #expect(table.cellCounters.created == 3)
        #expect(table.cellCounters.reused == 2)
    }

    @Test("dequeuing an unregistered identifier with an index path stops with a clear message")
    func unregisteredDequeue() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let table = TableView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                _ = table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
            }
        }
    }
}
