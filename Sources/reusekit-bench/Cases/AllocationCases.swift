import Foundation

/// Heap allocations per steady-state scroll step at 1M rows, counted by the interposed
/// allocator, reported separately for steps that leave the visible rows as they were and
/// steps where rows enter or leave. ReuseKit's must be zero in an optimized build.
@MainActor
enum AllocationCases {
    /// Allocations over the steps of one kind.
    struct Tally {
        var steps = 0
        var allocations: UInt64 = 0

        var perStep: Double { steps == 0 ? 0 : Double(allocations) / Double(steps) }

        mutating func add(_ allocations: UInt64) {
            steps += 1
            self.allocations += allocations
        }
    }

    /// Steps that kept the visible rows and steps that changed them.
    struct Tallies {
        var unchanged = Tally()
        var changed = Tally()
    }

    static func run(_ suite: BenchSuite) {
        guard HeapMeter.countsAllocations else {
            suite.progress("allocations: skipped, the allocation counter is not live on this platform")
            return
        }
        let rows = suite.budget.largeRowCount
        suite.progress("allocations: \(Formatting.grouped(rows)) rows")
        let model = RowModel(count: rows, heights: .varied)
        let reuseKit = ReuseKitTable(model: model, estimated: false)
        reuseKit.reload()
        let start = (reuseKit.maximumOffsetY / 2).rounded()
        let reuseKitTallies = count(
            steps: suite.budget.allocationSteps.reuseKit, start: start, warmUpCycles: 2,
            visibleRows: { reuseKit.table.indexPathsForVisibleRows ?? [] }
        ) { reuseKit.scroll(to: $0) }

        let seed = SeedTable(model: model)
        seed.reload()
        let seedTallies = count(
            steps: suite.budget.allocationSteps.seed, start: start, warmUpCycles: 1,
            visibleRows: { seed.table.visibleIndexPaths }
        ) { seed.scroll(to: $0) }

        let kinds: [(String, KeyPath<Tallies, Tally>)] = [
            ("allocations per scroll step, visible rows unchanged", \.unchanged),
            ("allocations per scroll step, rows entering/leaving", \.changed),
        ]
        for (name, kind) in kinds {
            let ours = reuseKitTallies[keyPath: kind]
            let theirs = seedTallies[keyPath: kind]
            suite.add(
                BenchRow(
                    group: "allocations", name: name, rows: rows, reuseKit: .allocationsPerStep(ours.perStep),
                    seed: .allocationsPerStep(theirs.perStep),
                    counters: [
                        Counter(name: "steps", reuseKit: ours.steps, seed: theirs.steps),
                        Counter(
                            name: "allocations", reuseKit: Int(ours.allocations),
                            seed: Int(theirs.allocations)),
                    ],
                    note: "exact heights, 4 pt steps back and forth over \(Int(ScrollStepCases.band)) pt "
                        + "mid-list after warm-up; malloc/calloc/realloc counted around contentOffset + "
                        + "layoutIfNeeded"))
        }
    }

    /// Warms up along the path, then counts the allocations of each step and sorts the steps by
    /// whether the visible rows changed (read outside the counted part).
    private static func count(
        steps: Int, start: CGFloat, warmUpCycles: Int, visibleRows: () -> [IndexPath],
        step: (CGFloat) -> Void
    ) -> Tallies {
        var path = OscillatingPath(from: start, span: ScrollStepCases.band, step: BenchGeometry.scrollStep)
        step(start)
        for _ in 0..<(warmUpCycles * ScrollStepCases.cycleSteps) { step(path.next()) }
        var tallies = Tallies()
        var previous = visibleRows()
        for _ in 0..<steps {
            let offset = path.next()
            let before = HeapMeter.allocationCount
            step(offset)
            let allocations = HeapMeter.allocationCount - before
            let visible = visibleRows()
            if visible == previous {
                tallies.unchanged.add(allocations)
            } else {
                tallies.changed.add(allocations)
            }
            previous = visible
        }
        return tallies
    }
}
