/// How many rows the cases use and how often they repeat, so a full run stays under three
/// minutes on two cores and `--quick` takes seconds.
struct Budget {
    /// Whether this is a `--quick` run.
    let quick: Bool

    /// The row counts of the reload and scroll-step cases.
    var rowCounts: [Int] { quick ? [1_000, 1_000_000] : [1_000, 1_000_000, 10_000_000] }

    /// The row counts of the full sweep.
    var sweepRowCounts: [Int] { [1_000, 1_000_000] }

    /// The row count of the update, memory and allocation cases.
    var largeRowCount: Int { 1_000_000 }

    /// Repetitions of operations that take at most milliseconds.
    var cheap: Int { quick ? 3 : 11 }

    /// Repetitions of an operation on `rows` rows by the seed port, whose costs grow with `rows`.
    func seedRepetitions(rows: Int) -> Int {
        switch rows {
        case ...100_000: cheap
        case ...1_000_000: quick ? 1 : 5
        default: quick ? 1 : 3
        }
    }

    /// Repetitions of one scroll step of the seed port over `rows` rows (each sample is one or
    /// more steps of O(rows)).
    func seedStepRepetitions(rows: Int) -> Int {
        rows > 1_000_000 ? (quick ? 1 : 5) : cheap
    }

    /// Repetitions of a ReuseKit operation on `rows` rows (an exact reload asks every height).
    func reuseKitRepetitions(rows: Int) -> Int {
        rows > 1_000_000 ? (quick ? 1 : 3) : cheap
    }

    /// Repetitions of ReuseKit's full sweep over `rows` rows.
    func sweepRepetitions(rows: Int) -> Int {
        rows > 100_000 ? (quick ? 1 : 3) : cheap
    }

    /// Steps sampled from the seed port's sweep when a full one would take minutes.
    var seedSweepWindows: Int { quick ? 8 : 32 }

    /// Consecutive steps per sampled window of the seed port's sweep.
    var seedSweepWindowLength: Int { 8 }

    /// Steps whose allocations are counted, for ReuseKit and for the seed port.
    var allocationSteps: (reuseKit: Int, seed: Int) { quick ? (500, 60) : (3_000, 300) }
}
