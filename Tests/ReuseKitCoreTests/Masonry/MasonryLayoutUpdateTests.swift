import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKitCore

/// A masonry layout taking an update: sizes go with their items, new and reloaded items are
/// asked, and the frames equal those of a layout built afresh in the new order.
@Suite("Masonry layout: updates")
struct MasonryLayoutUpdateTests {
    @Test("seeded random inserts, deletes, moves and reloads: frames as built afresh, only new sizes asked")
    func randomUpdates() throws {
        for seed in UInt64(1)...40 {
            var random = SeededGenerator(seed: seed)
            var fixture = MasonryFixture(count: Int.random(in: 0...60, using: &random), using: &random)
            // Each item's identity, and its height by identity.
            var ids = Array(0..<fixture.heights.count)
            var heightOf = Dictionary(uniqueKeysWithValues: zip(ids, fixture.heights))
            var layout = fixture.makeLayout()
            let placed = Int.random(in: 0...ids.count, using: &random)
            if placed > 0 { layout.place(upTo: placed - 1) { .height(heightOf[ids[$0]] ?? 0) } }
            var update = ListUpdate()
            let oldCount = ids.count
            var old = ids
            for index in (0..<ids.count).reversed() where Int.random(in: 0..<8, using: &random) == 0 {
                update.deletedRows.append(ListPosition(section: 0, row: index))
                old.remove(at: index)
            }
            var reloaded = Set<Int>()
            for index in 0..<ids.count
            where Int.random(in: 0..<10, using: &random) == 0
                && !update.deletedRows.contains(ListPosition(section: 0, row: index))
            {
                update.reloadedRows.append(ListPosition(section: 0, row: index))
                reloaded.insert(ids[index])
                heightOf[ids[index]] = Double(Int.random(in: 1...300, using: &random))
            }
            var next = ids.count
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let at = Int.random(in: 0...old.count, using: &random)
                old.insert(next, at: at)
                heightOf[next] = Double(Int.random(in: 0...300, using: &random))
                next += 1
            }
            for (index, id) in old.enumerated() where id >= ids.count {
                update.insertedRows.append(ListPosition(section: 0, row: index))
            }
            let plan = try ListUpdatePlan(update, oldRowCounts: [oldCount], newRowCounts: [old.count])
            let before = ids
            let placedBefore = layout.placedCount
            ids = old
            layout.apply(plan, itemCount: ids.count)
            #expect(layout.itemCount == ids.count)
            #expect(layout.checkInvariants() == nil, "seed \(seed)")
            // The items before the first change keep their places.
            let firstChange =
                ids.indices.first {
                    $0 >= before.count || ids[$0] != before[$0] || reloaded.contains(ids[$0])
                }
                ?? Swift.min(ids.count, before.count)
            #expect(layout.placedCount == Swift.min(firstChange, placedBefore), "seed \(seed)")
            guard !ids.isEmpty else { continue }
            var asked: [Int] = []
            layout.place(upTo: ids.count - 1) { index in
                asked.append(ids[index])
                return .height(heightOf[ids[index]] ?? 0)
            }
            // Asked: new and reloaded items, and any never sized before.
            for id in asked {
                #expect(
                    id >= oldCount || reloaded.contains(id) || !wasSized(id, placed: placed),
                    "seed \(seed): \(id)")
            }
            fixture.heights = ids.map { heightOf[$0] ?? 0 }
            var fresh = fixture.makeLayout()
            fresh.place(upTo: ids.count - 1) { .height(fixture.heights[$0]) }
            for index in 0..<ids.count {
                #expect(
                    layout.frame(ofItemAt: index) == fresh.frame(ofItemAt: index),
                    "seed \(seed), item \(index)")
            }
            #expect(layout.contentHeight == fresh.contentHeight)
        }
    }

    /// Whether identity `id` (its index before the update) had its size asked.
    private func wasSized(_ id: Int, placed: Int) -> Bool { id < placed }

    @Test("a moved item keeps its size; a reloaded one alone is asked again")
    func keptSizes() throws {
        var layout = MasonryLayout()
        layout.reset(itemCount: 6, columnCount: 2, width: 200, margins: MasonryMargins())
        layout.place(upTo: 5) { .height(Double(10 * ($0 + 1))) }
        #expect(layout.sizedCount == 6)
        var update = ListUpdate()
        update.movedRows = [(ListPosition(section: 0, row: 5), ListPosition(section: 0, row: 0))]
        try layout.apply(ListUpdatePlan(update, oldRowCounts: [6], newRowCounts: [6]), itemCount: 6)
        #expect(layout.sizedCount == 6)
        var asked: [Int] = []
        layout.place(upTo: 5) {
            asked.append($0); return .height(1)
        }
        #expect(asked.isEmpty)
        #expect(layout.frame(ofItemAt: 0).height == 60)
        update = ListUpdate()
        update.reloadedRows = [ListPosition(section: 0, row: 2)]
        try layout.apply(ListUpdatePlan(update, oldRowCounts: [6], newRowCounts: [6]), itemCount: 6)
        #expect(layout.sizedCount == 5)
        asked = []
        layout.place(upTo: 5) {
            asked.append($0); return .height(7)
        }
        #expect(asked == [2])
        #expect(layout.frame(ofItemAt: 2).height == 7)
        #expect(layout.checkInvariants() == nil)
    }
}
