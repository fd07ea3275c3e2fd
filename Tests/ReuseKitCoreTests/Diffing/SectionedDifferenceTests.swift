import TestSupport
import Testing

@testable import ReuseKitCore

@Suite("Snapshot differences")
struct SectionedDifferenceTests {
    typealias Section = SnapshotSection<Int, Int>

    @Test("Heckel: a reversed list is a valid update with moves and nothing else")
    func reversed() throws {
        let difference = try Heckel.difference(from: [1, 2, 3, 4], to: [4, 3, 2, 1])
        #expect(difference.deletes.isEmpty)
        #expect(difference.inserts.isEmpty)
        #expect(!difference.moves.isEmpty)
    }

    @Test("duplicate identifiers are rejected with a clear error")
    func duplicates() {
        #expect(throws: DifferenceError.duplicateIdentifier(index: 2, inNewList: true)) {
            try Heckel.difference(from: [1, 2], to: [1, 2, 1])
        }
        #expect(throws: DifferenceError.self) {
            try SectionedDifference.update(
                from: [Section(id: 0, items: [1])], to: [Section(id: 0, items: [1, 1])])
        }
        let sections = [Section(id: 0, items: [1, 2]), Section(id: 1, items: [3])]
        for (old, new) in [
            (sections, [Section(id: 0, items: [1, 2]), Section(id: 1, items: [3, 2])]),
            (sections, [Section(id: 0, items: [4, 5]), Section(id: 1, items: [5])]),
            ([Section(id: 0, items: [1, 2]), Section(id: 1, items: [3, 1])], sections),
        ] {
            var reference: DifferenceError?
            do { _ = try ReferenceSectionedDifference.update(from: old, to: new) } catch { reference = error }
            var numbered: DifferenceError?
            do { _ = try SectionedDifference.update(from: old, to: new) } catch { numbered = error }
            #expect(numbered != nil && numbered == reference, "the same error at the same index")
            // Identifiers far apart take the dictionary, not the table indexed by value.
            func spreadOut(_ sections: [Section]) -> [Section] {
                sections.map { Section(id: $0.id, items: $0.items.map { $0 * 1_000_003 }) }
            }
            var hashed: DifferenceError?
            do { _ = try SectionedDifference.update(from: spreadOut(old), to: spreadOut(new)) } catch {
                hashed = error
            }
            #expect(hashed == reference, "the same error through the dictionary")
        }
        let error = DifferenceError.duplicateIdentifier(index: 3, inNewList: false)
        #expect(error.description.contains("index 3 of the old list"))
    }

    @Test("random snapshot pairs: the update is valid and maps every kept item to its new place")
    func randomized() throws {
        let run = RandomizedRun(name: "SectionedDifference", defaultIterations: 1500)
        var random = run.makeGenerator()
        var nextItem = 0
        for step in 0..<run.iterations {
            var old: [Section] = []
            for section in 0..<Int.random(in: 0...4, using: &random) {
                let items = (0..<Int.random(in: 0...8, using: &random)).map { _ -> Int in
                    nextItem += 1
                    return nextItem
                }
                old.append(Section(id: section, items: items))
            }
            let new = Self.mutate(old, random: &random, nextItem: &nextItem)
            let update = try SectionedDifference.update(from: old, to: new)
            #expect(
                update == (try ReferenceSectionedDifference.update(from: old, to: new)),
                "SEED=\(run.seed) step \(step): the same update as the reference")
            // Identifiers of another type take the generic path, Int ones a specialized one.
            func named(_ sections: [Section]) -> [SnapshotSection<Int, String>] {
                sections.map { SnapshotSection(id: $0.id, items: $0.items.map { "item \($0)" }) }
            }
            #expect(
                update == (try SectionedDifference.update(from: named(old), to: named(new))),
                "SEED=\(run.seed) step \(step): String identifiers give the same update")
            // Int identifiers close together are numbered through a table, spread-out ones (and
            // extreme ones) through a dictionary: both give the same update.
            let spreads: [(Int) -> Int] = [{ -$0 }, { $0 &* 1_000_003 }, { $0 == 1 ? Int.min : $0 }]
            for spread in spreads {
                func spreadOut(_ sections: [Section]) -> [Section] {
                    sections.map { Section(id: $0.id, items: $0.items.map(spread)) }
                }
                #expect(
                    update == (try SectionedDifference.update(from: spreadOut(old), to: spreadOut(new))),
                    "SEED=\(run.seed) step \(step): spread-out Int identifiers give the same update")
            }
            let plan = try ListUpdatePlan(
                update, oldRowCounts: old.map(\.items.count), newRowCounts: new.map(\.items.count))
            var inserted = Set<ListPosition>()
            for (sectionIndex, section) in new.enumerated() {
                for row in section.items.indices {
                    inserted.insert(ListPosition(section: sectionIndex, row: row))
                }
            }
            for (sectionIndex, section) in old.enumerated() {
                for (row, item) in section.items.enumerated() {
                    let position = plan.newPosition(of: ListPosition(section: sectionIndex, row: row))
                    let expected = Self.position(of: item, in: new)
                    if let position {
                        #expect(position == expected, "SEED=\(run.seed) step \(step) item \(item)")
                        inserted.remove(position)
                    }
                }
            }
            // Every new position not reached from an old row holds a new item or one that came
            // with a section.
            for position in inserted {
                let item = new[position.section].items[position.row]
                let oldPosition = Self.position(of: item, in: old)
                let sectionIsNew = !old.contains { $0.id == new[position.section].id }
                let cameFromDeletedSection =
                    oldPosition.map { section in
                        !new.contains { $0.id == old[section.section].id }
                    } ?? true
                #expect(
                    oldPosition == nil || sectionIsNew || cameFromDeletedSection,
                    "SEED=\(run.seed) step \(step)")
            }
        }
    }

    static func position(of item: Int, in sections: [Section]) -> ListPosition? {
        for (sectionIndex, section) in sections.enumerated() {
            if let row = section.items.firstIndex(of: item) {
                return ListPosition(section: sectionIndex, row: row)
            }
        }
        return nil
    }

    static func mutate(_ old: [Section], random: inout SeededGenerator, nextItem: inout Int) -> [Section] {
        var sections = old
        if !sections.isEmpty && Int.random(in: 0..<4, using: &random) == 0 {
            sections.remove(at: Int.random(in: 0..<sections.count, using: &random))
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
            sections.insert(
                Section(id: 100 + nextItem, items: []), at: Int.random(in: 0...sections.count, using: &random)
            )
        }
        if sections.count > 1 && Bool.random(using: &random) {
            let moved = sections.remove(at: Int.random(in: 0..<sections.count, using: &random))
            sections.insert(moved, at: Int.random(in: 0...sections.count, using: &random))
        }
        guard !sections.isEmpty else { return sections }
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let section = Int.random(in: 0..<sections.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                nextItem += 1
                sections[section].items.insert(
                    nextItem, at: Int.random(in: 0...sections[section].items.count, using: &random))
            case 1 where !sections[section].items.isEmpty:
                sections[section].items.remove(
                    at: Int.random(in: 0..<sections[section].items.count, using: &random))
            default:
                guard !sections[section].items.isEmpty else { continue }
                let item = sections[section].items.remove(
                    at: Int.random(in: 0..<sections[section].items.count, using: &random))
                let target = Int.random(in: 0..<sections.count, using: &random)
                sections[target].items.insert(
                    item, at: Int.random(in: 0...sections[target].items.count, using: &random))
            }
        }
        return sections
    }
}
