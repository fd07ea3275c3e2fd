/// Seed 003's waterfall: ReuseKit's `WaterfallView` against the port of `JYHWaterfallFlowView`
/// (every frame computed on reload, every frame checked on each layout pass): reload, load
/// more, a delete, one scroll step and a sweep.
@MainActor
enum WaterfallCases {
    static func run(_ suite: BenchSuite) {
        for items in suite.budget.waterfallItemCounts {
            WaterfallReloadCases.reload(suite, items: items)
        }
        WaterfallReloadCases.jump(suite, items: suite.budget.waterfallAppendBase)
        WaterfallReloadCases.append(
            suite, items: suite.budget.waterfallAppendBase, appended: suite.budget.waterfallAppendCount)
        WaterfallUpdateCases.delete(suite, items: suite.budget.waterfallAppendBase, scrolledTo: 0)
        WaterfallUpdateCases.delete(
            suite, items: suite.budget.waterfallAppendBase, scrolledTo: suite.budget.waterfallAppendBase / 2)
        for items in suite.budget.waterfallItemCounts {
            WaterfallScrollCases.step(suite, items: items)
        }
        WaterfallScrollCases.sweep(suite, items: suite.budget.waterfallSweepItems)
    }
}

extension Budget {
    /// The item counts of the waterfall reload and scroll-step cases.
    var waterfallItemCounts: [Int] { [1_000, 1_000_000] }
    /// The items a load more appends to.
    var waterfallAppendBase: Int { 1_000_000 }
    /// The items a load more appends.
    var waterfallAppendCount: Int { 1_000 }
    /// The items of the sweep.
    var waterfallSweepItems: Int { 1_000 }
    /// Repetitions of an operation of ReuseKit's waterfall that takes microseconds and needs a
    /// fresh view each time.
    var waterfallFreshViewRepetitions: Int { quick ? 5 : 31 }

    /// Repetitions of the seed port's reload of `items` items (each O(items), with a set-up of
    /// another O(items) for a load more).
    func waterfallSeedRepetitions(items: Int) -> Int {
        items > 100_000 ? (quick ? 1 : 9) : cheap
    }
}
