import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKitCore

@Suite("Masonry layout: batched and sliced placement against the seed's loop")
struct MasonryBulkPlacementTests {
    /// Heights from a small set, so columns often end level and the leftmost-tie rule decides.
    static func tiedHeights(count: Int, using random: inout SeededGenerator) -> [Double] {
        (0..<count).map { _ in [0, 10, 10, 20, 35].randomElement(using: &random) ?? 10 }
    }

    /// The frames of every placed item, as the seed port's frames.
    static func frames(_ layout: MasonryLayout) -> [SeedWaterfall.Frame] {
        (0..<layout.placedCount).map { MasonryFixture.frame(layout.frame(ofItemAt: $0)) }
    }

    @Test("placing up to an item with sizes asked in batches gives the seed's frames, up to 40 columns")
    func batchedMatchesSeed() {
        let run = RandomizedRun(name: "masonry-batched", defaultIterations: 80)
        var random = run.makeGenerator()
        for step in 0..<run.iterations {
            var fixture = MasonryFixture(count: Int.random(in: 1...3000, using: &random), using: &random)
            if Bool.random(using: &random) {
                fixture.heights = Self.tiedHeights(count: fixture.heights.count, using: &random)
                fixture.columns = Int.random(in: 1...40, using: &random)
                // Wide enough that no column is narrower than nothing (the layout clamps, the seed does not).
                fixture.width = Double(fixture.columns) * 60
            }
            let seed = fixture.seed
            var layout = fixture.makeLayout()
            var asked: [Range<Int>] = []
            let target = Int.random(in: 0..<fixture.heights.count, using: &random)
            layout.place(upTo: target) { first, sizes in
                asked.append(first..<first + sizes.count)
                for offset in sizes.indices { sizes[offset] = fixture.size(first + offset) }
            }
            #expect(layout.placedCount == target + 1, "step \(step) (SEED=\(run.seed))")
            #expect(
                asked.allSatisfy { $0.count <= MasonryLayout.sizeBatchSize },
                "no batch is larger than \(MasonryLayout.sizeBatchSize)")
            #expect(asked.flatMap { Array($0) } == Array(0...target), "every size asked once, in order")
            let same = Self.frames(layout) == Array(seed.frames[0...target])
            #expect(same, "frames differ from the seed's at step \(step) (SEED=\(run.seed))")
            layout.place(through: .infinity, size: fixture.size)
            #expect(layout.contentHeight == seed.contentHeight)
            #expect(layout.checkInvariants() == nil)
        }
    }

    @Test("a large waterfall placed in one batched call equals the seed's loop")
    func largeMatchesSeed() {
        var random = SeededGenerator(seed: RandomizedRun(name: "masonry-large", defaultIterations: 1).seed)
        for columns in [1, 3, 7] {
            var fixture = MasonryFixture(count: 200_000, using: &random)
            fixture.columns = columns
            fixture.width = 1200
            let seed = fixture.seed
            var layout = fixture.makeLayout()
            layout.place(upTo: fixture.heights.count - 1) { first, sizes in
                for offset in sizes.indices { sizes[offset] = fixture.size(first + offset) }
            }
            #expect(layout.isFullyPlaced)
            let same = Self.frames(layout) == seed.frames
            #expect(same, "frames differ from the seed's in \(columns) columns")
            #expect(layout.contentHeight == seed.contentHeight)
            #expect(layout.checkSummaryInvariants() == nil)
        }
    }

    @Test("placement in slices, interleaved with scrolling queries, ends exactly as the seed")
    func slicedWithScrolling() {
        let run = RandomizedRun(name: "masonry-sliced", defaultIterations: 60)
        var random = run.makeGenerator()
        for step in 0..<run.iterations {
            let fixture = MasonryFixture(count: Int.random(in: 1...2000, using: &random), using: &random)
            let seed = fixture.seed
            let placement: MasonryPlacement = Bool.random(using: &random) ? .shortestColumn : .leftToRight
            var layout = fixture.makeLayout(placement: placement)
            var asked = 0
            var askedInOrder = true
            let fill = { (first: Int, sizes: UnsafeMutableBufferPointer<MasonryItemSize>) in
                askedInOrder = askedInOrder && first == asked
                for offset in sizes.indices { sizes[offset] = fixture.size(first + offset) }
                asked += sizes.count
            }
            let target = Int.random(in: 0..<fixture.heights.count, using: &random)
            var slices = 0
            while true {
                let before = layout.placedCount
                let limit = Int.random(in: 0...300, using: &random)
                let done = layout.place(upTo: target, limit: limit, sizes: fill)
                slices += 1
                #expect(layout.placedCount - before <= limit, "a slice places at most its limit")
                #expect(done == (layout.placedCount > target))
                // Between slices the view scrolls the placed part: bands above the frontier.
                let top = Double(Int.random(in: -20...Int(layout.frontier) + 20, using: &random))
                let bottom = Swift.min(layout.frontier, top + Double(Int.random(in: 0...400, using: &random)))
                if layout.isFullyPlaced || bottom <= layout.frontier {
                    var found: [Int] = []
                    for column in 0..<layout.columnCount {
                        for position in layout.positions(inColumn: column, intersecting: top, bottom) {
                            found.append(layout.item(at: position, inColumn: column))
                        }
                    }
                    let scanned = (0..<layout.placedCount).filter {
                        layout.frame(ofItemAt: $0).intersects(top: top, bottom: bottom)
                    }
                    let same = found.sorted() == scanned
                    #expect(same, "band differs at step \(step), slice \(slices) (SEED=\(run.seed))")
                }
                if Int.random(in: 0..<4, using: &random) == 0 {
                    layout.place(through: layout.frontier + 50) { index in
                        askedInOrder = askedInOrder && index == asked
                        asked += 1
                        return fixture.size(index)
                    }
                }
                if let problem = layout.checkSummaryInvariants() {
                    Issue.record("step \(step): \(problem) (SEED=\(run.seed))")
                    return
                }
                if done { break }
            }
            #expect(askedInOrder && asked == layout.sizedCount, "every size asked once, in order")
            layout.place(through: .infinity, size: fixture.size)
            if placement == .shortestColumn {
                let same = Self.frames(layout) == seed.frames
                #expect(same, "frames differ from the seed's at step \(step) (SEED=\(run.seed))")
                #expect(layout.contentHeight == seed.contentHeight)
            }
            #expect(layout.checkInvariants() == nil)
        }
    }
}
