import Foundation

/// A full sweep from the top to the bottom in steps of a third of the viewport, at 1k and 1M
/// rows: the time of the whole sweep and the cells created on the way.
@MainActor
enum SweepCases {
    static func run(_ suite: BenchSuite) {
        for rows in suite.budget.sweepRowCounts {
            suite.progress("sweep: \(Formatting.grouped(rows)) rows")
            let model = RowModel(count: rows, heights: .varied)
            let offsets = SweepPath.offsets(
                maximum: model.totalHeight - BenchGeometry.viewport.height, step: BenchGeometry.sweepStep)
            let reuseKit = reuseKitSweep(
                model: model, offsets: offsets, repetitions: suite.budget.sweepRepetitions(rows: rows))
            let seed =
                rows > 100_000
                ? sampledSeedSweep(
                    model: model, offsets: offsets, windows: suite.budget.seedSweepWindows,
                    length: suite.budget.seedSweepWindowLength)
                : seedSweep(model: model, offsets: offsets, repetitions: suite.budget.cheap)
            let steps = "\(Formatting.grouped(offsets.count)) steps of \(Int(BenchGeometry.sweepStep)) pt"
            suite.add(
                BenchRow(
                    group: "sweep", name: "full sweep top to bottom", rows: rows,
                    reuseKit: .seconds(reuseKit.seconds), seed: .seconds(seed.seconds),
                    counters: [
                        Counter(
                            name: "cells created", reuseKit: reuseKit.cellsCreated, seed: seed.cellsCreated)
                    ],
                    note: "\(steps), exact heights; ReuseKit \(reuseKit.how); seed \(seed.how)"))
            suite.add(
                BenchRow(
                    group: "sweep", name: "cells created over a full sweep", rows: rows,
                    reuseKit: .count(reuseKit.cellsCreated), seed: .count(seed.cellsCreated),
                    counters: [
                        Counter(
                            name: "most cells visible at once", reuseKit: reuseKit.mostVisible,
                            seed: seed.mostVisible)
                    ],
                    note: (rows > 100_000
                        ? "seed: over its sampled steps only (see above); " : "deterministic; ")
                        + "the seed's i·cellH frames overlap with varied heights"))
        }
    }

    private struct Result {
        var seconds: Double
        var cellsCreated: Int
        var mostVisible: Int
        var how: String
    }

    private static func reuseKitSweep(model: RowModel, offsets: [CGFloat], repetitions: Int) -> Result {
        var cells = 0
        var mostVisible = 0
        let timing = Sampler.run(repetitions: repetitions) {
            let fixture = ReuseKitTable(model: model, estimated: false)
            fixture.reload()
            let seconds = Stopwatch.time {
                for offset in offsets { fixture.scroll(to: offset) }
            }
            cells = fixture.cellsCreated
            if mostVisible == 0 {
                // Read on a second, untimed pass, once.
                for offset in offsets {
                    fixture.scroll(to: offset)
                    mostVisible = max(mostVisible, fixture.table.visibleCells.count)
                }
            }
            return seconds
        }
        return Result(
            seconds: timing.median, cellsCreated: cells, mostVisible: mostVisible, how: timing.summary)
    }

    private static func seedSweep(model: RowModel, offsets: [CGFloat], repetitions: Int) -> Result {
        var cells = 0
        var mostVisible = 0
        let timing = Sampler.run(repetitions: repetitions) {
            let fixture = SeedTable(model: model)
            fixture.reload()
            let seconds = Stopwatch.time {
                for offset in offsets { fixture.scroll(to: offset) }
            }
            cells = fixture.rows.cellsCreated
            if mostVisible == 0 {
                for offset in offsets {
                    fixture.scroll(to: offset)
                    mostVisible = max(mostVisible, fixture.table.visibleCells.count)
                }
            }
            return seconds
        }
        return Result(
            seconds: timing.median, cellsCreated: cells, mostVisible: mostVisible, how: timing.summary)
    }

    /// The seed port's full sweep at 1M rows would take many minutes (every step checks every
    /// row), so `windows` runs of `length` consecutive steps spread over the sweep are timed
    /// one step at a time, and the sweep's time is projected as median step × steps.
    private static func sampledSeedSweep(
        model: RowModel, offsets: [CGFloat], windows: Int, length: Int
    ) -> Result {
        let fixture = SeedTable(model: model)
        fixture.reload()
        var steps: [Double] = []
        var most = fixture.table.visibleCells.count
        let last = offsets.count - length
        for window in 0..<windows {
            let first = 1 + window * (last - 1) / max(1, windows - 1)
            fixture.scroll(to: offsets[first - 1])
            for index in first..<(first + length) {
                steps.append(Stopwatch.time { fixture.scroll(to: offsets[index]) })
                most = max(most, fixture.table.visibleCells.count)
            }
        }
        let median = Statistics.median(steps)
        return Result(
            seconds: median * Double(offsets.count), cellsCreated: fixture.rows.cellsCreated,
            mostVisible: most,
            how:
                "PROJECTED: median of \(steps.count) sampled steps (\(windows) windows of \(length)) "
                + "× \(Formatting.grouped(offsets.count)) steps; a full run would take minutes")
    }
}
