import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKitCore

@Suite("Size tree built in bulk from a buffer of extents")
struct SizeTreeBulkBuildTests {
    /// Extents with long equal stretches, distinct neighbours and unmeasured items (negative).
    static func randomExtents(count: Int, using random: inout SeededGenerator) -> [Double] {
        var extents: [Double] = []
        extents.reserveCapacity(count)
        while extents.count < count {
            let value =
                Int.random(in: 0..<5, using: &random) == 0
                ? -1 : Double(Int.random(in: 0...6, using: &random))
            let repeats = Bool.random(using: &random) ? 1 : Int.random(in: 1...80, using: &random)
            extents += repeatElement(value, count: Swift.min(repeats, count - extents.count))
        }
        return extents
    }

    /// The same items made by inserting them one at a time, in a random order, at the position
    /// each has among those already inserted.
    static func insertedOneByOne(
        _ extents: [Double?], estimate: Double, using random: inout SeededGenerator
    ) -> SizeTree {
        var tree = SizeTree(count: 0, estimatedExtent: estimate)
        var inserted: [Int] = []
        for item in extents.indices.shuffled(using: &random) {
            var low = 0
            var high = inserted.count
            while low < high {
                let middle = (low + high) / 2
                if inserted[middle] < item { low = middle + 1 } else { high = middle }
            }
            inserted.insert(item, at: low)
            tree.insert(count: 1, measuredExtent: extents[item], at: low)
        }
        return tree
    }

    /// The first difference between `tree` and the linear reference, or `nil`.
    static func mismatch(_ tree: SizeTree, _ reference: ReferenceSizes, using random: inout SeededGenerator)
        -> String?
    {
        if let problem = tree.checkInvariants() { return problem }
        let sums = reference.prefixSums()
        if tree.count != reference.extents.count {
            return "count \(tree.count), not \(reference.extents.count)"
        }
        let measured = reference.extents.filter { $0 != nil }.count
        if tree.measuredCount != measured { return "measured \(tree.measuredCount), not \(measured)" }
        if tree.totalExtent != sums.last { return "total \(tree.totalExtent), not \(sums.last ?? 0)" }
        for index in reference.extents.indices {
            if tree.offset(of: index) != sums[index] {
                return "offset(of: \(index)) is \(tree.offset(of: index))"
            }
            if tree.extent(at: index) != reference.extent(index) { return "extent(at: \(index)) differs" }
            if tree.isMeasured(at: index) != (reference.extents[index] != nil) {
                return "item \(index) measured?"
            }
        }
        for _ in 0..<40 {
            let position = Double(Int.random(in: -2...Int((sums.last ?? 0) * 2) + 2, using: &random)) / 2
            let ending = sums.dropFirst().filter { $0 <= position }.count
            let starting = zip(sums, reference.extents.indices).filter { $0.0 < position }.count
            if tree.countOfItems(endingAtOrBefore: position) != ending {
                return "ending at or before \(position)"
            }
            if tree.countOfItems(startingBefore: position) != starting {
                return "starting before \(position)"
            }
        }
        return nil
    }

    @Test("a bulk-built tree equals the tree inserting every item makes, and the linear reference")
    func randomized() {
        let run = RandomizedRun(name: "SizeTreeBulkBuild", defaultIterations: 30)
        var random = run.makeGenerator()
        for step in 0..<run.iterations {
            let count = Int.random(in: 0...(Bool.random(using: &random) ? 100 : 2500), using: &random)
            let raw = Self.randomExtents(count: count, using: &random)
            let spacing = ([0, 0, 0.5, 2] as [Double]).randomElement(using: &random) ?? 0
            let estimate = Double(Int.random(in: 0...4, using: &random))
            var builder = SizeTreeBuilder()
            // Split into a few buffers, as a reload asks in batches, with a header-like item between.
            var start = 0
            var extents: [Double?] = []
            while start < raw.count {
                let end = Swift.min(raw.count, start + Int.random(in: 1...700, using: &random))
                builder.append(extents: Array(raw[start..<end]), adding: spacing)
                extents += raw[start..<end].map { $0 < 0 ? nil : $0 + spacing }
                start = end
                if Bool.random(using: &random) {
                    builder.append(extent: 3)
                    extents.append(3)
                }
            }
            let built = builder.build(estimatedExtent: estimate)
            let reference = ReferenceSizes(extents: extents, estimate: estimate)
            let inserted = Self.insertedOneByOne(extents, estimate: estimate, using: &random)
            if let problem = Self.mismatch(built, reference, using: &random) {
                Issue.record("step \(step): built: \(problem) (SEED=\(run.seed))")
                return
            }
            if let problem = Self.mismatch(inserted, reference, using: &random) {
                Issue.record("step \(step): inserted: \(problem) (SEED=\(run.seed))")
                return
            }
            // Building merges every pair of equal neighbours; insertion may leave pairs split at leaf edges.
            let distinctRuns = extents.indices.filter { $0 == 0 || extents[$0 - 1] != extents[$0] }.count
            if built.runCount != distinctRuns || inserted.runCount < distinctRuns {
                Issue.record(
                    "step \(step): \(built.runCount) runs built, \(inserted.runCount) inserted, \(distinctRuns) distinct"
                )
                return
            }
        }
    }

    @Test("a bulk-built tree stays equal to the reference under random edits")
    func editsAfterBuild() {
        let run = RandomizedRun(name: "SizeTreeBulkEdits", defaultIterations: 30)
        var random = run.makeGenerator()
        for step in 0..<run.iterations {
            let raw = Self.randomExtents(count: Int.random(in: 1...1500, using: &random), using: &random)
            var builder = SizeTreeBuilder()
            builder.append(extents: raw)
            var tree = builder.build(estimatedExtent: 2)
            var reference = ReferenceSizes(extents: raw.map { $0 < 0 ? nil : $0 }, estimate: 2)
            for _ in 0..<200 {
                let index = Int.random(in: 0..<Swift.max(1, reference.extents.count), using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where !reference.extents.isEmpty:
                    let extent = Double(Int.random(in: 0...6, using: &random))
                    tree.setExtent(extent, at: index)
                    reference.extents[index] = extent
                case 1 where !reference.extents.isEmpty:
                    tree.invalidate(at: index)
                    reference.extents[index] = nil
                case 2:
                    let count = Int.random(in: 1...40, using: &random)
                    let extent: Double? = Bool.random(using: &random) ? 5 : nil
                    let at = Int.random(in: 0...reference.extents.count, using: &random)
                    tree.insert(count: count, measuredExtent: extent, at: at)
                    reference.extents.insert(contentsOf: repeatElement(extent, count: count), at: at)
                default:
                    guard !reference.extents.isEmpty else { break }
                    let end = Swift.min(
                        reference.extents.count, index + Int.random(in: 1...60, using: &random))
                    tree.remove(index..<end)
                    reference.extents.removeSubrange(index..<end)
                }
                if let problem = tree.checkInvariants() {
                    Issue.record("step \(step): \(problem) (SEED=\(run.seed))")
                    return
                }
            }
            if let problem = Self.mismatch(tree, reference, using: &random) {
                Issue.record("step \(step): \(problem) (SEED=\(run.seed))")
                return
            }
        }
    }

    @Test("a million distinct extents keep one Double each in the leaves")
    func compactLeaves() {
        var builder = SizeTreeBuilder()
        let extents = (0..<1_000_000).map { Double(40 + $0 % 5 * 8) }
        builder.append(extents: extents)
        let tree = builder.build(estimatedExtent: 44)
        #expect(tree.checkInvariants() == nil)
        #expect(tree.runCount == 1_000_000)
        var countsKept = 0
        tree.forEachLeaf(tree.root) { countsKept += $0.runs.counts.count }
        #expect(countsKept == 0, "leaves of one-item runs keep no counts")
        #expect(tree.offset(of: 999_999) == extents.dropLast().reduce(0, +))
    }
}
