/// Collects the rows of a run and reports progress as they come.
@MainActor
final class BenchSuite {
    /// Sizes and repetitions.
    let budget: Budget
    /// The rows so far, in the order they ran.
    private(set) var rows: [BenchRow] = []

    init(budget: Budget) {
        self.budget = budget
    }

    /// Adds a row and shows it on standard error.
    func add(_ row: BenchRow) {
        rows.append(row)
        Console.error(
            "  \(row.name) [n=\(Formatting.grouped(row.rows))]: ReuseKit \(Formatting.metric(row.reuseKit)), "
                + "seed \(Formatting.metric(row.seed)), ratio \(Formatting.ratio(row.ratio))"
                + (row.plain.map {
                    ", plain \(Formatting.metric($0)), ratio \(Formatting.ratio(row.plainRatio))"
                } ?? ""))
    }

    /// Announces a step of the run on standard error.
    func progress(_ message: String) {
        Console.error(message)
    }
}
