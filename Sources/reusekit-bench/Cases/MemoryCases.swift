/// Heap bytes per row kept after `reloadData` and the first layout pass at 1M rows: ReuseKit's
/// size tree (runs of equal or unmeasured rows are one entry) against the seed port's frames,
/// dictionary of index paths keyed by y and divider view per row.
@MainActor
enum MemoryCases {
    private struct Result {
        var bytes: Int
        /// Rows measured (ReuseKit) or subviews kept (seed).
        var detail: Int
    }

    private struct Variant {
        var name: String
        var reuseKit: Result
        var seed: Result
        var plain: Int?
        var note: String
    }

    static func run(_ suite: BenchSuite) {
        let rows = suite.budget.largeRowCount
        guard HeapMeter.liveBytes() != nil else {
            suite.progress("memory: skipped, glibc's malloc_info is not available")
            return
        }
        suite.progress("memory: \(Formatting.grouped(rows)) rows")
        let varied = RowModel(count: rows, heights: .varied)
        let uniform = RowModel(count: rows, heights: .uniform(BenchGeometry.uniformRowHeight))
        let seedVaried = seedBytes(varied)
        let variants = [
            Variant(
                name: "memory per row, exact, distinct heights",
                reuseKit: reuseKitBytes(varied, estimated: false), seed: seedVaried,
                plain: plainBytes(varied),
                note: ""),
            Variant(
                name: "memory per row, exact, equal heights",
                reuseKit: reuseKitBytes(uniform, estimated: false), seed: seedBytes(uniform),
                plain: plainBytes(uniform), note: ""),
            Variant(
                name: "memory per row, estimated (estimatedRowHeight 56)",
                reuseKit: reuseKitBytes(varied, estimated: true), seed: seedVaried, plain: nil,
                note: "the seed has no estimate mode: against its exact reload, distinct heights; "),
        ]
        for variant in variants {
            suite.add(
                BenchRow(
                    group: "memory", name: variant.name, rows: rows,
                    reuseKit: .bytesPerRow(Double(variant.reuseKit.bytes) / Double(rows)),
                    seed: .bytesPerRow(Double(variant.seed.bytes) / Double(rows)),
                    plain: variant.plain.map { .bytesPerRow(Double($0) / Double(rows)) },
                    counters: [
                        Counter(
                            name: "heap bytes", reuseKit: variant.reuseKit.bytes, seed: variant.seed.bytes),
                        Counter(name: "rows measured", reuseKit: variant.reuseKit.detail, seed: nil),
                        Counter(name: "subviews kept", reuseKit: nil, seed: variant.seed.detail),
                    ],
                    note: variant.note
                        + "heap in use (glibc malloc_info, = mallinfo2 uordblks + hblkhd) after − before "
                        + "reloadData + layoutIfNeeded; one deterministic measurement"))
        }
    }

    private static func reuseKitBytes(_ model: RowModel, estimated: Bool) -> Result {
        let fixture = ReuseKitTable(model: model, estimated: estimated)
        let bytes = heapGrowth { fixture.reload() }
        return Result(bytes: bytes, detail: fixture.table.measuredRowCount)
    }

    private static func plainBytes(_ model: RowModel) -> Int {
        let fixture = PlainTable(model: model)
        return heapGrowth { fixture.reload() }
    }

    private static func seedBytes(_ model: RowModel) -> Result {
        let fixture = SeedTable(model: model)
        let bytes = heapGrowth { fixture.reload() }
        return Result(bytes: bytes, detail: fixture.table.subviews.count)
    }

    /// The growth of the heap over `body`, whose results stay alive with the caller's fixture.
    static func heapGrowth(_ body: () -> Void) -> Int {
        let before = HeapMeter.liveBytes() ?? 0
        body()
        let after = HeapMeter.liveBytes() ?? 0
        return after - before
    }
}
