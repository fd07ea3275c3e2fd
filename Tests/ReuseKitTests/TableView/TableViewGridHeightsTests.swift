import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// Rows are laid out in whole steps of the host's grid (`TraitCollection.displayCellSize`), so
/// rows of equal height stay equal on screen.
@Suite("Table rows on the host's grid")
@MainActor
struct TableViewGridHeightsTests {
    final class Rows: TableViewDataSource, TableViewDelegate {
        let heights: [CGFloat]
        init(_ heights: [CGFloat]) { self.heights = heights }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { heights.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            TableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heights[indexPath.row]
        }
    }

    static func table(_ rows: Rows, cell: CGSize?, estimated: CGFloat = 0) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        if let cell {
            table.traitOverrides = TraitCollection(textSystem: PlainTextSystem(), displayCellSize: cell)
        }
        table.estimatedRowHeight = estimated
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        return table
    }

    static func heights(_ table: TableView, _ count: Int) -> [CGFloat] {
        (0..<count).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
    }

    @Test(
        "On lines of 22 points a row is the nearest whole number of lines, at least one",
        arguments: [0.0, 50])
    func lines(estimate: CGFloat) {
        let rows = Rows([44, 70, 77, 76.9, 5, 0, 66])
        let table = Self.table(rows, cell: CGSize(width: 8, height: 22), estimated: estimate)
        #expect(Self.heights(table, 7) == [44, 66, 88, 66, 22, 0, 66])
        #expect(table.rectForRow(at: IndexPath(row: 6, section: 0)).minY == 286)
        #expect(table.checkInvariants() == nil)
    }

    @Test("On device pixels of a 2× screen a row is whole pixels; a view in no host keeps its heights")
    func pixels() {
        let rows = Rows([44.3, 10.2, 0.2])
        #expect(Self.heights(Self.table(rows, cell: CGSize(width: 0.5, height: 0.5)), 3) == [44.5, 10, 0.5])
        #expect(Self.heights(Self.table(rows, cell: nil), 3) == [44.3, 10.2, 0.2])
    }

    @Test("A table laid out in no host lays its rows out again in the grid of the host it enters")
    func enteringAHost() {
        let rows = Rows(Array(repeating: 70, count: 20))
        let table = Self.table(rows, cell: nil)
        #expect(Self.heights(table, 3) == [70, 70, 70])
        let host = View(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        host.traitOverrides = TraitCollection(
            textSystem: PlainTextSystem(), displayCellSize: CGSize(width: 8, height: 22))
        host.addSubview(table)
        table.layoutIfNeeded()
        #expect(Self.heights(table, 3) == [66, 66, 66])
        #expect(table.contentSize.height == 1320)
    }
}
