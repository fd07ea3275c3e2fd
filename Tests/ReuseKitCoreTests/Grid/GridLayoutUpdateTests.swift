import TestSupport
import Testing

@testable import ReuseKitCore

@Suite("Grid layout: measured lines carried through updates")
struct GridLayoutUpdateTests {
    /// A group of `perLine` items side by side, 50 long until measured.
    static func section(items: Int, perLine: Int) -> GridSection {
        let slots = (0..<perLine).map {
            GroupTemplate.Slot(
                crossOrigin: Double($0) * 100, crossLength: 100, mainOffset: 0, mainLength: 0,
                mainFraction: 1,
                sizesItself: true)
        }
        return GridSection(
            itemCount: items, group: GroupTemplate(slots: slots, length: 50), lineSpacing: 4, sizesLines: true
        )
    }

    @Test("a row inserted and one deleted far above keep every measured row of a list")
    func listRows() throws {
        var old = GridLayout()
        old.reload([Self.section(items: 100, perLine: 1)])
        for row in 40..<60 { old.setLength(Double(row), ofLine: row, inSection: 0) }
        var update = ListUpdate()
        update.insertedRows = [ListPosition(section: 0, row: 3)]
        update.deletedRows = [ListPosition(section: 0, row: 10), ListPosition(section: 0, row: 50)]
        let plan = try ListUpdatePlan(update, oldRowCounts: [100], newRowCounts: [99])
        var new = GridLayout()
        new.reload([Self.section(items: 99, perLine: 1)])
        new.carryMeasuredLines(from: old, through: plan)
        // Rows 40..<50 are at 40..<50 again (one in, one out above); 51..<60 one up.
        #expect(
            (40..<50).allSatisfy {
                new.sections[0].isMeasured(line: $0) && new.sections[0].length(ofLine: $0) == Double($0)
            })
        #expect((50..<59).allSatisfy { new.sections[0].length(ofLine: $0) == Double($0 + 1) })
        #expect(!new.sections[0].isMeasured(line: 59) && new.sections[0].measuredLineCount == 19)
        #expect(new.checkInvariants() == nil)
    }

    @Test("random updates carry exactly the lines that keep their items, as a line-by-line reference says")
    func randomUpdates() throws {
        let run = RandomizedRun(name: "GridCarry", defaultIterations: 300)
        var random = run.makeGenerator()
        for iteration in 0..<run.iterations {
            let perLine = Int.random(in: 1...3, using: &random)
            let oldCount = Int.random(in: 0...40, using: &random)
            var old = GridLayout()
            old.reload([Self.section(items: oldCount, perLine: perLine)])
            for line in 0..<old.sections[0].lineCount where Bool.random(using: &random) {
                old.setLength(Double(Int.random(in: 1...200, using: &random)), ofLine: line, inSection: 0)
            }
            var rows = Array(0..<oldCount)
            var update = ListUpdate()
            for _ in 0..<Int.random(in: 0...3, using: &random) where !rows.isEmpty {
                let index = Int.random(in: 0..<rows.count, using: &random)
                update.deletedRows.append(ListPosition(section: 0, row: rows.remove(at: index)))
            }
            if !rows.isEmpty && Bool.random(using: &random) {
                let row = rows[Int.random(in: 0..<rows.count, using: &random)]
                update.reloadedRows.append(ListPosition(section: 0, row: row))
            }
            var newCount = rows.count
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                newCount += 1
                let row = Int.random(in: 0..<newCount, using: &random)
                update.insertedRows = update.insertedRows.map {
                    $0.row >= row ? ListPosition(section: 0, row: $0.row + 1) : $0
                }
                update.insertedRows.append(ListPosition(section: 0, row: row))
            }
            let plan = try ListUpdatePlan(update, oldRowCounts: [oldCount], newRowCounts: [newCount])
            var new = GridLayout()
            new.reload([Self.section(items: newCount, perLine: perLine)])
            new.carryMeasuredLines(from: old, through: plan)
            let before = old.sections[0]
            let after = new.sections[0]
            for line in 0..<after.lineCount {
                // The reference: the line's items, traced back one by one, are exactly the items
                // of one measured old line, none reloaded.
                let items = after.items(inLine: line)
                let sources = items.map { plan.oldPosition(of: ListPosition(section: 0, row: $0)) }
                var expected: Double?
                if let first = sources.first ?? nil, first.row % perLine == 0,
                    sources.enumerated().allSatisfy({ $0.element?.row == first.row + $0.offset }),
                    before.items(inLine: first.row / perLine) == first.row..<first.row + items.count,
                    !sources.contains(where: { $0.map(plan.isReloaded) ?? true }),
                    before.isMeasured(line: first.row / perLine)
                {
                    expected = before.length(ofLine: first.row / perLine)
                }
                let carried = after.isMeasured(line: line) ? after.length(ofLine: line) : nil
                if carried != expected {
                    Issue.record(
                        "iteration \(iteration): line \(line) of \(perLine) is \(String(describing: carried)), not \(String(describing: expected)) (SEED=\(run.seed))"
                    )
                    return
                }
            }
            if let problem = new.checkInvariants() {
                Issue.record("iteration \(iteration): \(problem) (SEED=\(run.seed))")
                return
            }
        }
    }
}
