import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit

/// A waterfall's batch update: one cell on screen deleted, `deleteCells(at:)` and the layout
/// pass, at the top of a fresh view and halfway down; the seed has no update but its reload.
@MainActor
enum WaterfallUpdateCases {
    static func delete(_ suite: BenchSuite, items: Int, scrolledTo start: Int) {
        let place = start == 0 ? "at the top" : "at item \(Formatting.grouped(start))"
        suite.progress("waterfall delete: one cell \(place) of \(Formatting.grouped(items)) items")
        let model = WaterfallModel(count: items)
        var reuseKitCalls = WaterfallReloadCases.Calls()
        let reuseKit = Sampler.run(repetitions: suite.budget.cheap) {
            let fixture = ReuseKitWaterfall(model: model)
            fixture.reload()
            if start > 0 { fixture.scrollToCell(at: start) }
            guard let doomed = fixture.view.indexesForVisibleCells.dropFirst(2).first else {
                preconditionFailure("no cell on screen to delete")
            }
            let before = (fixture.items.heightRequests, fixture.items.cellRequests)
            let seconds = Stopwatch.time {
                fixture.items.model.count -= 1
                do {
                    try fixture.view.deleteCells(at: [doomed])
                } catch {
                    preconditionFailure("deleteCells(at: [\(doomed)]) failed: \(error)")
                }
                fixture.view.layoutIfNeeded()
            }
            reuseKitCalls = .init(
                heights: fixture.items.heightRequests - before.0, cells: fixture.items.cellRequests - before.1
            )
            return seconds
        }
        var seedSamples: [Double] = []
        var seedCalls = WaterfallReloadCases.Calls()
        for _ in 0..<suite.budget.waterfallSeedRepetitions(items: items) {
            let fixture = SeedWaterfall(model: model)
            fixture.reload()
            fixture.items.model.count -= 1
            let before = (fixture.items.heightRequests, fixture.items.cellRequests)
            seedSamples.append(Stopwatch.time { fixture.reload() })
            seedCalls = .init(
                heights: fixture.items.heightRequests - before.0, cells: fixture.items.cellRequests - before.1
            )
        }
        let seed = Timing(samples: seedSamples, operationsPerSample: 1)
        suite.add(
            WaterfallReloadCases.row(
                "waterfall delete one cell on screen \(place) (seed: reloadData + layout pass)", items,
                reuseKit,
                seed, calls: (reuseKitCalls, seedCalls),
                note:
                    "ReuseKit deleteCells(at:) + layoutIfNeeded: the heights asked are kept, the cells before "
                    + "the deleted one keep their places and those after it are placed again down to the screen; "
                    + "the seed has no delete, so it reloads; ReuseKit \(reuseKit.summary), seed \(seed.summary)"
            ))
    }
}
