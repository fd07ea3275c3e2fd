/// The waterfall's reload on a fresh view, and a load more at the bottom of a million items.
@MainActor
enum WaterfallReloadCases {
    struct Calls {
        var heights = 0
        var cells = 0
    }

    /// The seed's `reloadData` + first layout pass of a fresh view: the baseline of both the
    /// reload and the jump (the seed places every cell in its reload).
    private static func seedReload(_ suite: BenchSuite, model: WaterfallModel, items: Int) -> (Timing, Calls)
    {
        var calls = Calls()
        let timing = Sampler.run(repetitions: suite.budget.waterfallSeedRepetitions(items: items)) {
            let fixture = SeedWaterfall(model: model)
            let seconds = Stopwatch.time { fixture.reload() }
            calls = Calls(heights: fixture.items.heightRequests, cells: fixture.items.cellRequests)
            return seconds
        }
        return (timing, calls)
    }

    /// `reloadData` and the first layout pass: ReuseKit places only what the viewport needs; the
    /// seed computes every frame, then checks every frame.
    static func reload(_ suite: BenchSuite, items: Int) {
        suite.progress("waterfall reload: \(Formatting.grouped(items)) items")
        let model = WaterfallModel(count: items)
        let (seed, seedCalls) = seedReload(suite, model: model, items: items)
        var reuseKitCalls = Calls()
        let reuseKit = Sampler.run(repetitions: suite.budget.waterfallFreshViewRepetitions) {
            let fixture = ReuseKitWaterfall(model: model)
            let seconds = Stopwatch.time { fixture.reload() }
            reuseKitCalls = Calls(heights: fixture.items.heightRequests, cells: fixture.items.cellRequests)
            return seconds
        }
        suite.add(
            row(
                "waterfall reload (reloadData + first layoutIfNeeded)", items, reuseKit, seed,
                calls: (reuseKitCalls, seedCalls),
                note: "fresh 3-column view; ReuseKit places lazily, the seed computes every frame; "
                    + "ReuseKit \(reuseKit.summary), seed \(seed.summary)"))
    }

    /// The first jump to the last cell of a freshly loaded view (the gallery's End key):
    /// ReuseKit places every cell on the way, asking their heights in batches; the seed placed
    /// them all in its reload already, so its reload is the baseline.
    static func jump(_ suite: BenchSuite, items: Int) {
        suite.progress("waterfall jump: \(Formatting.grouped(items)) items")
        let model = WaterfallModel(count: items)
        let (seed, seedCalls) = seedReload(suite, model: model, items: items)
        var reuseKitCalls = Calls()
        let reuseKit = Sampler.run(repetitions: suite.budget.waterfallSeedRepetitions(items: items)) {
            let fixture = ReuseKitWaterfall(model: model)
            fixture.reload()
            let before = Calls(heights: fixture.items.heightRequests, cells: fixture.items.cellRequests)
            let seconds = Stopwatch.time { fixture.scrollToCell(at: items - 1) }
            reuseKitCalls = Calls(
                heights: fixture.items.heightRequests - before.heights,
                cells: fixture.items.cellRequests - before.cells)
            return seconds
        }
        suite.add(
            row(
                "waterfall jump to the last cell, placed at once (scrollToCell + layoutIfNeeded; seed: its reload)",
                items, reuseKit, seed, calls: (reuseKitCalls, seedCalls),
                note: "fresh 3-column view after reloadData + layoutIfNeeded; scrollToCell(animated: false) "
                    + "places every cell in one call; ReuseKit \(reuseKit.summary), seed \(seed.summary)"))
        var frames = 0
        var sliceLimit = 0
        let longest = Sampler.run(repetitions: suite.budget.waterfallSeedRepetitions(items: items)) {
            let fixture = ReuseKitWaterfall(model: model)
            sliceLimit = fixture.view.placementSliceLimit
            fixture.reload()
            let jump = fixture.slicedJump(to: items - 1)
            frames = jump.frames
            return jump.longest
        }
        suite.add(
            BenchRow(
                group: "waterfall",
                name: "waterfall animated jump to the last cell in slices: longest frame (seed: its reload)",
                rows: items,
                reuseKit: .seconds(longest.median), seed: .seconds(seed.median),
                counters: [Counter(name: "frames to land", reuseKit: frames, seed: 1)],
                note: "default placementSliceLimit \(Formatting.grouped(sliceLimit)); "
                    + "each frame a glide step on a clock advanced 1/60 s and a layout pass; median over runs "
                    + "of each run's longest frame (\(longest.summary)); seed \(seed.summary)"))
    }

    /// `count` items appended to `items` with the view at the bottom: ReuseKit's
    /// `appendCells(count:)` and layout pass against the seed's only way, `reloadData`, timed
    /// alone and with the layout pass that shows the new cells.
    static func append(_ suite: BenchSuite, items: Int, appended count: Int) {
        suite.progress("waterfall append: \(Formatting.grouped(count)) to \(Formatting.grouped(items)) items")
        let model = WaterfallModel(count: items)
        var reuseKitCalls = Calls()
        let reuseKit = Sampler.run(repetitions: suite.budget.cheap) {
            let fixture = ReuseKitWaterfall(model: model)
            fixture.reload()
            fixture.scrollToCell(at: items - 1)
            fixture.scroll(to: fixture.view.maximumContentOffsetY)
            let before = Calls(heights: fixture.items.heightRequests, cells: fixture.items.cellRequests)
            let seconds = Stopwatch.time { fixture.append(count) }
            reuseKitCalls = Calls(
                heights: fixture.items.heightRequests - before.heights,
                cells: fixture.items.cellRequests - before.cells)
            return seconds
        }
        var reloads: [Double] = []
        var passes: [Double] = []
        var seedCalls = Calls()
        for _ in 0..<suite.budget.waterfallSeedRepetitions(items: items) {
            let fixture = SeedWaterfall(model: model)
            fixture.reload()
            fixture.scroll(to: fixture.maximumOffsetY)
            fixture.items.model.count += count
            let before = Calls(heights: fixture.items.heightRequests, cells: fixture.items.cellRequests)
            reloads.append(Stopwatch.time { fixture.view.reloadData() })
            passes.append(
                Stopwatch.time {
                    fixture.view.setNeedsLayout()
                    fixture.view.layoutIfNeeded()
                })
            seedCalls = Calls(
                heights: fixture.items.heightRequests - before.heights,
                cells: fixture.items.cellRequests - before.cells)
        }
        let withPass = Timing(samples: zip(reloads, passes).map(+), operationsPerSample: 1)
        let reloadOnly = Timing(samples: reloads, operationsPerSample: 1)
        let name = "waterfall append \(Formatting.grouped(count)) at the bottom"
        let how = "ReuseKit \(reuseKit.summary), seed \(withPass.summary)"
        suite.add(
            row(
                "\(name) (seed: reloadData + layout pass)", items, reuseKit, withPass,
                calls: (reuseKitCalls, seedCalls),
                note: "ReuseKit appendCells(count:) + layoutIfNeeded; the seed's reload does not ask for "
                    + "layout, so its pass is forced to show the new cells; \(how)"))
        suite.add(
            row(
                "\(name) (seed: reloadData alone)", items, reuseKit, reloadOnly,
                calls: (reuseKitCalls, seedCalls),
                note: "same samples as above, the seed's layout pass left out (new cells not shown yet)"))
    }

    static func row(
        _ name: String, _ items: Int, _ reuseKit: Timing, _ seed: Timing,
        calls: (reuseKit: Calls, seed: Calls), note: String
    ) -> BenchRow {
        BenchRow(
            group: "waterfall", name: name, rows: items, reuseKit: .seconds(reuseKit.median),
            seed: .seconds(seed.median),
            counters: [
                Counter(name: "heights asked", reuseKit: calls.reuseKit.heights, seed: calls.seed.heights),
                Counter(name: "cells asked", reuseKit: calls.reuseKit.cells, seed: calls.seed.cells),
            ],
            note: note)
    }
}
