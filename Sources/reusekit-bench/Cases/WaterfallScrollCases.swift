import Foundation

/// The waterfall while scrolling: one small step in the middle of the content, and a sweep from
/// top to bottom counting the cells created (and checking both views show the same cells).
@MainActor
enum WaterfallScrollCases {
    /// The band the steps go back and forth in.
    static let band: CGFloat = 400

    /// One 4-point step and layout pass, mid-content: ReuseKit searches each column; the seed
    /// checks every frame.
    static func step(_ suite: BenchSuite, items: Int) {
        suite.progress("waterfall scroll step: \(Formatting.grouped(items)) items")
        let model = WaterfallModel(count: items)
        let reuseKit = ReuseKitWaterfall(model: model)
        reuseKit.reload()
        reuseKit.scrollToCell(at: items / 2)
        let start = reuseKit.view.contentOffset.y
        let cycle = 2 * Int(band / BenchGeometry.scrollStep)
        let reuseKitResult = ScrollStepSampler.measure(
            start: start, band: band, warmUpSteps: cycle, repetitions: suite.budget.cheap,
            cellsCreated: { reuseKit.cellsCreated }, step: reuseKit.scroll(to:))

        let seed = SeedWaterfall(model: model)
        seed.reload()
        let seedResult = ScrollStepSampler.measure(
            start: start, band: band, warmUpSteps: items > 100_000 ? 20 : cycle,
            repetitions: suite.budget.seedStepRepetitions(rows: items),
            cellsCreated: { seed.items.cellsCreated }, step: seed.scroll(to:))
        reuseKit.scroll(to: start)
        seed.scroll(to: start)
        let shown = reuseKit.view.indexesForVisibleCells
        let same = shown == seed.view.displayingCells.keys.sorted()

        suite.add(
            BenchRow(
                group: "waterfall", name: "waterfall one scroll step (4 pt + layoutIfNeeded)", rows: items,
                reuseKit: .seconds(reuseKitResult.timing.median), seed: .seconds(seedResult.timing.median),
                counters: [
                    Counter(
                        name: "cells created while timed", reuseKit: reuseKitResult.cellsCreated,
                        seed: seedResult.cellsCreated),
                    Counter(
                        name: "visible at the start", reuseKit: shown.count,
                        seed: seed.view.displayingCells.count),
                ],
                note: "mid-content (item \(Formatting.grouped(items / 2)) at the top), back and forth over "
                    + "\(Int(band)) pt; ReuseKit \(reuseKitResult.timing.summary), "
                    + "seed \(seedResult.timing.summary); same items visible at the start: "
                    + (same ? "yes" : "NO")))
    }
}
