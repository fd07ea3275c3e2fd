import Foundation
import ReuseKit

/// Inserting, deleting and resizing one row in the middle of 1M rows, with the viewport on it:
/// ReuseKit through `insertRows`/`deleteRows`/`reloadRows` on a data source whose model
/// changed; the seed port through its only way, `reloadData`.
@MainActor
enum UpdateCases {
    private enum Operation: CaseIterable {
        case insert, delete, resize

        var name: String {
            switch self {
            case .insert: "insert one row in the middle"
            case .delete: "delete one row in the middle"
            case .resize: "resize one row in the middle (reloadRows, new height)"
            }
        }

        var api: String {
            switch self {
            case .insert: "insertRows(at:)"
            case .delete: "deleteRows(at:)"
            case .resize: "reloadRows(at:)"
            }
        }

        /// Changes the model as the app would before telling the table.
        func edit(_ model: inout RowModel, row: Int, repetition: Int) {
            switch self {
            case .insert: model.insertRow(height: 60, at: row)
            case .delete: model.removeRow(at: row)
            case .resize: model.setHeight(repetition % 2 == 0 ? 100 : 30, ofRow: row)
            }
        }
    }

    private struct Result {
        var timing: Timing
        var heightRequests: Int
        var cellRequests: Int
    }

    static func run(_ suite: BenchSuite) {
        let rows = suite.budget.largeRowCount
        for operation in Operation.allCases {
            suite.progress("update: \(operation.api) at \(Formatting.grouped(rows)) rows")
            let reuseKit = reuseKitUpdate(operation, rows: rows, repetitions: suite.budget.cheap)
            let seed = seedUpdate(
                operation, rows: rows, repetitions: suite.budget.seedRepetitions(rows: rows))
            suite.add(
                BenchRow(
                    group: "update", name: operation.name, rows: rows,
                    reuseKit: .seconds(reuseKit.timing.median),
                    seed: .seconds(seed.timing.median),
                    counters: [
                        Counter(
                            name: "heights asked", reuseKit: reuseKit.heightRequests,
                            seed: seed.heightRequests),
                        Counter(
                            name: "cells asked", reuseKit: reuseKit.cellRequests, seed: seed.cellRequests),
                    ],
                    note: "viewport on the row; ReuseKit \(operation.api) + layoutIfNeeded, "
                        + "\(reuseKit.timing.summary); seed reloadData + layoutIfNeeded on the same table "
                        + "(its dividers pile up: 1M more per reload), \(seed.timing.summary); "
                        + "counters per update"))
        }
    }

    /// The content offset that shows `row` a little below the top of the viewport.
    private static func offset(showing row: Int, in model: RowModel) -> CGFloat {
        var top: CGFloat = 0
        for index in 0..<row { top += model.height(ofRow: index) }
        return top - 200
    }

    private static func reuseKitUpdate(_ operation: Operation, rows: Int, repetitions: Int) -> Result {
        let fixture = ReuseKitTable(model: RowModel(count: rows, heights: .stored), estimated: false)
        fixture.reload()
        let middle = rows / 2
        fixture.scroll(to: offset(showing: middle, in: fixture.rows.model))
        let indexPath = IndexPath(row: middle, section: 0)
        var heights = 0
        var cells = 0
        var repetition = 0
        let timing = Sampler.run(repetitions: repetitions) {
            operation.edit(&fixture.rows.model, row: middle, repetition: repetition)
            repetition += 1
            let heightsBefore = fixture.rows.heightRequests
            let cellsBefore = fixture.rows.cellRequests
            let seconds = Stopwatch.time {
                do {
                    // Immediate, as before animations existed: the update's own cost.
                    try View.performWithoutAnimation { () throws(ListUpdateError) in
                        switch operation {
                        case .insert: try fixture.table.insertRows(at: [indexPath], with: .none)
                        case .delete: try fixture.table.deleteRows(at: [indexPath], with: .none)
                        case .resize: try fixture.table.reloadRows(at: [indexPath], with: .none)
                        }
                    }
                } catch {
                    preconditionFailure("\(operation.api) was refused: \(error)")
                }
                fixture.table.layoutIfNeeded()
            }
            heights = fixture.rows.heightRequests - heightsBefore
            cells = fixture.rows.cellRequests - cellsBefore
            return seconds
        }
        return Result(timing: timing, heightRequests: heights, cellRequests: cells)
    }

    private static func seedUpdate(_ operation: Operation, rows: Int, repetitions: Int) -> Result {
        let fixture = SeedTable(model: RowModel(count: rows, heights: .stored))
        fixture.reload()
        let middle = rows / 2
        fixture.scroll(to: offset(showing: middle, in: fixture.rows.model))
        var heights = 0
        var cells = 0
        var repetition = 0
        let timing = Sampler.run(repetitions: repetitions) {
            operation.edit(&fixture.rows.model, row: middle, repetition: repetition)
            repetition += 1
            let heightsBefore = fixture.rows.heightRequests
            let cellsBefore = fixture.rows.cellRequests
            let seconds = Stopwatch.time { fixture.reload() }
            heights = fixture.rows.heightRequests - heightsBefore
            cells = fixture.rows.cellRequests - cellsBefore
            return seconds
        }
        return Result(timing: timing, heightRequests: heights, cellRequests: cells)
    }
}
