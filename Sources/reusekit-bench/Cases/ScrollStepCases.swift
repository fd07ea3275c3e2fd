import Foundation

/// One scroll step (a 4-point offset change and a layout pass) in the middle of 1k, 1M and
/// 10M rows: ReuseKit's cost should stay nearly flat (O(log n)); the seed port's pass checks
/// every row.
@MainActor
enum ScrollStepCases {
    /// The band the steps go back and forth in: wide enough to cross several rows.
    static let band: CGFloat = 400
    /// The steps of one cycle there and back.
    static let cycleSteps = 2 * Int(band / BenchGeometry.scrollStep)

    static func run(_ suite: BenchSuite) {
        for rows in suite.budget.rowCounts {
            suite.progress("scroll step: \(Formatting.grouped(rows)) rows")
            let model = RowModel(count: rows, heights: .varied)
            let reuseKit = ReuseKitTable(model: model, estimated: false)
            reuseKit.reload()
            let start = (reuseKit.maximumOffsetY / 2).rounded()
            let reuseKitResult = measure(
                start: start, warmUpSteps: cycleSteps, repetitions: suite.budget.cheap,
                cellsCreated: { reuseKit.cellsCreated }
            ) { reuseKit.scroll(to: $0) }

            let seed = SeedTable(model: model)
            seed.reload()
            let seedResult = measure(
                start: start, warmUpSteps: rows > 100_000 ? 20 : cycleSteps,
                repetitions: suite.budget.seedStepRepetitions(rows: rows),
                cellsCreated: { seed.rows.cellsCreated }
            ) { seed.scroll(to: $0) }

            suite.add(
                BenchRow(
                    group: "scroll", name: "one scroll step (4 pt + layoutIfNeeded)", rows: rows,
                    reuseKit: .seconds(reuseKitResult.timing.median),
                    seed: .seconds(seedResult.timing.median),
                    counters: [
                        Counter(
                            name: "cells created while timed", reuseKit: reuseKitResult.cellsCreated,
                            seed: seedResult.cellsCreated)
                    ],
                    note: "exact heights, mid-list, back and forth over \(Int(band)) pt; "
                        + "ReuseKit \(reuseKitResult.timing.summary), seed \(seedResult.timing.summary)"))
        }
    }

    private struct Result {
        var timing: Timing
        var cellsCreated: Int
    }

    /// Warms the table up along the path (a full cycle fills the pool; the seed port at 1M rows
    /// and more gets fewer steps, each costing milliseconds), then times steps along it.
    private static func measure(
        start: CGFloat, warmUpSteps: Int, repetitions: Int, cellsCreated: () -> Int, step: (CGFloat) -> Void
    ) -> Result {
        var path = OscillatingPath(from: start, span: band, step: BenchGeometry.scrollStep)
        step(start)
        for _ in 0..<warmUpSteps { step(path.next()) }
        let batch = Sampler.batchSize { step(path.next()) }
        let before = cellsCreated()
        let timing = Sampler.run(repetitions: repetitions, batch: batch) { step(path.next()) }
        return Result(timing: timing, cellsCreated: cellsCreated() - before)
    }
}
