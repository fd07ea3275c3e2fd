import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKitCore

/// The obviously-correct reference: an array of optional extents scanned linearly.
struct ReferenceSizes {
    var extents: [Double?]
    var estimate: Double

    func extent(_ index: Int) -> Double { extents[index] ?? estimate }
    func offset(_ index: Int) -> Double { (0..<index).reduce(0) { $0 + extent($1) } }
    func prefixSums() -> [Double] {
        var sums = [0.0]
        for index in extents.indices { sums.append(sums[index] + extent(index)) }
        return sums
    }
}

@Suite("Size tree")
struct SizeTreeTests {
    @Test("a reset with an estimate holds one run whatever the count")
    func resetIsOneRun() {
        let tree = SizeTree(count: 10_000_000, estimatedExtent: 44)
        #expect(tree.count == 10_000_000)
        #expect(tree.runCount == 1)
        #expect(tree.totalExtent == 440_000_000)
        #expect(tree.offset(of: 5_000_000) == 220_000_000)
        #expect(tree.countOfItems(endingAtOrBefore: 220_000_000) == 5_000_000)
    }

    @Test("rows of one measured height merge into a single run")
    func equalHeightsMerge() {
        var tree = SizeTree(count: 1000, estimatedExtent: 10)
        for index in 0..<1000 { tree.setExtent(100, at: index) }
        #expect(tree.runCount == 1)
        #expect(tree.totalExtent == 100_000)
        #expect(tree.checkInvariants() == nil)
    }

    @Test("changing the estimate moves unmeasured items only")
    func estimateChange() {
        var tree = SizeTree(count: 10, estimatedExtent: 10)
        tree.setExtent(50, at: 0)
        tree.estimatedExtent = 20
        #expect(tree.totalExtent == 50 + 9 * 20)
        #expect(tree.offset(of: 2) == 70)
    }

    @Test("zero-extent items are found by start and skipped by end")
    func zeroExtents() {
        var tree = SizeTree(count: 5, estimatedExtent: 10)
        tree.setExtent(0, at: 1)
        tree.setExtent(0, at: 2)
        #expect(tree.countOfItems(endingAtOrBefore: 10) == 3)
        #expect(tree.countOfItems(startingBefore: 10) == 1)
        #expect(tree.countOfItems(startingBefore: 10.5) == 4)
    }

    @Test("random operations agree with a linear reference, invariants hold after every step")
    func randomized() {
        let run = RandomizedRun(name: "SizeTree", defaultIterations: 6000)
        var random = run.makeGenerator()
        var tree = SizeTree(count: 0, estimatedExtent: 7)
        var reference = ReferenceSizes(extents: [], estimate: 7)
        for step in 0..<run.iterations {
            let count = reference.extents.count
            // Keep the list near a few thousand items so the linear reference stays quick.
            let roll = count > 3000 ? 55 : Int.random(in: 0..<100, using: &random)
            switch roll {
            case 0..<30 where count > 0:
                let index = Int.random(in: 0..<count, using: &random)
                let extent = Double(Int.random(in: 0...4, using: &random) * 5)
                tree.setExtent(extent, at: index)
                reference.extents[index] = extent
            case 30..<50:
                let index = Int.random(in: 0...count, using: &random)
                let items = Int.random(in: 1...(Bool.random(using: &random) ? 3 : 400), using: &random)
                let measured: Double? =
                    Bool.random(using: &random) ? Double(Int.random(in: 0...3, using: &random) * 5) : nil
                tree.insert(count: items, measuredExtent: measured, at: index)
                reference.extents.insert(contentsOf: repeatElement(measured, count: items), at: index)
            case 50..<68 where count > 0:
                let lower = Int.random(in: 0..<count, using: &random)
                let length = Int.random(in: 1...(Bool.random(using: &random) ? 2 : 600), using: &random)
                let range = lower..<min(count, lower + length)
                tree.remove(range)
                reference.extents.removeSubrange(range)
            case 68..<75 where count > 0:
                let index = Int.random(in: 0..<count, using: &random)
                tree.invalidate(at: index)
                reference.extents[index] = nil
            case 75..<76:
                let estimate = Double(Int.random(in: 0...5, using: &random) * 4)
                tree.estimatedExtent = estimate
                reference.estimate = estimate
            case 76..<77:
                tree.invalidateAll()
                reference.extents = reference.extents.map { _ in nil }
            default:
                break
            }
            if let problem = tree.checkInvariants() {
                Issue.record("step \(step): \(problem) (SEED=\(run.seed))")
                return
            }
            let prefix = reference.prefixSums()
            let total = prefix[prefix.count - 1]
            guard tree.count == reference.extents.count, tree.totalExtent == total else {
                Issue.record("step \(step): totals differ (SEED=\(run.seed))")
                return
            }
            for _ in 0..<2 {
                let y = Double.random(in: -5...(total + 5), using: &random).rounded()
                let index = Int.random(in: 0...reference.extents.count, using: &random)
                #expect(tree.offset(of: index) == prefix[index], "SEED=\(run.seed) step \(step)")
                let ending =
                    (0..<reference.extents.count).first { prefix[$0 + 1] > y } ?? reference.extents.count
                let starting = (0..<reference.extents.count).filter { prefix[$0] < y }.count
                #expect(tree.countOfItems(endingAtOrBefore: y) == ending)
                #expect(tree.countOfItems(startingBefore: y) == starting)
                if index < reference.extents.count {
                    let placement = tree.placement(of: index)
                    #expect(placement.offset == prefix[index] && placement.extent == reference.extent(index))
                    #expect(tree.extent(at: index) == reference.extent(index))
                    #expect(tree.isMeasured(at: index) == (reference.extents[index] != nil))
                }
            }
            let newCount = reference.extents.count
            if step % 10 == 0, newCount > 0 {
                // Walks that end in their first leaf, that cross leaves (a leaf holds at most 48
                // runs), and that `body` stops early: each item once, in order, at its offset.
                let lower = Int.random(in: 0..<newCount, using: &random)
                let range = lower..<min(newCount, lower + Int.random(in: 1...400, using: &random))
                let stop = Bool.random(using: &random) ? Int.random(in: 0..<range.count, using: &random) : nil
                var visited: [Int] = []
                var expectedStart = reference.offset(lower)
                tree.forEachItem(in: range) { index, start, extent in
                    #expect(start == expectedStart, "SEED=\(run.seed) step \(step)")
                    #expect(extent == reference.extent(index))
                    expectedStart += extent
                    visited.append(index)
                    return visited.count - 1 != stop
                }
                let expected = stop.map { range.prefix($0 + 1) } ?? range[...]
                #expect(visited == Array(expected), "SEED=\(run.seed) step \(step)")
            }
        }
    }
}
