import Foundation

extension WaterfallScrollCases {
    /// A sweep from the top to the bottom in steps of a third of the viewport on fresh views:
    /// its time, the cells created on the way, and, on an untimed pass, whether both views
    /// showed the same items at every step.
    static func sweep(_ suite: BenchSuite, items: Int) {
        suite.progress("waterfall sweep: \(Formatting.grouped(items)) items")
        let model = WaterfallModel(count: items)
        let exact = SeedWaterfall(model: model)
        exact.reload()
        let offsets = SweepPath.offsets(maximum: exact.maximumOffsetY, step: BenchGeometry.sweepStep)

        var reuseKitCreated = 0
        let reuseKit = Sampler.run(repetitions: suite.budget.cheap) {
            let fixture = ReuseKitWaterfall(model: model)
            fixture.reload()
            let seconds = Stopwatch.time {
                for offset in offsets { fixture.scroll(to: offset) }
            }
            reuseKitCreated = fixture.cellsCreated
            return seconds
        }
        var seedCreated = 0
        let seed = Sampler.run(repetitions: suite.budget.cheap) {
            let fixture = SeedWaterfall(model: model)
            fixture.reload()
            let seconds = Stopwatch.time {
                for offset in offsets { fixture.scroll(to: offset) }
            }
            seedCreated = fixture.items.cellsCreated
            return seconds
        }
        let check = compare(model: model, offsets: offsets)
        let steps = "\(Formatting.grouped(offsets.count)) steps of \(Int(BenchGeometry.sweepStep)) pt"
        suite.add(
            BenchRow(
                group: "waterfall", name: "waterfall full sweep top to bottom", rows: items,
                reuseKit: .seconds(reuseKit.median), seed: .seconds(seed.median),
                counters: [
                    Counter(name: "steps unlike the seed", reuseKit: check.mismatches, seed: nil)
                ],
                note: "\(steps) on a fresh view; steps unlike: where the visible items differ; "
                    + "ReuseKit \(reuseKit.summary), seed \(seed.summary)"))
        suite.add(
            BenchRow(
                group: "waterfall", name: "waterfall cells created over a full sweep", rows: items,
                reuseKit: .count(reuseKitCreated), seed: .count(seedCreated),
                counters: [
                    Counter(
                        name: "most cells visible at once", reuseKit: check.mostVisible.reuseKit,
                        seed: check.mostVisible.seed)
                ],
                note: "deterministic; \(steps)"))
    }

    /// Walks both views along `offsets`, counting the steps whose visible items differ.
    private static func compare(model: WaterfallModel, offsets: [CGFloat]) -> (
        mismatches: Int, mostVisible: (reuseKit: Int, seed: Int)
    ) {
        let reuseKit = ReuseKitWaterfall(model: model)
        reuseKit.reload()
        let seed = SeedWaterfall(model: model)
        seed.reload()
        var mismatches = 0
        var mostVisible = (reuseKit: 0, seed: 0)
        for offset in offsets {
            reuseKit.scroll(to: offset)
            seed.scroll(to: offset)
            let shown = reuseKit.view.indexesForVisibleCells
            let expected = seed.view.displayingCells.keys.sorted()
            if shown != expected { mismatches += 1 }
            mostVisible = (max(mostVisible.reuseKit, shown.count), max(mostVisible.seed, expected.count))
        }
        return (mismatches, mostVisible)
    }
}
