import Testing

@_spi(Testing) @testable import ReuseKitCore

@Suite("List update plans")
struct ListUpdatePlanTests {
    static func position(_ section: Int, _ row: Int) -> ListPosition {
        ListPosition(section: section, row: row)
    }

    static var noSizing: ListLayout.UpdateSizing {
        ListLayout.UpdateSizing(headerHeight: { _ in 0 }, footerHeight: { _ in 0 }, rowHeight: nil)
    }

    @Test("an empty batch is empty, merges into nothing and maps every row to itself")
    func emptyBatch() throws {
        var update = ListUpdate()
        #expect(update.isEmpty)
        update.merge(ListUpdate())
        #expect(update == ListUpdate())
        let plan = try ListUpdatePlan(update, oldRowCounts: [2, 1], newRowCounts: [2, 1])
        #expect(plan.newPosition(of: Self.position(0, 1)) == Self.position(0, 1))
        #expect(plan.newPosition(of: Self.position(1, 0)) == Self.position(1, 0))
        #expect(plan.newPosition(of: Self.position(2, 0)) == nil)
    }

    @Test("moves a difference chose are not moves on purpose; merged with moves asked for, they are")
    func movesChosenByDifference() throws {
        var chosen = ListUpdate()
        chosen.movedRows = [(Self.position(0, 1), Self.position(0, 0))]
        chosen.movesChosenByDifference = true
        let plan = try ListUpdatePlan(chosen, oldRowCounts: [3], newRowCounts: [3])
        #expect(plan.isMoved(Self.position(0, 1)))
        #expect(!plan.isMovedOnPurpose(Self.position(0, 1)))
        var asked = ListUpdate()
        asked.movedRows = [(Self.position(0, 1), Self.position(0, 0))]
        let askedPlan = try ListUpdatePlan(asked, oldRowCounts: [3], newRowCounts: [3])
        #expect(askedPlan.isMovedOnPurpose(Self.position(0, 1)))
        // Into an empty batch (a group begun by the app) the difference's kind carries over.
        var group = ListUpdate()
        group.merge(chosen)
        #expect(group.movesChosenByDifference)
        // A batch without moves changes nothing about it; one with moves asked for ends it.
        var deletion = ListUpdate()
        deletion.deletedRows = [Self.position(0, 2)]
        group.merge(deletion)
        #expect(group.movesChosenByDifference)
        var moved = ListUpdate()
        moved.movedRows = [(Self.position(0, 0), Self.position(0, 1))]
        group.merge(moved)
        #expect(!group.movesChosenByDifference)
        group.removeAll()
        #expect(!group.movesChosenByDifference)
        // A rebuilt plan forgets the last update's kind.
        var reused = plan
        try reused.rebuild(asked, oldRowCounts: [3], newRowCounts: [3])
        #expect(reused.isMovedOnPurpose(Self.position(0, 1)))
    }

    @Test("a batch emptied keeping its storage is empty and takes new changes")
    func emptyingABatch() {
        var update = ListUpdate()
        update.insertedRows = [Self.position(0, 1), Self.position(0, 2)]
        update.deletedSections = [3]
        update.movedRows = [(Self.position(1, 0), Self.position(1, 2))]
        update.removeAll(keepingCapacity: true)
        #expect(update.isEmpty)
        #expect(update.insertedRows.capacity >= 2)
        update.reloadedRows = [Self.position(0, 0)]
        var expected = ListUpdate()
        expected.reloadedRows = [Self.position(0, 0)]
        #expect(update == expected)
    }

    @Test("a plan refused on rebuild is left empty, and rebuilds for the next update")
    func refusedRebuild() throws {
        var plan = try ListUpdatePlan(ListUpdate(), oldRowCounts: [2], newRowCounts: [2])
        var update = ListUpdate()
        update.insertedRows = [Self.position(0, 2)]
        #expect(throws: ListUpdateError.self) {
            try plan.rebuild(update, oldRowCounts: [2], newRowCounts: [4])
        }
        #expect(plan.newPosition(of: Self.position(0, 0)) == nil)
        try plan.rebuild(update, oldRowCounts: [2], newRowCounts: [3])
        #expect(plan.newPosition(of: Self.position(0, 1)) == Self.position(0, 1))
        #expect(plan.oldPosition(of: Self.position(0, 2)) == nil)
        #expect(plan.arrivedRowCount(after: Self.position(0, 1)) == 1)
    }

    @Test("merging batches concatenates every kind of change")
    func merging() {
        var first = ListUpdate()
        first.deletedRows = [Self.position(0, 0)]
        first.movedSections = [(from: 0, to: 1)]
        var second = ListUpdate()
        second.deletedRows = [Self.position(0, 1)]
        second.insertedSections = [2]
        second.movedRows = [(from: Self.position(1, 0), to: Self.position(1, 1))]
        first.merge(second)
        #expect(first.deletedRows == [Self.position(0, 0), Self.position(0, 1)])
        #expect(first.insertedSections == [2])
        #expect(first.movedSections.count == 1)
        #expect(first.movedRows.count == 1)
        #expect(!first.isEmpty)
        var other = first
        #expect(other == first)
        other.movedRows = [(from: Self.position(1, 0), to: Self.position(1, 2))]
        #expect(other != first)
    }

    @Test("deletions count before the update and insertions after it, as in UIKit")
    func coordinates() throws {
        var update = ListUpdate()
        update.deletedRows = [Self.position(0, 0), Self.position(0, 2)]
        update.insertedRows = [Self.position(0, 0), Self.position(0, 3)]
        let plan = try ListUpdatePlan(update, oldRowCounts: [5], newRowCounts: [5])
        let mapped = (0..<5).map { plan.newPosition(of: Self.position(0, $0))?.row }
        #expect(mapped == [nil, 1, nil, 2, 4])
    }

    @Test("a moved row carries its measured height into its new section and its old place closes")
    func movedRowCarriesHeight() throws {
        var layout = ListLayout()
        layout.reload(
            rowCounts: [2, 1], estimatedRowHeight: 10, headerHeights: [0, 0], footerHeights: [0, 0])
        layout.setHeight(33, forRow: 0, inSection: 0)
        var update = ListUpdate()
        update.movedRows = [(from: Self.position(0, 0), to: Self.position(1, 1))]
        let plan = try ListUpdatePlan(update, oldRowCounts: layout.rowCounts, newRowCounts: [1, 2])
        #expect(plan.newPosition(of: Self.position(0, 1)) == Self.position(0, 0))
        layout.apply(plan, sizing: Self.noSizing)
        #expect(layout.rowCounts == [1, 2])
        #expect(layout.measuredHeight(row: 1, inSection: 1) == 33)
        #expect(layout.measuredHeight(row: 0, inSection: 0) == nil)
        #expect(layout.contentHeight == 53)
        #expect(layout.checkInvariants() == nil)
    }

    @Test("a moved section keeps its header, footer and measured rows; a reloaded one asks again")
    func sections() throws {
        var layout = ListLayout()
        layout.reload(
            rowCounts: [1, 2], estimatedRowHeight: 10, headerHeights: [1, 2], footerHeights: [3, 4])
        layout.setHeight(7, forRow: 1, inSection: 1)
        layout.setHeight(8, forRow: 0, inSection: 0)
        var update = ListUpdate()
        update.movedSections = [(from: 1, to: 0)]
        update.reloadedSections = [0]
        let plan = try ListUpdatePlan(update, oldRowCounts: layout.rowCounts, newRowCounts: [2, 3])
        #expect(plan.isReloaded(Self.position(0, 0)))
        #expect(!plan.isReloaded(Self.position(1, 0)))
        #expect(plan.newPosition(of: Self.position(0, 0)) == nil)
        #expect(plan.newPosition(of: Self.position(1, 1)) == Self.position(0, 1))
        let sizing = ListLayout.UpdateSizing(
            headerHeight: { $0 == 1 ? 5 : 100 }, footerHeight: { $0 == 1 ? 6 : 100 }, rowHeight: nil)
        layout.apply(plan, sizing: sizing)
        #expect(layout.rowCounts == [2, 3])
        #expect(layout.span(ofSection: 0) == ListSpan(origin: 0, height: 2 + 10 + 7 + 4))
        #expect(layout.span(ofSection: 1) == ListSpan(origin: 23, height: 5 + 30 + 6))
        #expect(layout.measuredCount == 1)
        #expect(layout.checkInvariants() == nil)
    }
}
