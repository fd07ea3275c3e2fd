import Foundation

/// The report as JSON, for tools: every row with its raw numbers and units.
struct JSONReport: Encodable {
    /// A figure with its unit.
    struct Figure: Encodable {
        var value: Double
        var unit: String
    }

    /// A counter of both sides.
    struct CounterEntry: Encodable {
        var name: String
        var reuseKit: Int?
        var seed: Int?
    }

    /// One row.
    struct Row: Encodable {
        var group: String
        var name: String
        var rows: Int
        var reuseKit: Figure?
        var seed: Figure?
        var ratioSeedOverReuseKit: Double?
        var plain: Figure?
        var ratioPlainOverReuseKit: Double?
        var counters: [CounterEntry]
        var note: String
    }

    var mode: String
    var configuration: String
    var elapsedSeconds: Double
    var rows: [Row]

    /// Builds the JSON form of `rows`.
    init(rows: [BenchRow], quick: Bool, configuration: String, elapsedSeconds: Double) {
        mode = quick ? "quick" : "full"
        self.configuration = configuration
        self.elapsedSeconds = elapsedSeconds
        self.rows = rows.map { row in
            Row(
                group: row.group, name: row.name, rows: row.rows,
                reuseKit: row.reuseKit.map { Figure(value: $0.value, unit: $0.unit) },
                seed: row.seed.map { Figure(value: $0.value, unit: $0.unit) },
                ratioSeedOverReuseKit: row.ratio,
                plain: row.plain.map { Figure(value: $0.value, unit: $0.unit) },
                ratioPlainOverReuseKit: row.plainRatio,
                counters: row.counters.map {
                    CounterEntry(name: $0.name, reuseKit: $0.reuseKit, seed: $0.seed)
                },
                note: row.note)
        }
    }

    /// The encoded report, keys sorted, or a message when encoding fails.
    func render() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(self), as: UTF8.self)
        } catch {
            return "{\"error\": \"could not encode the report: \(error)\"}"
        }
    }
}
