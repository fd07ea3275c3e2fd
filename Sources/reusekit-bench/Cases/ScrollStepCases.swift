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
            let reuseKitResult = ScrollStepSampler.measure(
                start: start, band: band, warmUpSteps: cycleSteps, repetitions: suite.budget.cheap,
                cellsCreated: { reuseKit.cellsCreated }
            ) { reuseKit.scroll(to: $0) }

            let seed = SeedTable(model: model)
            seed.reload()
            let seedResult = ScrollStepSampler.measure(
                start: start, band: band, warmUpSteps: rows > 100_000 ? 20 : cycleSteps,
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
}
