import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@Suite("Table view: beginUpdates and endUpdates, as UIKit's")
@MainActor
struct TableViewUpdateGroupTests {
    static func make() -> (TableFixture, TableView, ManualFrameClock) {
        let fixture = TableFixture(sections: [Array(repeating: 10, count: 20)])
        let table = fixture.makeTable(height: 100)
        let clock = ManualFrameClock()
        table.clock = clock
        table.layoutIfNeeded()
        return (fixture, table, clock)
    }

    static func texts(_ table: TableView) -> [String] { table.visibleCells.compactMap(\.textLabel?.text) }

    @Test("changes between beginUpdates and endUpdates are checked and applied as one batch, groups nest")
    func groupedChangesApplyTogether() throws {
        let (fixture, table, _) = Self.make()
        fixture.sections[0].remove(at: 0)
        fixture.ids[0].remove(at: 0)
        fixture.sections[0].insert(10, at: 3)
        fixture.ids[0].insert(fixture.nextIdentifier(), at: 3)
        table.beginUpdates()
        try table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        // Alone this insert would not add up; in the group it does.
        table.beginUpdates()
        try table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        try table.endUpdates()
        #expect(table.numberOfRows(inSection: 0) == 20, "nothing is applied before the outer group ends")
        try table.endUpdates()
        try View.performWithoutAnimation { () throws(ListUpdateError) in try table.performBatchUpdates({}) }
        #expect(Self.texts(table) == fixture.ids[0].prefix(10).map(String.init))
        #expect(table.checkInvariants() == nil)
    }

    @Test("a group that does not add up throws at endUpdates and leaves the table as it was")
    func inconsistentGroupThrows() throws {
        let (fixture, table, _) = Self.make()
        let before = Self.texts(table)
        fixture.sections[0].append(10)
        fixture.ids[0].append(fixture.nextIdentifier())
        table.beginUpdates()
        try table.deleteRows(at: [IndexPath(row: 0, section: 0)])
        #expect(throws: ListUpdateError.self) { try table.endUpdates() }
        #expect(Self.texts(table) == before)
        #expect(!table.isMoving)
        // The group is closed: the next update stands alone.
        try table.insertRows(at: [IndexPath(row: 20, section: 0)])
        #expect(table.numberOfRows(inSection: 0) == 21)
    }

    @Test("beginUpdates then endUpdates with nothing between animates rows that changed height")
    func emptyGroupAnimatesHeights() throws {
        let (fixture, table, clock) = Self.make()
        let below = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        fixture.sections[0][1] = 30
        let asked = fixture.heightCalls
        table.beginUpdates()
        try table.endUpdates()
        #expect(fixture.heightCalls > asked, "the heights of the rows on screen are asked again")
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 30)
        #expect(below.frame.minY == 50)
        #expect(table.isMoving)
        #expect(below.presentationFrame?.minY == 30, "the row below slides from where it was")
        #expect(fixture.cellCalls == 10, "no cell is asked again")
        var frames = 0
        while table.isMoving && frames < 100 {
            clock.advance(by: 1.0 / 60)
            table.step()
            table.layoutIfNeeded()
            #expect(table.checkInvariants() == nil)
            frames += 1
        }
        #expect(below.presentationFrame == nil && below.frame.minY == 50)
        #expect(table.contentSize.height == 220)
    }

    @Test("performBatchUpdates with no change measures the rows on screen again too")
    func emptyBatchMeasures() throws {
        let (fixture, table, _) = Self.make()
        fixture.sections[0][0] = 4
        try View.performWithoutAnimation { () throws(ListUpdateError) in try table.performBatchUpdates({}) }
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 4)
        #expect(table.checkInvariants() == nil)
    }
}
