import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@MainActor
@Suite("Reordering, randomized")
struct TableViewReorderingRandomizedTests {
    /// Whether every visible cell shows the data source's row (through the lifted row's one
    /// move) and, with exact heights, stands at that row's height.
    static func check(_ fixture: TableFixture, _ table: TableView, exact: Bool) -> String? {
        if let problem = table.checkInvariants() { return problem }
        for indexPath in (table.indexPathsForVisibleRows ?? []) {
            let source = table.dataSourceIndexPath(forLayout: indexPath)
            guard let cell = table.cellForRow(at: indexPath) else { return "no cell at \(indexPath)" }
            if cell.textLabel?.text != "\(fixture.ids[source.section][source.row])" {
                return "the cell at \(indexPath) shows \(cell.textLabel?.text ?? "nothing")"
            }
            if exact && cell.frame.height != fixture.sections[source.section][source.row] {
                return "the cell at \(indexPath) is \(cell.frame.height) high"
            }
        }
        if exact {
            let rows = fixture.sections.joined().reduce(0, +)
            let expected = rows + fixture.headerHeight * CGFloat(fixture.sections.count)
            if table.contentSize.height != expected {
                return "content height \(table.contentSize.height), rows and headers \(expected)"
            }
        }
        return nil
    }

    @Test(
        "drags, autoscrolls, drops, cancels and keyboard moves keep the invariants at every frame and the data source in step",
        arguments: 0..<24)
    func randomSequences(seed: UInt64) {
        var random = SeededGenerator(seed: seed &+ 41)
        let sectionCount = Int.random(in: 1...5, using: &random)
        let sections = (0..<sectionCount).map { _ in
            (0..<Int.random(in: 0...30, using: &random)).map { _ in
                [5, 10, 15].randomElement(using: &random) ?? 10
            } as [CGFloat]
        }
        let exact = Bool.random(using: &random)
        let fixture = TableFixture(sections: sections)
        fixture.movable = true
        fixture.headerHeight = [0, 10].randomElement(using: &random) ?? 0
        if Bool.random(using: &random) {
            // Keeps rows out of the last section: the delegate's answer must be honoured.
            fixture.redirect = { source, proposed in
                guard sections.count > 1, proposed.section == sections.count - 1,
                    source.section != sections.count - 1
                else { return proposed }
                return IndexPath(row: 0, section: sections.count - 2)
            }
        }
        let table = fixture.makeTable(height: 100, estimate: exact ? 0 : 10)
        let clock = ManualFrameClock()
        table.clock = clock
        table.layoutIfNeeded()
        var log: [String] = []
        func verify() -> Bool {
            table.layoutIfNeeded()
            guard let problem = Self.check(fixture, table, exact: exact) else { return true }
            Issue.record("seed \(seed) after \(log.suffix(6)): \(problem)")
            return false
        }
        func pointer() -> CGPoint {
            let y = table.contentOffset.y + CGFloat(Int.random(in: -5...105, using: &random))
            return CGPoint(x: CGFloat(Int.random(in: 0..<40, using: &random)), y: y)
        }
        for _ in 0..<150 {
            let roll = Int.random(in: 0..<100, using: &random)
            if table.isReordering {
                switch roll {
                case 0..<50:
                    let point = pointer()
                    log.append("to \(point.y)")
                    table.reorder(to: point)
                case 50..<80:
                    log.append("frames")
                    for _ in 0..<Int.random(in: 1...20, using: &random) {
                        clock.advance(by: 1.0 / 60)
                        table.step()
                        if !verify() { return }
                    }
                case 80..<92:
                    log.append("drop")
                    table.endReorder()
                default:
                    log.append("cancel")
                    table.cancelReorder()
                }
            } else {
                switch roll {
                case 0..<45:
                    let point = pointer()
                    log.append("lift at \(point.y): \(table.beginReorder(at: point))")
                case 45..<65:
                    let point = pointer()
                    let delta = [-3, -1, 1, 2].randomElement(using: &random) ?? 1
                    _ = table.tapRow(at: point)
                    log.append("key \(delta) at \(point.y): \(table.moveFocusedRow(by: delta))")
                case 65..<75:
                    let delta = CGFloat(Int.random(in: -60...60, using: &random))
                    log.append("scroll \(delta)")
                    table.scroll(by: CGPoint(x: 0, y: delta))
                default:
                    log.append("frames")
                    for _ in 0..<Int.random(in: 1...20, using: &random) {
                        clock.advance(by: 1.0 / 60)
                        table.step()
                        if !verify() { return }
                    }
                }
            }
            if !verify() { return }
        }
        table.endReorder()
        var frames = 0
        while table.isMoving && frames < 2000 {
            clock.advance(by: 1.0 / 60)
            table.step()
            frames += 1
            if !verify() { return }
        }
        #expect(!table.isMoving)
        #expect(
            fixture.sections.indices.allSatisfy {
                table.numberOfRows(inSection: $0) == fixture.sections[$0].count
            })
        #expect(fixture.visibleCellsMatch(table))
        if fixture.redirect != nil && sections.count > 1 {
            // The delegate kept every row from elsewhere out of the last section.
            #expect(
                fixture.moves.allSatisfy {
                    $0.to.section != sections.count - 1 || $0.from.section == sections.count - 1
                })
        }
    }
}
