import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@MainActor
@Suite("Animated updates against immediate ones, randomized")
struct TableViewAnimationRandomizedTests {
    static let animations: [TableView.RowAnimation] = [
        .automatic, .none, .fade, .top, .bottom, .left, .right, .middle,
    ]

    /// One random change made to the fixture's data and told to `table` (and to `reference`,
    /// with animations off).
    @discardableResult
    static func randomChange(
        _ fixture: TableFixture, _ tables: [TableView], using random: inout SeededGenerator
    ) throws -> String {
        let animation = animations.randomElement(using: &random) ?? .automatic
        let sections = fixture.sections.count
        let nonEmpty = fixture.sections.indices.filter { !fixture.sections[$0].isEmpty }
        var told = "nothing"
        func tell(_ what: String, _ change: (TableView) throws(ListUpdateError) -> Void) throws {
            told = "\(what) with \(animation)"
            for (index, table) in tables.enumerated() {
                if index == 0 {
                    try change(table)
                } else {
                    // The switch itself, not performWithoutAnimation: passing `change` on into
                    // another closure is a data-race error in optimized builds.
                    let enabled = View.areAnimationsEnabled
                    View.setAnimationsEnabled(false)
                    defer { View.setAnimationsEnabled(enabled) }
                    try change(table)
                }
            }
        }
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<30 where sections > 0:
            let section = Int.random(in: 0..<sections, using: &random)
            let row = Int.random(in: 0...fixture.sections[section].count, using: &random)
            fixture.sections[section].insert([5, 10, 15].randomElement(using: &random) ?? 10, at: row)
            fixture.ids[section].insert(fixture.nextIdentifier(), at: row)
            try tell("insert \(section).\(row)") { table throws(ListUpdateError) in
                try table.insertRows(at: [IndexPath(row: row, section: section)], with: animation)
            }
        case 30..<55 where !nonEmpty.isEmpty:
            let section = nonEmpty.randomElement(using: &random) ?? 0
            let row = Int.random(in: 0..<fixture.sections[section].count, using: &random)
            fixture.sections[section].remove(at: row)
            fixture.ids[section].remove(at: row)
            try tell("delete \(section).\(row)") { table throws(ListUpdateError) in
                try table.deleteRows(at: [IndexPath(row: row, section: section)], with: animation)
            }
        case 55..<70 where !nonEmpty.isEmpty:
            let section = nonEmpty.randomElement(using: &random) ?? 0
            let row = Int.random(in: 0..<fixture.sections[section].count, using: &random)
            let height = fixture.sections[section].remove(at: row)
            let id = fixture.ids[section].remove(at: row)
            let target = Int.random(in: 0..<sections, using: &random)
            let targetRow = Int.random(in: 0...fixture.sections[target].count, using: &random)
            fixture.sections[target].insert(height, at: targetRow)
            fixture.ids[target].insert(id, at: targetRow)
            try tell("move \(section).\(row) to \(target).\(targetRow)") { table throws(ListUpdateError) in
                try table.moveRow(
                    at: IndexPath(row: row, section: section), to: IndexPath(row: targetRow, section: target))
            }
        case 70..<82 where !nonEmpty.isEmpty:
            let section = nonEmpty.randomElement(using: &random) ?? 0
            let row = Int.random(in: 0..<fixture.sections[section].count, using: &random)
            fixture.sections[section][row] = [5, 10, 20].randomElement(using: &random) ?? 10
            fixture.ids[section][row] = fixture.nextIdentifier()
            try tell("reload \(section).\(row)") { table throws(ListUpdateError) in
                try table.reloadRows(at: [IndexPath(row: row, section: section)], with: animation)
            }
        case 82..<86 where sections > 1:
            let section = Int.random(in: 0..<sections, using: &random)
            let target = Int.random(in: 0..<sections, using: &random)
            fixture.sections.insert(fixture.sections.remove(at: section), at: target)
            fixture.ids.insert(fixture.ids.remove(at: section), at: target)
            try tell("move section \(section) to \(target)") { table throws(ListUpdateError) in
                try table.moveSection(section, toSection: target)
            }
        case 86..<93:
            let section = Int.random(in: 0...sections, using: &random)
            let rows = (0..<Int.random(in: 0...4, using: &random)).map { _ in CGFloat(10) }
            fixture.sections.insert(rows, at: section)
            fixture.ids.insert(rows.map { _ in fixture.nextIdentifier() }, at: section)
            try tell("insert section \(section)") { table throws(ListUpdateError) in
                try table.insertSections(IndexSet(integer: section), with: animation)
            }
        default:
            guard sections > 1 else { return told }
            let section = Int.random(in: 0..<sections, using: &random)
            fixture.sections.remove(at: section)
            fixture.ids.remove(at: section)
            try tell("delete section \(section)") { table throws(ListUpdateError) in
                try table.deleteSections(IndexSet(integer: section), with: animation)
            }
        }
        return told
    }

    /// What a table shows once at rest, for comparing the animated table with the reference.
    static func restingState(_ table: TableView) -> [String] {
        var state = ["offset \(table.contentOffset.y)", "content \(table.contentSize.height)"]
        for cell in table.visibleCells {
            let row = table.indexPath(for: cell).map { "\($0.section).\($0.row)" } ?? "?"
            state.append("\(row) \(cell.frame) \(cell.textLabel?.text ?? "")")
        }
        return state
    }

    /// Where each cell in the table is drawn on screen, by identity and text (the row's id).
    static func shownOnScreen(_ table: TableView) -> [ObjectIdentifier: (y: CGFloat, text: String?)] {
        var shown: [ObjectIdentifier: (y: CGFloat, text: String?)] = [:]
        for case let cell as TableViewCell in table.subviews {
            shown[ObjectIdentifier(cell)] = (
                (cell.presentationFrame ?? cell.frame).minY - table.contentOffset.y, cell.textLabel?.text
            )
        }
        return shown
    }

    /// A cell still showing the same row after an update is drawn where it was (to the host's
    /// grid's point): updates never make anything jump.
    static func jump(from before: [ObjectIdentifier: (y: CGFloat, text: String?)], in table: TableView)
        -> String?
    {
        for (id, after) in shownOnScreen(table) {
            guard let was = before[id], was.text == after.text else { continue }
            if abs(was.y - after.y) > 1 {
                let leaving = table.rowAnimator.isLeaving(id)
                return "row \(after.text ?? "?") jumped from \(was.y) to \(after.y) (leaving: \(leaving))"
            }
        }
        return nil
    }

    @Test(
        "random updates interleaved with frames and scrolls keep the invariants and end where immediate updates do"
    )
    func randomized() throws {
        let run = RandomizedRun(name: "TableViewAnimation", defaultIterations: 300)
        var random = run.makeGenerator()
        let fixture = TableFixture(sections: [
            Array(repeating: 10, count: 12), Array(repeating: 15, count: 6),
        ])
        fixture.headerHeight = 5
        fixture.swipeActionTitles = ["Archive", "More"]
        let animated = fixture.makeTable(height: 80)
        let reference = fixture.makeTable(height: 80)
        let clock = ManualFrameClock()
        animated.clock = clock
        animated.layoutIfNeeded()
        reference.layoutIfNeeded()
        var completions = 0
        var batches = 0
        for step in 0..<run.iterations {
            if Int.random(in: 0..<4, using: &random) == 0 {
                batches += 1
                try animated.performBatchUpdates({}, completion: { _ in completions += 1 })
            }
            let before = Self.shownOnScreen(animated)
            let change = try Self.randomChange(fixture, [animated, reference], using: &random)
            // `.none` shows its end state at once, by design; anything else never jumps.
            if !change.hasSuffix("with none"), let problem = Self.jump(from: before, in: animated) {
                Issue.record("step \(step) (SEED=\(run.seed)), \(change): \(problem)")
                return
            }
            if Int.random(in: 0..<5, using: &random) == 0 {
                let delta = CGPoint(x: 0, y: CGFloat(Int.random(in: -30...30, using: &random)))
                animated.scroll(by: delta)
                reference.scroll(by: delta)
            }
            animated.layoutIfNeeded()
            reference.layoutIfNeeded()
            // A row opening its swipe actions in the middle of it all changes nothing at rest (a
            // row wholly in view: the keyboard's way brings a cut one into view first).
            let whole = (animated.indexPathsForVisibleRows ?? []).filter {
                let rect = animated.rectForRow(at: $0)
                return rect.minY >= animated.contentOffset.y && rect.maxY <= animated.contentOffset.y + 80
            }
            if Int.random(in: 0..<6, using: &random) == 0, let row = whole.randomElement(using: &random) {
                animated.showSwipeActions(forRowAt: row)
            }
            for _ in 0..<Int.random(in: 0...24, using: &random) {
                clock.advance(by: 1.0 / 60)
                animated.step()
                animated.layoutIfNeeded()
                if let problem = animated.checkInvariants() {
                    Issue.record("step \(step) (SEED=\(run.seed)): \(problem)")
                    return
                }
            }
            if let problem = animated.checkInvariants() ?? reference.checkInvariants() {
                Issue.record("step \(step) (SEED=\(run.seed)): \(problem)")
                return
            }
            if !animated.isMoving, Self.restingState(animated) != Self.restingState(reference) {
                let message =
                    "step \(step) (SEED=\(run.seed)): at rest \(Self.restingState(animated)) "
                    + "but immediately \(Self.restingState(reference))"
                Issue.record(Comment(rawValue: message))
                return
            }
        }
        while animated.isMoving {
            clock.advance(by: 1.0 / 60)
            animated.step()
            animated.layoutIfNeeded()
        }
        #expect(animated.leavingViewCount == 0 && animated.checkInvariants() == nil)
        #expect(Self.restingState(animated) == Self.restingState(reference))
        #expect(completions == batches)
    }
}
