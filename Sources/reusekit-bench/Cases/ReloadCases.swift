/// `reloadData` and the first layout pass, at 1k, 1M and 10M rows: ReuseKit asking every
/// height (exact) and with an estimate, against the seed port, which always asks every height,
/// and (exact only) the plain-array port, in the same run.
@MainActor
enum ReloadCases {
    private struct Result {
        var timing: Timing
        var heightRequests: Int
        var cellRequests: Int
    }

    static func run(_ suite: BenchSuite) {
        for rows in suite.budget.rowCounts {
            suite.progress("reload: \(Formatting.grouped(rows)) rows")
            let seed = seedReload(rows: rows, repetitions: suite.budget.seedRepetitions(rows: rows))
            let repetitions = suite.budget.reuseKitRepetitions(rows: rows)
            let plain = plainReload(rows: rows, repetitions: repetitions)
            let exact = reuseKitReload(rows: rows, estimated: false, repetitions: repetitions)
            let estimated = reuseKitReload(rows: rows, estimated: true, repetitions: suite.budget.cheap)
            var exactRow = row("reload, exact heights (estimatedRowHeight 0)", rows, exact, seed, note: "")
            exactRow.plain = .seconds(plain.timing.median)
            exactRow.counters.append(
                Counter(name: "heights asked by the plain port", reuseKit: nil, seed: plain.heightRequests))
            exactRow.note += "; plain port \(plain.timing.summary)"
            suite.add(exactRow)
            suite.add(
                row(
                    "reload, estimated (estimatedRowHeight 56)", rows, estimated, seed,
                    note: "the seed has no estimate mode: against its exact reload (same run as above); "))
        }
    }

    private static func row(_ name: String, _ rows: Int, _ reuseKit: Result, _ seed: Result, note: String)
        -> BenchRow
    {
        BenchRow(
            group: "reload", name: name, rows: rows, reuseKit: .seconds(reuseKit.timing.median),
            seed: .seconds(seed.timing.median),
            counters: [
                Counter(name: "heights asked", reuseKit: reuseKit.heightRequests, seed: seed.heightRequests),
                Counter(name: "cells asked", reuseKit: reuseKit.cellRequests, seed: seed.cellRequests),
            ],
            note: note
                + "reloadData + layoutIfNeeded on a fresh table; ReuseKit \(reuseKit.timing.summary), "
                + "seed \(seed.timing.summary)")
    }

    private static func reuseKitReload(rows: Int, estimated: Bool, repetitions: Int) -> Result {
        var heights = 0
        var cells = 0
        let timing = Sampler.run(repetitions: repetitions) {
            let fixture = ReuseKitTable(model: RowModel(count: rows, heights: .varied), estimated: estimated)
            let seconds = Stopwatch.time { fixture.reload() }
            heights = fixture.rows.heightRequests
            cells = fixture.rows.cellRequests
            return seconds
        }
        return Result(timing: timing, heightRequests: heights, cellRequests: cells)
    }

    private static func plainReload(rows: Int, repetitions: Int) -> Result {
        var heights = 0
        var cells = 0
        let timing = Sampler.run(repetitions: repetitions) {
            let fixture = PlainTable(model: RowModel(count: rows, heights: .varied))
            let seconds = Stopwatch.time { fixture.reload() }
            heights = fixture.rows.heightRequests
            cells = fixture.rows.cellRequests
            return seconds
        }
        return Result(timing: timing, heightRequests: heights, cellRequests: cells)
    }

    private static func seedReload(rows: Int, repetitions: Int) -> Result {
        var heights = 0
        var cells = 0
        let timing = Sampler.run(repetitions: repetitions) {
            let fixture = SeedTable(model: RowModel(count: rows, heights: .varied))
            let seconds = Stopwatch.time { fixture.reload() }
            heights = fixture.rows.heightRequests
            cells = fixture.rows.cellRequests
            return seconds
        }
        return Result(timing: timing, heightRequests: heights, cellRequests: cells)
    }
}
