import Foundation
import Testing

@_spi(Testing) @testable import ReuseKit

/// A width change (a window resized, a terminal narrowed) measures the rows again, as a
/// rotation does in UIKit: what the user selected and where the keyboard focus is stay put.
@MainActor
@Suite("Table view: width changes")
struct TableViewWidthChangeTests {
    @Test("a width change keeps the selection and the focus", arguments: [0, 44] as [CGFloat])
    func widthChangeKeepsSelectionAndFocus(estimate: CGFloat) throws {
        let fixture = TableFixture(sections: [
            Array(repeating: 30, count: 50), Array(repeating: 30, count: 50),
        ])
        let table = fixture.makeTable(height: 300, width: 80, estimate: estimate)
        table.allowsMultipleSelection = true
        table.layoutIfNeeded()
        let picked = [IndexPath(row: 2, section: 0), IndexPath(row: 4, section: 0)]
        for indexPath in picked { table.selectRow(at: indexPath, animated: false, scrollPosition: .none) }
        table.focusRow(at: IndexPath(row: 3, section: 0))
        for width in [60, 120] as [CGFloat] {
            table.frame.size.width = width
            table.layoutIfNeeded()
            #expect(Set(table.indexPathsForSelectedRows ?? []) == Set(picked), "width \(width)")
            #expect(table.focusedIndexPath == IndexPath(row: 3, section: 0), "width \(width)")
            let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
            #expect(cell.isSelected, "width \(width): the selected row's cell shows it")
            #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isFocused == true, "width \(width)")
        }
    }

    @Test("rows gone from the data source by the time the width changes leave the selection")
    func widthChangeDropsVanishedRows() {
        let fixture = TableFixture(sections: [Array(repeating: 30, count: 10)])
        let table = fixture.makeTable(height: 300, width: 80)
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 8, section: 0), animated: false, scrollPosition: .none)
        table.focusRow(at: IndexPath(row: 9, section: 0))
        fixture.sections[0].removeLast(5)
        fixture.ids[0].removeLast(5)
        table.frame.size.width = 60
        table.layoutIfNeeded()
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(table.focusedIndexPath == nil)
        #expect(table.checkInvariants() == nil)
    }
}
