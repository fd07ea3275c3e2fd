import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@MainActor
@Suite("List controller: animating the differences of snapshots")
struct ListControllerAnimationTests {
    static func snapshot(_ items: [Int]) -> ListControllerFixture.Snapshot {
        var snapshot = ListControllerFixture.Snapshot()
        snapshot.appendSection("main", items: items)
        return snapshot
    }

    @Test("a new snapshot animates on the table's clock: removed items fade out, the rest slide")
    func animatesDifferences() throws {
        let fixture = ListControllerFixture(items: 0..<20)
        let table = fixture.table
        let third = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        try fixture.controller.apply(Self.snapshot([0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]))
        #expect(table.isMoving && table.leavingViewCount == 1)
        #expect(third.frame.minY == 4 && third.presentationFrame?.minY == 6)
        var frames = 0
        while table.isMoving && frames < 100 {
            fixture.clock.advance(by: 1.0 / 60)
            table.step()
            table.layoutIfNeeded()
            frames += 1
            #expect(table.checkInvariants() == nil)
        }
        #expect(frames == 18 && table.leavingViewCount == 0 && third.presentationFrame == nil)
        #expect(fixture.visibleTexts == ["0", "1", "3", "4", "5", "6", "7", "8", "9", "10"])
    }

    @Test("animatingDifferences false shows the new snapshot at once")
    func immediate() throws {
        let fixture = ListControllerFixture(items: 0..<20)
        try fixture.controller.apply(Self.snapshot([5, 0, 1, 2]), animatingDifferences: false)
        #expect(!fixture.table.isMoving && fixture.table.leavingViewCount == 0)
        #expect(fixture.table.visibleCells.allSatisfy { $0.presentationFrame == nil })
        #expect(fixture.visibleTexts == ["5", "0", "1", "2"])
        #expect(fixture.table.checkInvariants() == nil)
    }
}
