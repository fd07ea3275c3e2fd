import Foundation

/// `reusekit-bench`: ReuseKit's table view against a faithful port of seed 000's, in one
/// process, as a markdown table (or JSON) on standard output.
@main
struct ReuseKitBench {
    @MainActor
    static func main() {
        let options: BenchOptions
        do {
            options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            Console.error("reusekit-bench: \(error)\nRun 'reusekit-bench --help' for usage.")
            exit(2)
        }
        if options.showsHelp {
            print(BenchOptions.usage)
            return
        }
        #if DEBUG
            let configuration = "debug"
            Console.error("warning: a debug build; figures are only meaningful with -c release")
        #else
            let configuration = "release"
        #endif
        let suite = BenchSuite(budget: Budget(quick: options.quick))
        let loadBefore = SystemLoad.oneMinuteAverage()
        let elapsed = Stopwatch.time { run(suite, options) }
        let load = (before: loadBefore, after: SystemLoad.oneMinuteAverage())
        switch options.format {
        case .markdown:
            let report = MarkdownReport(
                rows: suite.rows,
                header: header(options, configuration: configuration, elapsed: elapsed, load: load),
                footer: footer)
            print(report.render())
        case .json:
            let report = JSONReport(
                rows: suite.rows, quick: options.quick, configuration: configuration, elapsedSeconds: elapsed)
            print(report.render())
        }
    }

    @MainActor
    private static func run(_ suite: BenchSuite, _ options: BenchOptions) {
        let groups: [(String, (BenchSuite) -> Void)] = [
            ("reload", ReloadCases.run),
            ("scroll", ScrollStepCases.run),
            ("sweep", SweepCases.run),
            ("update", UpdateCases.run),
            ("timeline", TimelineCases.run),
            ("filter", FilterCases.run),
            ("search", SearchCases.run),
            ("memory", MemoryCases.run),
            ("allocations", AllocationCases.run),
            ("images", ImageCases.run),
            ("waterfall", WaterfallCases.run),
            ("grid", GridCases.run),
            ("compositional", CompositionalCases.run),
            ("outline", OutlineCases.run),
        ]
        for (name, run) in groups where options.runs(name) { run(suite) }
    }

    private static func header(
        _ options: BenchOptions, configuration: String, elapsed: Double,
        load: (before: Double?, after: Double?)
    ) -> [String] {
        [
            "# reusekit-bench",
            "",
            "\(options.quick ? "Quick" : "Full") run, \(configuration) build, "
                + "\(ProcessInfo.processInfo.activeProcessorCount) cores, "
                + "\(Formatting.decimal(elapsed, digits: 1)) s, 1-minute load average "
                + "\(SystemLoad.describe(load.before)) at start, \(SystemLoad.describe(load.after)) at end. "
                + "Viewport 375 × 667 pt; varied heights are 40–72 pt (every row unlike its neighbours), "
                + "equal heights 44 pt. Ratios = seed port ÷ ReuseKit and plain array ÷ ReuseKit.",
        ]
    }

    private static let footer = [
        "Seed port: seed 000's YZTableView in Swift, algorithm as written: reloadData asks every height, "
            + "computes frames with cellY = i * cellH, keys each index path by y in a dictionary, adds a "
            + "divider view per row (never removed) and sums totalH += cellY + cellH; every layout pass runs "
            + "isInScreen over every row's frame; dequeue takes anyObject from the pool. It draws nothing.",
        "Plain array (exact reload and memory rows): a table that keeps every row's CGRect in an array "
            + "filled on reload from a height closure taking an IndexPath, finds visible rows by binary search "
            + "and pools cells: the least a correct port does.",
        "ReuseKit: TableView through its public API (register, dequeueReusableCell(withIdentifier:for:), "
            + "reloadData, contentOffset, layoutIfNeeded, insertRows/deleteRows/reloadRows).",
        "Waterfall rows (group waterfall): seed 003's JYHWaterfallFlowView in Swift, algorithm as written: "
            + "reloadData asks every height and computes every frame (shortest column first); every layout "
            + "pass looks up and checks every frame; dequeue enumerates the pool for a matching identifier. "
            + "ReuseKit: WaterfallView through its public API (register, dequeueReusableCell(withIdentifier:for:), "
            + "reloadData, appendCells(count:), contentOffset, layoutIfNeeded); 3 columns, heights 80–200 pt.",
    ]
}
