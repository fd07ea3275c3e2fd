import Foundation
import ReuseKit
import TestSupport
import Testing

@Suite("List snapshot against a model")
struct ListSnapshotRandomizedTests {
    typealias Snapshot = ListSnapshot<Int, Int>
    typealias Failure = ListSnapshotError<Int, Int>

    /// One edit, done to the snapshot and to the model.
    struct Edit: CustomStringConvertible {
        var description: String
        var snapshot: (inout Snapshot) throws(Failure) -> Void
        var model: (inout ListSnapshotModel) throws(Failure) -> Void
    }

    /// A random edit over a few identifiers, so that missing and duplicate ones are common.
    static func randomEdit(using generator: inout SeededGenerator) -> Edit {
        func section() -> Int { Int.random(in: 0..<6, using: &generator) }
        func item() -> Int { Int.random(in: 0..<40, using: &generator) }
        func sections() -> [Int] { (0..<Int.random(in: 0...3, using: &generator)).map { _ in section() } }
        func items() -> [Int] { (0..<Int.random(in: 0...5, using: &generator)).map { _ in item() } }
        let after = Bool.random(using: &generator)
        switch Int.random(in: 0..<14, using: &generator) {
        case 0:
            let ids = sections()
            return Edit(
                description: "appendSections(\(ids))",
                snapshot: { s throws(Failure) in try s.appendSections(ids) },
                model: { m throws(Failure) in try m.appendSections(ids) })
        case 1:
            let (ids, anchor) = (sections(), section())
            return Edit(
                description: "insertSections(\(ids), \(after ? "after" : "before"): \(anchor))",
                snapshot: { s throws(Failure) in
                    if after {
                        try s.insertSections(ids, afterSection: anchor)
                    } else {
                        try s.insertSections(ids, beforeSection: anchor)
                    }
                }, model: { m throws(Failure) in try m.insertSections(ids, at: anchor, after: after) })
        case 2:
            let ids = sections()
            return Edit(
                description: "deleteSections(\(ids))", snapshot: { $0.deleteSections(ids) },
                model: { $0.deleteSections(ids) })
        case 3:
            let (id, anchor) = (section(), section())
            return Edit(
                description: "moveSection(\(id), \(after ? "after" : "before"): \(anchor))",
                snapshot: { s throws(Failure) in
                    if after {
                        try s.moveSection(id, afterSection: anchor)
                    } else {
                        try s.moveSection(id, beforeSection: anchor)
                    }
                }, model: { m throws(Failure) in try m.moveSection(id, to: anchor, after: after) })
        case 4, 5, 6:
            let ids = items()
            let target: Int? = Bool.random(using: &generator) ? nil : section()
            return Edit(
                description: "appendItems(\(ids), toSection: \(String(describing: target)))",
                snapshot: { s throws(Failure) in try s.appendItems(ids, toSection: target) },
                model: { m throws(Failure) in try m.appendItems(ids, to: target) })
        case 7, 8:
            let (ids, anchor) = (items(), item())
            return Edit(
                description: "insertItems(\(ids), \(after ? "after" : "before"): \(anchor))",
                snapshot: { s throws(Failure) in
                    if after {
                        try s.insertItems(ids, afterItem: anchor)
                    } else {
                        try s.insertItems(ids, beforeItem: anchor)
                    }
                }, model: { m throws(Failure) in try m.insertItems(ids, at: anchor, after: after) })
        case 9:
            let ids = items()
            return Edit(
                description: "deleteItems(\(ids))", snapshot: { $0.deleteItems(ids) },
                model: { $0.deleteItems(ids) })
        case 10:
            let (id, anchor) = (item(), item())
            return Edit(
                description: "moveItem(\(id), \(after ? "after" : "before"): \(anchor))",
                snapshot: { s throws(Failure) in
                    if after {
                        try s.moveItem(id, afterItem: anchor)
                    } else {
                        try s.moveItem(id, beforeItem: anchor)
                    }
                }, model: { m throws(Failure) in try m.moveItem(id, to: anchor, after: after) })
        case 11:
            let ids = items()
            return Edit(
                description: "reloadItems(\(ids))", snapshot: { s throws(Failure) in try s.reloadItems(ids) },
                model: { m throws(Failure) in try m.checkItemsPresent(ids) })
        case 12:
            let ids = sections()
            return Edit(
                description: "reloadSections(\(ids))",
                snapshot: { s throws(Failure) in try s.reloadSections(ids) },
                model: { m throws(Failure) in try m.checkSectionsPresent(ids) })
        default:
            if Int.random(in: 0..<4, using: &generator) == 0 {
                return Edit(
                    description: "deleteAllItems()", snapshot: { $0.deleteAllItems() },
                    model: { $0.deleteAllItems() })
            }
            let ids = items()
            return Edit(
                description: "reconfigureItems(\(ids))",
                snapshot: { s throws(Failure) in try s.reconfigureItems(ids) },
                model: { m throws(Failure) in try m.checkItemsPresent(ids) })
        }
    }

    /// Every question the snapshot answers, against the model.
    static func problems(_ snapshot: Snapshot, _ model: ListSnapshotModel) -> [String] {
        var problems: [String] = []
        func check(_ ok: Bool, _ what: @autoclosure () -> String) { if !ok { problems.append(what()) } }
        check(
            snapshot.sectionIdentifiers == model.sectionIDs,
            "sectionIdentifiers \(snapshot.sectionIdentifiers)")
        check(snapshot.itemIdentifiers == model.items, "itemIdentifiers \(snapshot.itemIdentifiers)")
        check(snapshot.numberOfSections == model.sections.count, "numberOfSections")
        check(snapshot.numberOfItems == model.items.count, "numberOfItems")
        for section in 0..<6 {
            let items = model.sectionIndex(section).map { model.sections[$0].items } ?? []
            check(
                snapshot.indexOfSection(section) == model.sectionIndex(section), "indexOfSection(\(section))")
            check(
                snapshot.itemIdentifiers(inSection: section) == items,
                "itemIdentifiers(inSection: \(section))")
            check(
                snapshot.numberOfItems(inSection: section) == items.count,
                "numberOfItems(inSection: \(section))")
        }
        for item in 0..<40 {
            let place = model.place(item)
            check(snapshot.indexOfItem(item) == model.items.firstIndex(of: item), "indexOfItem(\(item))")
            check(
                snapshot.sectionIdentifier(containingItem: item)
                    == place.map { model.sections[$0.section].id },
                "sectionIdentifier(containingItem: \(item))")
        }
        return problems
    }

    @Test(
        "Seeded random edits do what an array of arrays does; a refused edit throws its error and changes nothing"
    )
    func randomEdits() {
        let run = RandomizedRun(name: "ListSnapshot.randomEdits", defaultIterations: 4_000)
        var generator = run.makeGenerator()
        var snapshot = Snapshot()
        var model = ListSnapshotModel()
        var refused = 0
        for step in 0..<run.iterations {
            if step % 500 == 0 {
                snapshot = Snapshot()
                model = ListSnapshotModel()
            }
            let edit = Self.randomEdit(using: &generator)
            let context = "SEED=\(run.seed) step \(step): \(edit)"
            var expected = model
            var expectedError: Failure?
            do throws(Failure) { try edit.model(&expected) } catch { expectedError = error }
            let before = snapshot
            // A copy shares the snapshot's lookup: editing it must leave the original alone.
            var edited = snapshot
            var actualError: Failure?
            do throws(Failure) { try edit.snapshot(&edited) } catch { actualError = error }
            #expect(actualError == expectedError, "\(context)")
            #expect(snapshot == before, "\(context): the original changed")
            if expectedError != nil {
                refused += 1
                #expect(edited == before, "\(context): a refused edit changed the snapshot")
            } else {
                model = expected
                snapshot = edited
            }
            let problems = Self.problems(snapshot, model)
            #expect(problems.isEmpty, "\(context): \(problems)")
            if !problems.isEmpty { return }
        }
        #expect(refused > run.iterations / 10, "errors were exercised: \(refused)")
    }
}
