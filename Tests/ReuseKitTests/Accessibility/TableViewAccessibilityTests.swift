import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@MainActor
struct TableViewAccessibilityTests {
    @Test func aMillionRowTableCountsEveryRowAndAnswersAnyOnDemandWithoutScrolling() throws {
        let fixture = MillionRowsFixture()
        let table = fixture.table
        let visibleBefore = table.visibleCells.map { ObjectIdentifier($0) }
        let offsetBefore = table.contentOffset

        #expect(table.accessibilityElementCount() == 1_000_000)
        #expect(table.accessibilityRowCount() == 1_000_000)
        #expect(table.accessibilityColumnCount() == 1)
        #expect(table.accessibilityContainerType == .dataTable)
        for row in [0, 500_000, 999_999] {
            let element = try #require(table.accessibilityElement(at: row) as? AccessibilityNode)
            #expect(element.accessibilityLabel == "Row \(row)")
            let cell = try #require(element as? AccessibilityContainerDataTableCell)
            #expect(cell.accessibilityRowRange() == NSRange(location: row, length: 1))
            #expect(table.index(ofAccessibilityElement: element) == row)
        }
        #expect(table.accessibilityElement(at: 1_000_000) == nil)
        #expect(table.visibleCells.map { ObjectIdentifier($0) } == visibleBefore)
        #expect(table.contentOffset == offsetBefore)
        // The off-screen rows' cells went back to the pool.
        #expect(table.subviews.compactMap { $0 as? TableViewCell }.count == visibleBefore.count)
    }

    @Test func aVisibleRowIsItsCellAndAnOffScreenRowAnElementAtItsPlaceInTheContent() throws {
        let fixture = MillionRowsFixture()
        let table = fixture.table
        let first = try #require(table.accessibilityElement(at: 0) as? TableViewCell)
        #expect(first === table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.accessibilityLabel == "Row 0")
        let far = try #require(table.accessibilityElement(at: 500_000) as? AccessibilityElement)
        #expect(far.accessibilityFrame == CGRect(x: 0, y: 10_000_000, width: 80, height: 20))
        // Asked again, the same element.
        #expect(table.accessibilityElement(at: 500_000) as AnyObject === far)
    }

    @Test func selectingThroughAnElementSelectsTheRowAndTheElementSaysSelected() throws {
        let fixture = MillionRowsFixture()
        let table = fixture.table
        let far = try #require(table.accessibilityElement(at: 700_000) as? AccessibilityNode)
        #expect(!far.accessibilityTraits.contains(.selected))
        #expect(table.setAccessibilityElement(far, selected: true))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 700_000, section: 0))
        #expect(far.accessibilityTraits.contains(.selected))
        #expect(table.accessibilitySelectedElementIndices == [700_000])
        let visible = try #require(table.accessibilityElement(at: 2) as? TableViewCell)
        table.setAccessibilityElement(visible, selected: true)
        #expect(visible.accessibilityTraits.contains(.selected))
        #expect(!far.accessibilityTraits.contains(.selected))
        table.setAccessibilityElement(visible, selected: false)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func activatingAnOffScreenRowBringsItOnScreenAndSelectsItAsATap() throws {
        let fixture = MillionRowsFixture()
        let table = fixture.table
        let far = try #require(table.accessibilityElement(at: 300_000) as? AccessibilityNode)
        #expect(far.accessibilityActivate())
        let indexPath = IndexPath(row: 300_000, section: 0)
        #expect(table.indexPathForSelectedRow == indexPath)
        #expect(table.cellForRow(at: indexPath) != nil)
        #expect(table.accessibilityElement(at: 300_000) as AnyObject === table.cellForRow(at: indexPath))
    }

    @Test func aRowsSwipeActionsAreItsCustomActionsAndDeleteDeletesIt() throws {
        let fixture = SwipeFixture()
        let table = fixture.table
        let cell = try #require(table.accessibilityElement(at: 3) as? AccessibilityNode)
        let actions = try #require(cell.accessibilityCustomActions)
        #expect(actions.map(\.name) == ["Delete", "Flag"])
        #expect(actions[0].perform())
        #expect(fixture.performed == ["Delete 3"])
        #expect(table.numberOfRows(inSection: 0) == 19)
        #expect(table.accessibilityElementCount() == 19)
    }

    @Test func aCellReadsItsLabelsJoinedAndASectionHeaderIsAHeader() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 80, height: 200))
        let source = TitledSections()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.sectionHeaderHeight = 20
        table.dataSource = source
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Title 1, Detail 1")
        #expect(table.accessibilityElementCount() == 6)
        let inSecond = try #require(table.accessibilityElement(at: 4) as? AccessibilityContainerDataTableCell)
        #expect(inSecond.accessibilityRowRange() == NSRange(location: 4, length: 1))
        let headers = try #require(table.accessibilityHeaderElements(forRow: 4))
        let header = try #require(headers.first as? AccessibilityNode)
        #expect(header.accessibilityLabel == "Second")
        #expect(header.accessibilityTraits.contains(.header))
        let shownHeader = try #require(table.headerView(forSection: 0))
        #expect(shownHeader.accessibilityTraits.contains(.header))
        #expect(shownHeader.accessibilityLabel == "First")
    }

    @Test func updatesAndFocusMovesReachAHostAsEvents() throws {
        let fixture = SwipeFixture()
        let table = fixture.table
        var events: [String] = []
        let observation = Accessibility.addObserver { event in
            switch event {
            case .elementsChanged(let container, let changes) where container === table:
                events.append(changes.map { "removed \($0.removed) added \($0.added)" } ?? "changed")
            case .focusChanged(let container, let element) where container === table:
                let label = (element as? AccessibilityNode)?.accessibilityLabel ?? "none"
                events.append("focus \(label)")
            default: break
            }
        }
        defer { observation.cancel() }
        table.focusRow(at: IndexPath(row: 2, section: 0))
        fixture.rows.remove(at: 0)
        try table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        let focusedCell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(table.accessibilityFocusedElement as AnyObject === focusedCell)
        table.reloadData()
        #expect(events == ["focus row 2", "removed [0] added []", "changed"])
    }

    @Test func aReadersGrabOfAnOffScreenRowPutsTheKeyboardFocusOnIt() throws {
        let fixture = MillionRowsFixture()
        let table = fixture.table
        let element = try #require(table.accessibilityElement(at: 400_000))
        #expect(table.focusAccessibilityElement(element))
        #expect(table.focusedRow == IndexPath(row: 400_000, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 400_000, section: 0)) != nil, "brought on screen")
        #expect(!Label().focusAccessibilityElement(element), "not a list")
    }

    @Test func anUpdateTellsAHostWhichRowsWentAndCameByPositionAmongAllRows() throws {
        let source = TitledSections()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        table.dataSource = source
        table.layoutIfNeeded()
        var heard: [AccessibilityElementChanges?] = []
        let observation = Accessibility.addObserver { event in
            if case .elementsChanged(let container, let changes) = event, container === table {
                heard.append(changes)
            }
        }
        defer { observation.cancel() }
        // Rows 0 and 2 of the second section go (positions 3 and 5 of all), one comes first in
        // the first section and one moves from the first section's row 1 to the second's end.
        source.counts = [3, 2]
        try table.performBatchUpdates { () throws(ListUpdateError) in
            try table.deleteRows(
                at: [IndexPath(row: 0, section: 1), IndexPath(row: 2, section: 1)], with: .none)
            try table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            try table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 1, section: 1))
        }
        #expect(heard == [AccessibilityElementChanges(removed: [5, 3, 1], added: [0, 4])])
        // A section going: every row may be elsewhere.
        source.counts = [3]
        try table.deleteSections(IndexSet(integer: 1), with: .none)
        #expect(heard.count == 2 && heard.last == .some(nil))
    }
}

/// Two sections with titles, of three rows whose cells have a title and a detail.
@MainActor
private final class TitledSections: TableViewDataSource {
    var counts = [3, 3]
    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "First" : "Second"
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title \(indexPath.row)"
        cell.detailTextLabel?.text = "Detail \(indexPath.row)"
        return cell
    }
}
