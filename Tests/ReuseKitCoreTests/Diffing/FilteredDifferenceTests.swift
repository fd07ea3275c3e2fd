import Synchronization
import TestSupport
import Testing

@testable import ReuseKitCore

@Suite("Differences of a filtered snapshot")
struct FilteredDifferenceTests {
    typealias Section = SnapshotSection<Int, Int>

    @Test("random filters, narrowing and widening: the same update as the reference difference")
    func randomFilters() throws {
        let run = RandomizedRun(name: "FilteredDifference", defaultIterations: 1000)
        var random = run.makeGenerator()
        for step in 0..<run.iterations {
            let whole = Self.library(random: &random, start: step * 100)
            let filtered = Self.filter(whole, random: &random)
            for (old, new) in [(whole, filtered), (filtered, whole), (filtered, filtered)] {
                let reference = try ReferenceSectionedDifference.update(from: old, to: new)
                let context = "SEED=\(run.seed) step \(step)"
                #expect(try SectionedDifference.update(from: old, to: new) == reference, "\(context)")
                let sections = try Heckel.difference(from: old.map(\.id), to: new.map(\.id))
                let fast = FilteredDifference.update(from: old, to: new, sections: sections)
                #expect(fast == reference, "\(context): the walk finds it")
                // Spread-out integers are checked through a set, strings through their hashes.
                func spread(_ sections: [Section]) -> [Section] {
                    sections.map { Section(id: $0.id, items: $0.items.map { $0 &* 1_000_003 }) }
                }
                func named(_ sections: [Section]) -> [SnapshotSection<Int, String>] {
                    sections.map { SnapshotSection(id: $0.id, items: $0.items.map { "track \($0)" }) }
                }
                #expect(
                    FilteredDifference.update(from: spread(old), to: spread(new), sections: sections)
                        == reference, "\(context)")
                #expect(
                    FilteredDifference.update(from: named(old), to: named(new), sections: sections)
                        == reference, "\(context)")
            }
        }
    }

    @Test("random changes that are not filters: the walk declines or agrees with the reference")
    func randomOtherChanges() throws {
        let run = RandomizedRun(name: "FilteredDifference other", defaultIterations: 1000)
        var random = run.makeGenerator()
        var nextItem = 0
        var declined = 0
        for step in 0..<run.iterations {
            let old = Self.library(random: &random, start: step * 100)
            nextItem = step * 100 + 90
            let new = SectionedDifferenceTests.mutate(old, random: &random, nextItem: &nextItem)
            let reference = try ReferenceSectionedDifference.update(from: old, to: new)
            let sections = try Heckel.difference(from: old.map(\.id), to: new.map(\.id))
            if let fast = FilteredDifference.update(from: old, to: new, sections: sections) {
                #expect(fast == reference, "SEED=\(run.seed) step \(step)")
            } else {
                declined += 1
            }
            #expect(
                try SectionedDifference.update(from: old, to: new) == reference,
                "SEED=\(run.seed) step \(step)")
        }
        #expect(declined > run.iterations / 4, "moves and mixed changes take the general difference")
    }

    @Test("a duplicate in the larger snapshot: the same error as the reference, nothing found by the walk")
    func duplicates() throws {
        let old = [Section(id: 0, items: [1, 2]), Section(id: 1, items: [3])]
        let cases = [
            [Section(id: 0, items: [1, 2, 3]), Section(id: 1, items: [3])],
            [Section(id: 0, items: [1, 2]), Section(id: 1, items: [3]), Section(id: 2, items: [1])],
            [Section(id: 0, items: [1, 1, 2]), Section(id: 1, items: [3])],
        ]
        for new in cases {
            let sections = try Heckel.difference(from: old.map(\.id), to: new.map(\.id))
            #expect(FilteredDifference.update(from: old, to: new, sections: sections) == nil)
            var reference: DifferenceError?
            do { _ = try ReferenceSectionedDifference.update(from: old, to: new) } catch { reference = error }
            var found: DifferenceError?
            do { _ = try SectionedDifference.update(from: new, to: old) } catch { found = error }
            var widening: DifferenceError?
            do { _ = try SectionedDifference.update(from: old, to: new) } catch { widening = error }
            #expect(reference != nil && widening == reference)
            var narrowing: DifferenceError?
            do { _ = try ReferenceSectionedDifference.update(from: new, to: old) } catch { narrowing = error }
            #expect(narrowing != nil && found == narrowing)
        }
    }

    @Test("Backspace to every item: the larger snapshot's items hashed once each, the smaller's never")
    func hashesOnceEach() throws {
        let counter = HashCounter()
        func counted(_ sections: [Section]) -> [SnapshotSection<Int, CountedID>] {
            sections.map {
                SnapshotSection(id: $0.id, items: $0.items.map { CountedID(value: $0, counter: counter) })
            }
        }
        let whole = (0..<28).map { section in
            Section(id: section, items: Array(section * 1000..<(section + 1) * 1000))
        }
        let filtered = whole.enumerated().compactMap { index, section in
            index % 5 == 0 ? nil : Section(id: section.id, items: section.items.filter { $0 % 3 != 0 })
        }
        let items = whole.reduce(0) { $0 + $1.items.count }
        for (old, new) in [(filtered, whole), (whole, filtered)] {
            let reference = try ReferenceSectionedDifference.update(from: old, to: new)
            let (countedOld, countedNew) = (counted(old), counted(new))
            counter.reset()
            let update = try SectionedDifference.update(from: countedOld, to: countedNew)
            #expect(update == reference)
            #expect(counter.hashes == items, "one hash per item of the whole library")
        }
    }

    /// A library of 1–6 sections of 0–30 unique items numbered from `start`.
    static func library(random: inout SeededGenerator, start: Int) -> [Section] {
        var next = start
        return (0..<Int.random(in: 1...6, using: &random)).map { section in
            let count = Int.random(in: 0...12, using: &random)
            defer { next += count }
            return Section(id: section, items: Array(next..<next + count))
        }
    }

    /// `sections` with items left out at random, and now and then a whole section, or nothing.
    static func filter(_ sections: [Section], random: inout SeededGenerator) -> [Section] {
        let keep = Double.random(in: 0...1, using: &random)
        return sections.compactMap { section in
            if Int.random(in: 0..<5, using: &random) == 0 { return nil }
            return Section(
                id: section.id,
                items: section.items.filter { _ in Double.random(in: 0..<1, using: &random) < keep })
        }
    }
}

/// Counts the hashes of ``CountedID``s.
final class HashCounter: Sendable {
    private let count = Mutex(0)

    var hashes: Int { count.withLock { $0 } }

    func reset() { count.withLock { $0 = 0 } }

    func add() { count.withLock { $0 += 1 } }
}

/// An identifier that counts its hashes.
struct CountedID: Hashable, Sendable {
    let value: Int
    let counter: HashCounter

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) {
        counter.add()
        hasher.combine(value)
    }
}
