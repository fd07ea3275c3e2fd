import Foundation
import TableTestSupport
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@MainActor
@Suite("Pointer gestures, randomized")
struct PointerGesturesRandomizedTests {
    /// Whether the table is whole and every visible cell shows the row the data source has
    /// there (through a lifted row's one move).
    static func check(_ fixture: PointerFixture) -> String? {
        let table = fixture.table
        if let problem = table.checkInvariants() { return problem }
        for indexPath in (table.indexPathsForVisibleRows ?? []) {
            let source = table.dataSourceIndexPath(forLayout: indexPath)
            let expected = fixture.rows.sections[source.section][source.row]
            guard let text = table.cellForRow(at: indexPath)?.textLabel?.text else {
                return "no cell at \(indexPath)"
            }
            if text != expected { return "the cell at \(indexPath) shows \(text), not \(expected)" }
        }
        return nil
    }

    @Test(
        "presses, moves, releases, held presses, keys and resets keep the table whole and in step with its rows",
        arguments: 0..<12)
    func randomSequences(seed: UInt64) {
        let run = RandomizedRun(name: "pointer gestures \(seed)", defaultSeed: seed, defaultIterations: 200)
        var random = run.makeGenerator()
        let fixture = PointerFixture()
        let table = fixture.table
        let names = Set(fixture.rows.sections.joined())
        var pointer = CGPoint(x: 20, y: 50)
        var log: [String] = []
        var reached = Set<String>()
        for step in 0..<run.iterations {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<18:
                pointer = CGPoint(
                    x: CGFloat(Int.random(in: 0..<40, using: &random)),
                    y: CGFloat(Int.random(in: 5..<105, using: &random)))
                log.append("press \(pointer)")
                fixture.press(pointer)
            case 18..<50:
                // Mostly small moves, sometimes a sideways sweep or a jump past an edge.
                let far = Bool.random(using: &random)
                let dx = CGFloat(Int.random(in: far ? -40...40 : -6...6, using: &random))
                let dy = CGFloat(Int.random(in: far ? -60...60 : -6...6, using: &random))
                pointer = CGPoint(x: pointer.x + dx, y: pointer.y + dy)
                log.append("move \(pointer)")
                fixture.move(pointer)
            case 50..<64:
                log.append("release \(pointer)")
                fixture.release(pointer)
            case 64..<84:
                let seconds = Double(Int.random(in: 1...40, using: &random)) / 100
                log.append("wait \(seconds)")
                fixture.clock.advance(by: seconds)
                fixture.gestures.advance()
                if table.isMoving { table.step() }
            case 84..<88:
                log.append("editing \(!table.isEditing)")
                table.setEditing(!table.isEditing, animated: Bool.random(using: &random))
            case 88..<91:
                log.append("swipe key")
                table.toggleSwipeActionsOfFocusedRow(edge: .trailing)
            case 91..<93:
                log.append("action key")
                table.performSwipeAction(at: 0)
            case 93..<97:
                let places = Bool.random(using: &random) ? 1 : -1
                log.append("move key \(places)")
                table.focusRow(at: (table.indexPathsForVisibleRows ?? []).first)
                table.moveFocusedRow(by: places)
            default:
                log.append("reset")
                fixture.gestures.reset()
            }
            table.layoutIfNeeded()
            if let phase = fixture.gestures.phase { reached.insert("\(phase)") }
            if let problem = Self.check(fixture) {
                Issue.record(
                    "seed \(seed) step \(step): \(problem)\n\(log.suffix(12).joined(separator: "\n"))")
                return
            }
        }
        // The sequence reached the gestures beside a plain drag, or it tested little.
        #expect(reached.count >= 3, "phases reached: \(reached.sorted())")
        fixture.release(pointer)
        fixture.settle()
        #expect(!table.isReordering && !fixture.gestures.isPressed)
        #expect(Self.check(fixture) == nil)
        let left = fixture.rows.sections.joined()
        #expect(Set(left).count == left.count, "no row is lost twice or duplicated")
        #expect(names.subtracting(left).count == fixture.performed.count, "only deleted rows are gone")
        for section in 0..<table.numberOfSections {
            #expect(table.numberOfRows(inSection: section) == fixture.rows.sections[section].count)
        }
    }
}
