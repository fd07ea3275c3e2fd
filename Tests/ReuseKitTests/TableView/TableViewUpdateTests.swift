import Foundation
import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKit

@Suite("Table view: updates")
@MainActor
struct TableViewUpdateTests {
    static func make(estimate: CGFloat = 0) -> (TableFixture, TableView) {
        let fixture = TableFixture(sections: [
            Array(repeating: 50, count: 40), Array(repeating: 30, count: 20),
        ])
        let table = fixture.makeTable(height: 300, estimate: estimate)
        table.layoutIfNeeded()
        return (fixture, table)
    }

    @Test("inserting rows asks only the new rows' heights and keeps the others")
    func insertKeepsHeights() throws {
        let (fixture, table) = Self.make()
        fixture.heightCalls = 0
        fixture.sections[0].insert(contentsOf: [80, 90], at: 3)
        fixture.ids[0].insert(contentsOf: [fixture.nextIdentifier(), fixture.nextIdentifier()], at: 3)
        try table.insertRows(at: [IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0)])
        #expect(fixture.heightCalls == 2)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == 80)
        #expect(table.contentSize.height == CGFloat(40 * 50 + 170 + 20 * 30))
        #expect(table.checkInvariants() == nil)
        #expect(
            table.visibleCells.map { $0.textLabel?.text }
                == (table.indexPathsForVisibleRows ?? []).map {
                    "\(fixture.ids[$0.section][$0.row])"
                })
    }

    @Test("an inconsistent insert throws a message naming the section and counts and changes nothing")
    func inconsistentUpdate() {
        let (fixture, table) = Self.make()
        let before = (
            table.contentSize, (table.indexPathsForVisibleRows ?? []),
            table.visibleCells.map { ObjectIdentifier($0) }
        )
        fixture.sections[1].append(30)
        fixture.ids[1].append(fixture.nextIdentifier())
        do {
            try table.insertRows(at: [IndexPath(row: 0, section: 0)])
            Issue.record("the update should have thrown")
        } catch {
            #expect(error.description.contains("section 0"))
            #expect(error.description.contains("after the update (40)"))
            #expect(error.description.contains("before the update (40)"))
            #expect(error.description.contains("1 inserted, 0 deleted"))
        }
        #expect(table.contentSize == before.0)
        #expect((table.indexPathsForVisibleRows ?? []) == before.1)
        #expect(table.visibleCells.map { ObjectIdentifier($0) } == before.2)
        #expect(table.checkInvariants() == nil)
    }

    @Test("out-of-range, duplicate and conflicting changes are refused")
    func refusedChanges() {
        let (_, table) = Self.make()
        #expect(throws: ListUpdateError.self) { try table.deleteRows(at: [IndexPath(row: 99, section: 0)]) }
        #expect(throws: ListUpdateError.self) { try table.deleteSections(IndexSet(integer: 5)) }
        #expect(throws: ListUpdateError.self) {
            try table.performBatchUpdates { () throws(ListUpdateError) in
                try table.deleteRows(at: [IndexPath(row: 1, section: 0)])
                try table.deleteRows(at: [IndexPath(row: 1, section: 0)])
            }
        }
        #expect(table.checkInvariants() == nil)
    }

    @Test("a batch of deletes, inserts, moves and reloads ends consistent with the data")
    func batch() throws {
        let (fixture, table) = Self.make(estimate: 44)
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        fixture.heightCalls = 0
        // Delete rows 0 and 2, move row 15 to the end of section 1, insert a row at 5, reload 12.
        let moved = fixture.ids[0][15]
        var section0 = fixture.ids[0]
        var heights0 = fixture.sections[0]
        section0.remove(at: 15)
        heights0.remove(at: 15)
        section0.remove(at: 2)
        heights0.remove(at: 2)
        section0.remove(at: 0)
        heights0.remove(at: 0)
        section0.insert(fixture.nextIdentifier(), at: 5)
        heights0.insert(66, at: 5)
        fixture.ids[0] = section0
        fixture.sections[0] = heights0
        fixture.ids[1].append(moved)
        fixture.sections[1].append(50)
        try table.performBatchUpdates { () throws(ListUpdateError) in
            try table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
            try table.moveRow(at: IndexPath(row: 15, section: 0), to: IndexPath(row: 20, section: 1))
            try table.insertRows(at: [IndexPath(row: 5, section: 0)])
            try table.reloadRows(at: [IndexPath(row: 12, section: 0)])
        }
        #expect(table.numberOfRows(inSection: 0) == 38)
        #expect(table.numberOfRows(inSection: 1) == 21)
        #expect(table.checkInvariants() == nil)
        #expect(
            table.visibleCells.map { $0.textLabel?.text }
                == (table.indexPathsForVisibleRows ?? []).map {
                    "\(fixture.ids[$0.section][$0.row])"
                })
        // Only the reloaded row and rows coming into view are measured again.
        #expect(fixture.heightCalls <= 8)
    }

    @Test("prepending rows above the viewport keeps the rows on screen in place")
    func prependKeepsPosition() throws {
        let fixture = TableFixture(sections: [Array(repeating: 20, count: 2000)])
        let table = fixture.makeTable(height: 300, estimate: 20)
        table.scrollToRow(at: IndexPath(row: 1000, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        let cell = table.visibleCells[0]
        let screenY = cell.frame.minY - table.contentOffset.y
        fixture.sections[0].insert(contentsOf: Array(repeating: 33, count: 50), at: 0)
        fixture.ids[0].insert(contentsOf: (0..<50).map { _ in fixture.nextIdentifier() }, at: 0)
        try table.insertRows(at: (0..<50).map { IndexPath(row: $0, section: 0) })
        table.layoutIfNeeded()
        #expect(table.visibleCells[0] === cell)
        #expect(cell.frame.minY - table.contentOffset.y == screenY)
        #expect(table.indexPath(for: cell) == IndexPath(row: 1050, section: 0))
    }

    @Test("sections can be inserted, deleted and moved with their heights")
    func sections() throws {
        let (fixture, table) = Self.make()
        fixture.sections.insert([10, 10, 10], at: 0)
        fixture.ids.insert(
            [fixture.nextIdentifier(), fixture.nextIdentifier(), fixture.nextIdentifier()], at: 0)
        try table.insertSections(IndexSet(integer: 0))
        #expect(table.numberOfSections == 3)
        #expect(table.rect(forSection: 0).height == 30)
        fixture.sections.swapAt(1, 2)
        fixture.ids.swapAt(1, 2)
        try table.moveSection(2, toSection: 1)
        #expect(table.rect(forSection: 1).height == CGFloat(20 * 30))
        fixture.sections.remove(at: 0)
        fixture.ids.remove(at: 0)
        try table.deleteSections(IndexSet(integer: 0))
        #expect(table.contentSize.height == CGFloat(40 * 50 + 20 * 30))
        #expect(table.checkInvariants() == nil)
    }
}
