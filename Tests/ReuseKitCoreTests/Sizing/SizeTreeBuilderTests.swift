import TestSupport
import Testing

@_spi(Testing) @testable import ReuseKitCore

@Suite("Size tree builder")
struct SizeTreeBuilderTests {
    /// Builds `runs` both ways and returns the first difference between the built tree, the tree
    /// that inserting them one by one at the end makes, and the expanded extents.
    static func mismatch(_ runs: [(count: Int, extent: Double?)], estimate: Double) -> String? {
        var builder = SizeTreeBuilder()
        var appended = SizeTree(count: 0, estimatedExtent: estimate)
        var extents: [Double?] = []
        for run in runs {
            builder.append(count: run.count, extent: run.extent)
            appended.insert(count: run.count, measuredExtent: run.extent, at: appended.count)
            extents += repeatElement(run.extent, count: run.count)
        }
        let built = builder.build(estimatedExtent: estimate)
        if let problem = built.checkInvariants() { return "built: \(problem)" }
        if let problem = appended.checkInvariants() { return "appended: \(problem)" }
        let distinctRuns = extents.indices.filter { $0 == 0 || extents[$0 - 1] != extents[$0] }.count
        if built.runCount != distinctRuns || appended.runCount != distinctRuns {
            return
                "run counts \(built.runCount) built, \(appended.runCount) appended, expected \(distinctRuns)"
        }
        if built.count != extents.count || built.measuredCount != appended.measuredCount
            || built.totalExtent != appended.totalExtent || built.estimatedExtent != estimate
        {
            return
                "totals differ: \(built.count) items, \(built.measuredCount) measured, \(built.totalExtent)"
        }
        var offset = 0.0
        for (index, extent) in extents.enumerated() {
            if built.offset(of: index) != offset {
                return "offset(of: \(index)) is \(built.offset(of: index))"
            }
            if built.extent(at: index) != (extent ?? estimate)
                || built.isMeasured(at: index) != (extent != nil)
            {
                return "item \(index) differs"
            }
            offset += extent ?? estimate
        }
        if builder.build(estimatedExtent: 1).count != 0 { return "the builder was not left empty" }
        return nil
    }

    @Test("random runs build the tree that appending them one by one makes")
    func randomized() {
        let run = RandomizedRun(name: "SizeTreeBuilder", defaultIterations: 200)
        var random = run.makeGenerator()
        for step in 0..<run.iterations {
            let length = Int.random(in: 0...(Bool.random(using: &random) ? 60 : 400), using: &random)
            let runs: [(count: Int, extent: Double?)] = (0..<length).map { _ in
                let extent: Double? =
                    Bool.random(using: &random) ? Double(Int.random(in: 0...3, using: &random)) : nil
                return (Int.random(in: 0...3, using: &random), extent)
            }
            let estimate = Double(Int.random(in: 0...4, using: &random))
            if let problem = Self.mismatch(runs, estimate: estimate) {
                Issue.record("step \(step): \(problem) (SEED=\(run.seed))")
                return
            }
        }
    }

    @Test(
        "run counts around the node capacities build sound trees",
        arguments: [0, 1, 47, 48, 49, 71, 72, 73, 864, 1729])
    func capacities(runCount: Int) {
        let runs = (0..<runCount).map { index -> (count: Int, extent: Double?) in
            let extent: Double? = index % 2 == 0 ? nil : Double(index)
            return (index % 3 + 1, extent)
        }
        #expect(Self.mismatch(runs, estimate: 2) == nil)
    }

    @Test("a hundred thousand distinct runs build a sound tree in one pass")
    func large() {
        var builder = SizeTreeBuilder()
        let count = 100_000
        for index in 0..<count { builder.append(extent: Double(index)) }
        builder.append(count: 0, extent: 5)
        let tree = builder.build(estimatedExtent: 3)
        #expect(tree.checkInvariants() == nil)
        #expect(tree.count == count && tree.measuredCount == count)
        #expect(tree.runCount == count)
        #expect(tree.totalExtent == Double(count * (count - 1) / 2))
        for index in stride(from: 0, to: count, by: 997) {
            #expect(tree.offset(of: index) == Double(index * (index - 1) / 2))
        }
        #expect(tree.countOfItems(endingAtOrBefore: Double(500 * 501 / 2)) == 501)
    }
}
