import Foundation
import Testing

@_spi(Hosting) @testable import ReuseKit

@Suite("Table view: selection in editing mode, as UIKit's")
@MainActor
struct TableViewEditingSelectionTests {
    @Test("in editing mode a tap selects nothing unless allowsSelectionDuringEditing is on")
    func tapInEditing() {
        let fixture = TableFixture(sections: [Array(repeating: 10, count: 20)])
        let table = fixture.makeTable(height: 100)
        table.layoutIfNeeded()
        #expect(!table.allowsSelectionDuringEditing && !table.allowsMultipleSelectionDuringEditing)
        table.isEditing = true
        #expect(table.tapRow(at: CGPoint(x: 2, y: 15)) == nil)
        #expect(table.indexPathForSelectedRow == nil && fixture.selected.isEmpty)
        table.focusRow(at: IndexPath(row: 2, section: 0))
        #expect(table.selectFocusedRow() == nil, "Enter on the focused row is a tap too")
        table.allowsSelectionDuringEditing = true
        #expect(table.tapRow(at: CGPoint(x: 2, y: 15)) == IndexPath(row: 1, section: 0))
        #expect(table.tapRow(at: CGPoint(x: 2, y: 35)) == IndexPath(row: 3, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        table.isEditing = false
        table.allowsSelection = false
        #expect(table.tapRow(at: CGPoint(x: 2, y: 5)) == nil, "outside editing, allowsSelection decides")
    }

    @Test("allowsMultipleSelectionDuringEditing lets taps in editing mode add and remove rows")
    func multipleInEditing() {
        let fixture = TableFixture(sections: [Array(repeating: 10, count: 20)])
        let table = fixture.makeTable(height: 100)
        table.layoutIfNeeded()
        table.isEditing = true
        table.allowsMultipleSelectionDuringEditing = true
        table.tapRow(at: CGPoint(x: 2, y: 5))
        table.tapRow(at: CGPoint(x: 2, y: 25))
        table.tapRow(at: CGPoint(x: 2, y: 45))
        table.tapRow(at: CGPoint(x: 2, y: 25))
        #expect(
            table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 4, section: 0)])
        // Outside editing the table's own (single) selection rule applies again.
        table.isEditing = false
        table.tapRow(at: CGPoint(x: 2, y: 65))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 6, section: 0)])
    }
}
