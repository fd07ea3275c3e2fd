/// The report as a markdown table, one line per row.
struct MarkdownReport {
    /// The rows, in the order they ran.
    let rows: [BenchRow]
    /// Lines printed above the table.
    let header: [String]
    /// Lines printed below the table.
    let footer: [String]

    /// The whole report.
    func render() -> String {
        var lines = header
        if !lines.isEmpty { lines.append("") }
        lines.append(
            "| case | n | ReuseKit | seed port | seed/ReuseKit | plain array | plain/ReuseKit "
                + "| counters (ReuseKit / seed) | notes |")
        lines.append("|---|---:|---:|---:|---:|---:|---:|---|---|")
        for row in rows {
            let cells = [
                row.name, Formatting.grouped(row.rows), Formatting.metric(row.reuseKit),
                Formatting.metric(row.seed), Formatting.ratio(row.ratio), Formatting.metric(row.plain),
                Formatting.ratio(row.plainRatio), counters(row.counters), row.note,
            ]
            lines.append("| " + cells.map(Self.escaped).joined(separator: " | ") + " |")
        }
        if !footer.isEmpty {
            lines.append("")
            lines.append(contentsOf: footer)
        }
        return lines.joined(separator: "\n")
    }

    private func counters(_ counters: [Counter]) -> String {
        counters.map { "\($0.name) \(Formatting.count($0.reuseKit)) / \(Formatting.count($0.seed))" }
            .joined(separator: "; ")
    }

    private static func escaped(_ cell: String) -> String {
        cell.replacingOccurrences(of: "|", with: "\\|")
    }
}
