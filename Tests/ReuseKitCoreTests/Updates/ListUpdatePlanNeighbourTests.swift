import TestSupport
import Testing

@testable import ReuseKitCore

@Suite("List update plans: the row that takes a leaving row's place")
struct ListUpdatePlanNeighbourTests {
    @Test(
        "random batches: a row that stays is found where it went; one that leaves, the next that stays, else the previous"
    )
    func randomized() throws {
        let run = RandomizedRun(name: "ListUpdatePlanNeighbour", defaultIterations: 2000)
        var random = run.makeGenerator()
        var nextID = 0
        var list = RandomListBatch.list(nextID: &nextID, using: &random)
        for step in 0..<run.iterations {
            if Int.random(in: 0..<100, using: &random) < 3 {
                list = RandomListBatch.list(nextID: &nextID, using: &random)
            }
            let batch = RandomListBatch(from: list, exact: false, nextID: &nextID, using: &random)
            defer { list = batch.new }
            // Reloaded sections are asked again: their rows carry no identity through the update.
            guard batch.update.reloadedSections.isEmpty else { continue }
            let plan = try ListUpdatePlan(
                batch.update, oldRowCounts: list.rowCounts, newRowCounts: batch.new.rowCounts)
            var landing: [Int: ListPosition] = [:]
            for (section, content) in batch.new.sections.enumerated() {
                for (row, item) in content.rows.enumerated() {
                    landing[item.id] = ListPosition(section: section, row: row)
                }
            }
            let old = list.sections.enumerated().flatMap { section, content in
                content.rows.indices.map {
                    (position: ListPosition(section: section, row: $0), id: content.rows[$0].id)
                }
            }
            for (index, row) in old.enumerated() {
                let expected =
                    landing[row.id]
                    ?? old[(index + 1)...].lazy.compactMap { landing[$0.id] }.first
                    ?? old[..<index].reversed().lazy.compactMap { landing[$0.id] }.first
                let found = plan.newPositionOrNeighbour(of: row.position)
                guard found == expected else {
                    Issue.record(
                        "step \(step) (SEED=\(run.seed)): \(row.position) went to \(String(describing: found)), not \(String(describing: expected))\n\(batch.update)"
                    )
                    return
                }
            }
        }
    }

    @Test("a row of a reloaded section keeps its index, clamped to the section's new rows")
    func reloadedSection() throws {
        var update = ListUpdate()
        update.reloadedSections = [1]
        let plan = try ListUpdatePlan(update, oldRowCounts: [2, 5, 2], newRowCounts: [2, 3, 2])
        #expect(
            plan.newPositionOrNeighbour(of: ListPosition(section: 1, row: 1))
                == ListPosition(section: 1, row: 1))
        #expect(
            plan.newPositionOrNeighbour(of: ListPosition(section: 1, row: 4))
                == ListPosition(section: 1, row: 2))
        var emptied = ListUpdate()
        emptied.reloadedSections = [1]
        emptied.deletedRows = [ListPosition(section: 0, row: 1)]
        let plan2 = try ListUpdatePlan(emptied, oldRowCounts: [2, 5, 2], newRowCounts: [1, 0, 2])
        // The section has no rows now: the row after it takes the place.
        #expect(
            plan2.newPositionOrNeighbour(of: ListPosition(section: 1, row: 3))
                == ListPosition(section: 2, row: 0))
        #expect(
            plan2.newPositionOrNeighbour(of: ListPosition(section: 0, row: 1))
                == ListPosition(section: 2, row: 0))
        #expect(plan2.newPositionOrNeighbour(of: ListPosition(section: 9, row: 0)) == nil)
    }
}
