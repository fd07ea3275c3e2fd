import TestSupport
import Testing

@testable import ReuseKitCore

@Suite("List update plans against an identity reference")
struct ListUpdatePlanRandomizedTests {
    /// Every other batch rebuilds one kept plan in place, now and then after a refused one, so
    /// a plan reusing its storage answers as a new one does.
    @Test("random valid batches map positions and keep, carry, measure or forget heights by identity")
    func randomized() {
        let run = RandomizedRun(name: "ListUpdatePlan", defaultIterations: 3000)
        var random = run.makeGenerator()
        var nextID = 0
        var list = RandomListBatch.list(nextID: &nextID, using: &random)
        var layout = ListLayout()
        list.load(into: &layout)
        var kept = ListUpdatePlan()
        for step in 0..<run.iterations {
            if Int.random(in: 0..<100, using: &random) < 3 {
                list = RandomListBatch.list(nextID: &nextID, using: &random)
                list.load(into: &layout)
            }
            Self.measureSome(&list, &layout, using: &random)
            let exact = Bool.random(using: &random)
            let batch = RandomListBatch(from: list, exact: exact, nextID: &nextID, using: &random)
            if let problem = Self.refuseWrongCounts(batch, from: list, into: &kept, using: &random) {
                Issue.record("step \(step) (SEED=\(run.seed)): \(problem)")
                return
            }
            let plan: ListUpdatePlan
            do {
                if step % 2 == 1 {
                    try kept.rebuild(
                        batch.update, oldRowCounts: list.rowCounts, newRowCounts: batch.new.rowCounts)
                    plan = kept
                } else {
                    plan = try ListUpdatePlan(
                        batch.update, oldRowCounts: list.rowCounts, newRowCounts: batch.new.rowCounts)
                }
            } catch {
                Issue.record(
                    "step \(step) (SEED=\(run.seed)): a valid update was refused: \(error)\n\(batch.update)")
                return
            }
            if let problem = Self.check(batch, plan, from: list, exact: exact, in: &layout) {
                Issue.record("step \(step) (SEED=\(run.seed)): \(problem)")
                return
            }
            list = batch.new
        }
    }

    /// Measures or forgets a few rows between batches, so that batches meet both kinds.
    static func measureSome(
        _ list: inout IdentifiedList, _ layout: inout ListLayout, using random: inout SeededGenerator
    ) {
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            guard let section = list.sections.indices.randomElement(using: &random),
                let row = list.sections[section].rows.indices.randomElement(using: &random)
            else { return }
            if Int.random(in: 0..<4, using: &random) == 0 {
                layout.invalidateHeight(ofRow: row, inSection: section)
                list.sections[section].rows[row].height = nil
            } else {
                let height = RandomListBatch.height(&random)
                layout.setHeight(height, forRow: row, inSection: section)
                list.sections[section].rows[row].height = height
            }
        }
    }

    /// Every row after the update that no old row maps to is new: `oldPosition(of:)` says so.
    static func checkNewRowsHaveNoOldPosition(
        _ plan: ListUpdatePlan, _ batch: RandomListBatch, from old: IdentifiedList
    ) -> String? {
        let oldIDs = Set(old.sections.flatMap { $0.rows.map(\.id) })
        for (section, content) in batch.new.sections.enumerated() {
            for (row, item) in content.rows.enumerated() where !oldIDs.contains(item.id) {
                let position = ListPosition(section: section, row: row)
                if let source = plan.oldPosition(of: position) {
                    return "new row at \(position) has old position \(source)\n\(batch.update)"
                }
            }
        }
        return nil
    }

    /// One time in ten, rebuilds `plan` for `batch` against new row counts with a section too
    /// many, which must be refused.
    static func refuseWrongCounts(
        _ batch: RandomListBatch, from old: IdentifiedList, into plan: inout ListUpdatePlan,
        using random: inout SeededGenerator
    ) -> String? {
        guard Int.random(in: 0..<10, using: &random) == 0 else { return nil }
        do {
            try plan.rebuild(
                batch.update, oldRowCounts: old.rowCounts, newRowCounts: batch.new.rowCounts + [0])
            return "an update with a section too many was accepted\n\(batch.update)"
        } catch {
            return nil
        }
    }

    static func check(
        _ batch: RandomListBatch, _ plan: ListUpdatePlan, from old: IdentifiedList, exact: Bool,
        in layout: inout ListLayout
    ) -> String? {
        let positions = batch.new.positionsByID()
        for (section, content) in old.sections.enumerated() {
            for (row, item) in content.rows.enumerated() {
                let position = ListPosition(section: section, row: row)
                if plan.newPosition(of: position) != positions[item.id] {
                    return
                        "newPosition(of: \(position)) is \(String(describing: plan.newPosition(of: position))), "
                        + "expected \(String(describing: positions[item.id]))\n\(batch.update)"
                }
                if let new = positions[item.id], plan.oldPosition(of: new) != position {
                    return "oldPosition(of: \(new)) is \(String(describing: plan.oldPosition(of: new))), "
                        + "expected \(position)\n\(batch.update)"
                }
                if plan.isReloaded(position) != batch.reloaded.contains(position) {
                    return "isReloaded(\(position)) is \(plan.isReloaded(position))\n\(batch.update)"
                }
            }
        }
        if let problem = Self.checkNewRowsHaveNoOldPosition(plan, batch, from: old) { return problem }
        let log = UpdateSizingLog()
        layout.apply(plan, sizing: log.sizing(for: batch, exact: exact))
        let expectedSections = batch.sectionHeights.keys.sorted()
        if log.headers.sorted() != expectedSections || log.footers.sorted() != expectedSections {
            return "asked headers \(log.headers.sorted()) and footers \(log.footers.sorted()), "
                + "expected \(expectedSections)\n\(batch.update)"
        }
        if log.rows.sorted() != batch.askedRowHeights.keys.sorted() {
            return
                "asked rows \(log.rows.sorted()), expected \(batch.askedRowHeights.keys.sorted())\n\(batch.update)"
        }
        if let problem = batch.new.layoutReference.mismatch(in: layout) {
            return "after apply: \(problem)\n\(batch.update)"
        }
        return nil
    }
}
