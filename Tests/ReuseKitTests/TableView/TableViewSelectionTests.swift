import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@Suite("Table view: selection, multiple selection and keyboard focus")
@MainActor
struct TableViewSelectionTests {
    /// The point a tap on a row of section 0 hits: header 8, rows 10 each, content offset 0.
    static func point(row: Int) -> CGPoint { CGPoint(x: 2, y: CGFloat(8 + 10 * row + 1)) }

    static func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    @Test("a tap asks willSelect, then willDeselect and didDeselect of the old row, then didSelect")
    func delegateOrder() {
        let fixture = SectionedTableFixture(rowCounts: [10, 10])
        let table = fixture.makeTable(height: 100)
        table.layoutIfNeeded()
        #expect(table.tapRow(at: Self.point(row: 2)) == Self.path(0, 2))
        #expect(fixture.events == ["willSelect 0.2", "didSelect 0.2"])
        fixture.events.removeAll()
        table.tapRow(at: Self.point(row: 5))
        #expect(fixture.events == ["willSelect 0.5", "willDeselect 0.2", "didDeselect 0.2", "didSelect 0.5"])
        #expect(table.indexPathsForSelectedRows == [Self.path(0, 5)])
        #expect(table.cellForRow(at: Self.path(0, 2))?.isSelected == false)
        #expect(table.cellForRow(at: Self.path(0, 5))?.isSelected == true)
        // Tapping the selected row again selects it again, as UIKit: no deselection.
        fixture.events.removeAll()
        table.tapRow(at: Self.point(row: 5))
        #expect(fixture.events == ["willSelect 0.5", "didSelect 0.5"])
    }

    @Test("willSelect redirects or refuses a tap, and a refused willDeselect keeps the old row")
    func delegateAnswers() {
        let fixture = SectionedTableFixture(rowCounts: [10])
        fixture.willSelect = { path in
            switch path.row {
            case 3: return Self.path(0, 4)
            case 6: return nil
            default: return path
            }
        }
        let table = fixture.makeTable(height: 100)
        table.layoutIfNeeded()
        table.tapRow(at: Self.point(row: 3))
        #expect(table.indexPathForSelectedRow == Self.path(0, 4))
        #expect(fixture.events == ["willSelect 0.3", "didSelect 0.4"])
        fixture.events.removeAll()
        #expect(table.tapRow(at: Self.point(row: 6)) == nil)
        #expect(fixture.events == ["willSelect 0.6"])
        #expect(table.indexPathForSelectedRow == Self.path(0, 4))
        fixture.willDeselect = { _ in nil }
        fixture.events.removeAll()
        #expect(table.tapRow(at: Self.point(row: 1)) == nil)
        #expect(fixture.events == ["willSelect 0.1", "willDeselect 0.4"])
        #expect(table.indexPathsForSelectedRows == [Self.path(0, 4)])
    }

    @Test("with multiple selection taps toggle rows, listed in order; turning it off keeps the first")
    func multipleSelection() {
        let fixture = SectionedTableFixture(rowCounts: [10])
        let table = fixture.makeTable(height: 100)
        table.allowsMultipleSelection = true
        table.layoutIfNeeded()
        for row in [5, 1, 3] { table.tapRow(at: Self.point(row: row)) }
        #expect(table.indexPathsForSelectedRows == [1, 3, 5].map { Self.path(0, $0) })
        #expect(table.indexPathForSelectedRow == Self.path(0, 1))
        #expect(table.visibleCells.filter(\.isSelected).count == 3)
        fixture.events.removeAll()
        table.tapRow(at: Self.point(row: 3))
        #expect(fixture.events == ["willDeselect 0.3", "didDeselect 0.3"])
        #expect(table.indexPathsForSelectedRows == [1, 5].map { Self.path(0, $0) })
        table.allowsMultipleSelection = false
        #expect(table.indexPathsForSelectedRows == [Self.path(0, 1)])
        #expect(table.cellForRow(at: Self.path(0, 5))?.isSelected == false)
    }

    @Test("selectRow and deselectRow change the selection without a delegate call")
    func programmaticSelection() {
        let fixture = SectionedTableFixture(rowCounts: [100])
        let table = fixture.makeTable(height: 100)
        table.layoutIfNeeded()
        table.selectRow(at: Self.path(0, 60))
        #expect(table.indexPathsForSelectedRows == [Self.path(0, 60)])
        table.contentOffset.y = 560
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: Self.path(0, 60))?.isSelected == true)
        table.selectRow(at: Self.path(0, 58))
        #expect(table.indexPathsForSelectedRows == [Self.path(0, 58)])
        #expect(table.cellForRow(at: Self.path(0, 60))?.isSelected == false)
        table.deselectRow(at: Self.path(0, 58))
        #expect(table.indexPathsForSelectedRows == nil)
        table.allowsMultipleSelection = true
        table.selectRow(at: Self.path(0, 1))
        table.selectRow(at: Self.path(0, 2))
        table.selectRow(at: nil)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(fixture.events.isEmpty)
        table.selectRow(at: Self.path(0, 3))
        table.reloadData()
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("rows that move stay selected, deleted rows and sections leave the selection")
    func selectionThroughUpdates() throws {
        let fixture = SectionedTableFixture(rowCounts: [5, 5, 5])
        let table = fixture.makeTable(height: 100)
        table.allowsMultipleSelection = true
        table.layoutIfNeeded()
        let picked = [Self.path(0, 1), Self.path(0, 4), Self.path(1, 2), Self.path(2, 0)]
        for path in picked { table.selectRow(at: path) }
        let ids = picked.map(fixture.id)
        try table.performBatchUpdates { () throws(ListUpdateError) in
            // Delete 0.4, move 0.1 to the front of section 2, insert a row above 1.2.
            let deleted = fixture.sections[0].remove(at: 4)
            let moved = fixture.sections[0].remove(at: 1)
            fixture.sections[2].insert(moved, at: 0)
            fixture.sections[1].insert(.init(id: fixture.makeID(), height: 10), at: 0)
            _ = deleted
            try table.deleteRows(at: [Self.path(0, 4)])
            try table.moveRow(at: Self.path(0, 1), to: Self.path(2, 0))
            try table.insertRows(at: [Self.path(1, 0)])
        }
        let expected = ids.compactMap(fixture.indexPath(of:)).sorted()
        #expect(expected.count == 3)
        #expect(table.indexPathsForSelectedRows == expected)
        #expect(table.checkInvariants() == nil)
        fixture.sections.remove(at: 1)
        try table.deleteSections(IndexSet(integer: 1))
        #expect(table.indexPathsForSelectedRows == ids.compactMap(fixture.indexPath(of:)).sorted())
        #expect(table.visibleCells.filter(\.isSelected).count == table.indexPathsForSelectedRows?.count)
    }

    @Test("a reloaded row loses its selection and the others keep theirs, as in a collection view")
    func reloadDeselects() throws {
        let fixture = SectionedTableFixture(rowCounts: [5])
        let table = fixture.makeTable(height: 100)
        table.allowsMultipleSelection = true
        table.layoutIfNeeded()
        table.selectRow(at: Self.path(0, 1))
        table.selectRow(at: Self.path(0, 3))
        try table.reloadRows(at: [Self.path(0, 1)], with: .none)
        #expect(table.indexPathsForSelectedRows == [Self.path(0, 3)])
        #expect(table.visibleCells.filter(\.isSelected).count == 1)
        #expect(table.checkInvariants() == nil)
    }

    @Test(
        "deleting the last row of a section keeps the section, drops the row's selection and focuses the next row"
    )
    func deleteLastRowOfSection() throws {
        let fixture = SectionedTableFixture(rowCounts: [3, 1, 3])
        let table = fixture.makeTable(height: 100)
        table.layoutIfNeeded()
        table.selectRow(at: Self.path(1, 0))
        table.focusRow(at: Self.path(1, 0))
        fixture.sections[1].removeAll()
        try table.deleteRows(at: [Self.path(1, 0)])
        #expect(table.numberOfSections == 3)
        #expect(table.numberOfRows(inSection: 1) == 0)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(table.focusedIndexPath == Self.path(2, 0))
        #expect(table.checkInvariants() == nil)
        // Deleting the section too is consistent; deleting its rows again is refused.
        #expect(throws: ListUpdateError.self) { try table.deleteRows(at: [Self.path(1, 0)]) }
        fixture.sections.remove(at: 1)
        try table.deleteSections(IndexSet(integer: 1))
        #expect(table.rect(forSection: 1).minY == table.rectForFooter(inSection: 0).maxY)
        #expect(table.checkInvariants() == nil)
    }

    @Test("a row moved into an empty section stays selected and gets the section's first place")
    func moveIntoEmptySection() throws {
        let fixture = SectionedTableFixture(rowCounts: [3, 0, 2])
        let table = fixture.makeTable(height: 100)
        table.layoutIfNeeded()
        table.selectRow(at: Self.path(0, 2))
        let row = fixture.sections[0].remove(at: 2)
        fixture.sections[1].append(row)
        try table.moveRow(at: Self.path(0, 2), to: Self.path(1, 0))
        #expect(table.indexPathsForSelectedRows == [Self.path(1, 0)])
        #expect(table.cellForRow(at: Self.path(1, 0))?.isSelected == true)
        #expect(table.cellForRow(at: Self.path(1, 0))?.textLabel?.text == "\(row.id)")
        #expect(table.checkInvariants() == nil)
        // Moving into a row past the end of the empty section is refused and changes nothing.
        fixture.sections[1].remove(at: 0)
        fixture.sections[2].insert(row, at: 0)
        #expect(throws: ListUpdateError.self) {
            try table.moveRow(at: Self.path(1, 0), to: Self.path(2, 5))
        }
        #expect(table.indexPathsForSelectedRows == [Self.path(1, 0)])
    }

    @Test("random updates keep the selection on the same rows and the table consistent")
    func randomizedSelection() throws {
        let run = RandomizedRun(name: "TableViewSelection", defaultIterations: 300)
        var random = run.makeGenerator()
        let fixture = SectionedTableFixture(rowCounts: [8, 0, 12, 5])
        // Footers too, so both floating items are checked through every update.
        fixture.footerHeight = 3
        let table = fixture.makeTable(height: 60, estimate: Bool.random(using: &random) ? 7 : 0)
        table.allowsMultipleSelection = true
        table.layoutIfNeeded()
        var selected = Set<Int>()
        for step in 0..<run.iterations {
            let context = "SEED=\(run.seed) step \(step)"
            let section = Int.random(in: 0..<fixture.sections.count, using: &random)
            let count = fixture.sections[section].count
            switch Int.random(in: 0..<9, using: &random) {
            case 0:
                table.contentOffset.y = CGFloat(
                    Int.random(in: 0...Int(max(1, table.contentSize.height)), using: &random))
            case 1 where count > 0:
                let row = Int.random(in: 0..<count, using: &random)
                table.selectRow(at: Self.path(section, row))
                selected.insert(fixture.sections[section][row].id)
            case 2 where count > 0:
                let row = Int.random(in: 0..<count, using: &random)
                table.deselectRow(at: Self.path(section, row))
                selected.remove(fixture.sections[section][row].id)
            case 3:
                let row = Int.random(in: 0...count, using: &random)
                fixture.sections[section].insert(.init(id: fixture.makeID(), height: 10), at: row)
                try table.insertRows(at: [Self.path(section, row)])
            case 4 where count > 0:
                let row = Int.random(in: 0..<count, using: &random)
                selected.remove(fixture.sections[section].remove(at: row).id)
                try table.deleteRows(at: [Self.path(section, row)])
            case 5 where count > 0:
                let row = Int.random(in: 0..<count, using: &random)
                let target = Int.random(in: 0..<fixture.sections.count, using: &random)
                let moved = fixture.sections[section].remove(at: row)
                let destination = Int.random(in: 0...fixture.sections[target].count, using: &random)
                fixture.sections[target].insert(moved, at: destination)
                try table.moveRow(at: Self.path(section, row), to: Self.path(target, destination))
            case 6 where fixture.sections.count > 1:
                for row in fixture.sections.remove(at: section) { selected.remove(row.id) }
                try table.deleteSections(IndexSet(integer: section))
            case 7:
                let count = Int.random(in: 0...4, using: &random)
                fixture.sections.insert(
                    (0..<count).map { _ in .init(id: fixture.makeID(), height: 10) }, at: section)
                try table.insertSections(IndexSet(integer: section))
            default:
                table.layoutIfNeeded()
            }
            table.layoutIfNeeded()
            let expected = selected.compactMap(fixture.indexPath(of:)).sorted()
            #expect(table.indexPathsForSelectedRows ?? [] == expected, "\(context)")
            if let problem = table.checkInvariants() {
                Issue.record("\(context): \(problem)")
                return
            }
            for cell in table.visibleCells {
                guard let path = table.indexPath(for: cell) else { continue }
                #expect(cell.isSelected == expected.contains(path), "\(context)")
            }
        }
    }

    @Test("keyboard focus moves across sections and past empty ones without selecting")
    func focusMoves() {
        let fixture = SectionedTableFixture(rowCounts: [2, 0, 0, 3])
        let table = fixture.makeTable(height: 100)
        table.layoutIfNeeded()
        table.moveFocus(by: 1)
        #expect(table.focusedIndexPath == Self.path(0, 0))
        table.moveFocus(by: 1)
        table.moveFocus(by: 1)
        #expect(table.focusedIndexPath == Self.path(3, 0))
        #expect(table.cellForRow(at: Self.path(3, 0))?.isFocused == true)
        #expect(table.cellForRow(at: Self.path(0, 1))?.isFocused == false)
        table.moveFocus(by: 10)
        #expect(table.focusedIndexPath == Self.path(3, 2))
        table.moveFocus(by: -3)
        #expect(table.focusedIndexPath == Self.path(0, 1))
        table.moveFocus(by: -5)
        #expect(table.focusedIndexPath == Self.path(0, 0))
        #expect(fixture.events.isEmpty)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("Enter selects the focused row as a tap does, and the focus moves on without it")
    func enterSelectsFocused() {
        let fixture = SectionedTableFixture(rowCounts: [50])
        let table = fixture.makeTable(height: 100)
        table.layoutIfNeeded()
        // No focus yet: the first whole visible row gets it and the selection.
        #expect(table.selectFocusedRow() == Self.path(0, 0))
        #expect(fixture.events == ["willSelect 0.0", "didSelect 0.0"])
        table.moveFocus(by: 2)
        #expect(table.indexPathsForSelectedRows == [Self.path(0, 0)])
        #expect(table.cellForRow(at: Self.path(0, 0))?.isSelected == true)
        #expect(table.cellForRow(at: Self.path(0, 0))?.isFocused == false)
        fixture.events.removeAll()
        table.selectFocusedRow()
        #expect(fixture.events == ["willSelect 0.2", "willDeselect 0.0", "didDeselect 0.0", "didSelect 0.2"])
    }

    @Test("the host's primary action (Enter) selects the focused row, not the first on screen")
    func primaryActionSelectsFocus() {
        let fixture = SectionedTableFixture(rowCounts: [50])
        let table = fixture.makeTable(height: 100)
        table.layoutIfNeeded()
        table.moveFocus(by: 1)
        table.moveFocus(by: 3)
        table.performPrimaryAction()
        #expect(table.indexPathsForSelectedRows == [Self.path(0, 3)])
        #expect(fixture.events == ["willSelect 0.3", "didSelect 0.3"])
    }

    @Test("focus moved under the pinned header scrolls the row clear of it")
    func focusClearsPinnedHeader() throws {
        let fixture = SectionedTableFixture(rowCounts: [100])
        let table = fixture.makeTable(height: 100)
        table.contentOffset.y = 500
        table.layoutIfNeeded()
        table.moveFocus(by: -1)
        guard let first = table.focusedIndexPath else {
            Issue.record("no focus")
            return
        }
        // The last whole visible row, then up through the rows under the header.
        for _ in 0..<15 {
            table.moveFocus(by: -1)
            let frame = table.rectForRow(at: try #require(table.focusedIndexPath))
            let header = try #require(table.floatingHeaderView)
            #expect(frame.minY >= header.frame.maxY)
            #expect(frame.maxY <= table.contentOffset.y + table.bounds.height)
        }
        #expect(table.focusedIndexPath == IndexPath(row: first.row - 15, section: 0))
        #expect(table.checkInvariants() == nil)
    }
}
